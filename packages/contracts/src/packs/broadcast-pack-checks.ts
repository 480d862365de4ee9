import type { TPackInmailMessage } from '../messages/inmail-pack';
import type { TPackNewsItem } from '../news/news-pack';
import type { TPackNotice } from '../notices/notice-pack';
import type { TPackIssue } from '../common/pack-issue';

export type TBroadcastContent = {
  inmailMessages: TPackInmailMessage[];
  notices: TPackNotice[];
  news: TPackNewsItem[];
  memberCodes: ReadonlySet<string>;
  organisationCodes: ReadonlySet<string>;
};

const duplicateCodeIssues = (section: string, items: { code: string }[]): TPackIssue[] => {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const duplicate = seen.has(item.code);
    seen.add(item.code);
    return duplicate
      ? [{ path: [section, index, 'code'], message: `duplicate code ${item.code}` }]
      : [];
  });
};

const publishedIssues = (
  section: string,
  items: (TPackNotice | TPackNewsItem)[],
  organisationCodes: ReadonlySet<string>,
) =>
  items.flatMap((item, index): TPackIssue[] => [
    ...(item.organisations ?? [])
      .map((code, position) => ({ code, position }))
      .filter(({ code }) => !organisationCodes.has(code))
      .map(({ code, position }) => ({
        path: [section, index, 'organisations', position],
        message: `unknown organisation code ${code}`,
      })),
    ...(item.docNames.length > item.docUrls.length
      ? [{ path: [section, index, 'docNames'], message: 'more docNames than docUrls' }]
      : []),
  ]);

/**
 * Checks across the in-mail, notice and news content of a content pack that one schema cannot
 * make: codes unique, recipients among the pack's members, organisations among its organisations.
 */
export const broadcastContentIssues = ({
  inmailMessages,
  notices,
  news,
  memberCodes,
  organisationCodes,
}: TBroadcastContent): TPackIssue[] => [
  ...duplicateCodeIssues('inmailMessages', inmailMessages),
  ...inmailMessages.flatMap((message, index): TPackIssue[] => {
    const recipients = new Set(message.recipients);
    return [
      ...message.recipients
        .map((userCode, position) => ({ userCode, position }))
        .filter(({ userCode }) => !memberCodes.has(userCode))
        .map(({ userCode, position }) => ({
          path: ['inmailMessages', index, 'recipients', position],
          message: `unknown userCode ${userCode}`,
        })),
      ...message.readBy
        .map((userCode, position) => ({ userCode, position }))
        .filter(({ userCode }) => !recipients.has(userCode))
        .map(({ userCode, position }) => ({
          path: ['inmailMessages', index, 'readBy', position],
          message: `${userCode} is not a recipient`,
        })),
    ];
  }),
  ...duplicateCodeIssues('notices', notices),
  ...publishedIssues('notices', notices, organisationCodes),
  ...duplicateCodeIssues('news', news),
  ...publishedIssues('news', news, organisationCodes),
];
