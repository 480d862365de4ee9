import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import { Paths } from '@/lib/paths';
import { memberToken } from '@/lib/storage';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { InmailPage } from './inmail-page';
import { MessagePaths } from '../messages.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const sent = (day: number) => new Date(2026, 10, day, 9, 30, 0).getTime();

const messagesOf = (): TInmailMessage[] => [
  {
    messageId: 'm-3',
    label: null,
    title: 'Exam reminder',
    content: '<p>The exam opens <strong>today</strong>.</p>',
    sendTime: sent(16),
    readTime: null,
  },
  {
    messageId: 'm-2',
    label: null,
    title: 'Weekly report',
    content: '<p>Two exams this week.</p>',
    sendTime: sent(9),
    readTime: null,
  },
  {
    messageId: 'm-1',
    label: null,
    title: 'Welcome',
    content: '<p>Welcome aboard.</p>',
    sendTime: sent(2),
    readTime: sent(3),
  },
];

/** A fake server keeping each message's read state. */
function serveInbox(messages = messagesOf(), total = messages.length) {
  const unread = () => messages.filter((message) => message.readTime === null).length;
  api = fakeApi(
    byPath({
      'GET /mine/listInmail': () => ok({ list: messages, total }),
      'GET /mine/unReadCount': () => ok(unread()),
      'POST /mine/readInmail': (config) => {
        const { messageId } = JSON.parse(String(config.data)) as { messageId: string };
        const message = messages.find((candidate) => candidate.messageId === messageId);
        if (!message) return failure('300213');
        message.readTime ??= Date.now();
        return ok({ readTime: message.readTime });
      },
      'POST /mine/readAllInmail': () => {
        const marked = unread();
        for (const message of messages) message.readTime ??= Date.now();
        return ok({ marked });
      },
    }),
  );
  return messages;
}

const items = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('button')
    .map((item) => item.textContent);
const called = (path: string) =>
  api?.requests.filter((request) => `${request.method?.toUpperCase()} ${request.url}` === path) ??
  [];

describe('in-mail messages (spec §2 /myinmailmessage)', () => {
  it('words a message the server wrote in the learner’s language, from its label', async () => {
    serveInbox([
      {
        messageId: 'm-judged',
        label: {
          key: 'sheetJudged',
          paperName: 'Security reflection',
          answerSheetId: 'sheet-1',
          score: 14.5,
          passed: false,
        },
        title: 'Security reflection',
        content: '',
        sendTime: sent(20),
        readTime: null,
      },
    ]);
    renderRoute(<InmailPage />, MessagePaths.INMAIL);
    await userEvent.click(
      await screen.findByRole('button', { name: /Security reflection has been marked/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.lectern-inmail__content')).toHaveTextContent(
      'Your answer sheet for Security reflection has been marked. Score 14.5: not passed.',
    );
    // The paper's name is the tenant's, marked with its language; the words around it are not.
    const names = within(dialog).getAllByText('Security reflection');
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toHaveAttribute('lang', 'zh-CN');
    expect(dialog.querySelector('.ant-modal-title')).toHaveTextContent(
      'Security reflection has been marked',
    );
  });

  it('lists the messages newest first, telling unread from read', async () => {
    serveInbox();
    renderRoute(<InmailPage />, MessagePaths.INMAIL);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    await screen.findByText('Exam reminder');
    expect(items()).toEqual([
      'Exam reminderUnread · 2026-11-16 09:30:00',
      'Weekly reportUnread · 2026-11-09 09:30:00',
      'WelcomeRead · 2026-11-02 09:30:00',
    ]);
    expect(called('GET /mine/listInmail').at(-1)?.params).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('opens a message, shows its rich text and marks it read', async () => {
    serveInbox();
    renderRoute(<InmailPage />, MessagePaths.INMAIL);
    await userEvent.click(await screen.findByRole('button', { name: /Exam reminder/ }));

    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByText('Exam reminder');
    expect(title.closest('.ant-modal-title')).not.toBeNull();
    // The tenant wrote it: marked with the tenant's content language.
    expect(title).toHaveAttribute('lang', 'zh-CN');
    expect(within(dialog).getByText('today')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent 2026-11-16 09:30:00')).toBeInTheDocument();
    await waitFor(() => expect(called('POST /mine/readInmail')).toHaveLength(1));
    expect(JSON.parse(String(called('POST /mine/readInmail')[0]?.data))).toEqual({
      messageId: 'm-3',
    });
    await waitFor(() => expect(items()[0]).toBe('Exam reminderRead · 2026-11-16 09:30:00'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Welcome aboard.'));
    // An already read message is not marked again.
    expect(called('POST /mine/readInmail')).toHaveLength(1);
  });

  it('marks every message read at once', async () => {
    serveInbox();
    renderRoute(<InmailPage />, MessagePaths.INMAIL);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
    await waitFor(() => expect(items().every((item) => item?.includes('Read ·'))).toBe(true));
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it('pages through the messages from the address (spec §9)', async () => {
    serveInbox(messagesOf(), 45);
    renderRoute(<InmailPage />, `${MessagePaths.INMAIL}?pageNum=2&pageSize=20`);
    expect(await screen.findByText('45 in total')).toBeInTheDocument();
    expect(called('GET /mine/listInmail').at(-1)?.params).toMatchObject({
      pageNum: 2,
      pageSize: 20,
    });
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() =>
      expect(called('GET /mine/listInmail').at(-1)?.params).toMatchObject({
        pageNum: 3,
        pageSize: 20,
      }),
    );
  });

  it('tolerates a "403" silently: no warning, no redirect to login, just no data (spec §7)', async () => {
    memberToken.set('token-1');
    api = fakeApi(
      byPath({
        'GET /mine/listInmail': failure('403', '403-2'),
        'GET /mine/unReadCount': failure('403', '403-2'),
      }),
    );
    const router = renderRoute(<InmailPage />, MessagePaths.INMAIL, {
      destinations: [Paths.LOGIN],
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(MessagePaths.INMAIL);
    expect(memberToken.get()).toBe('token-1');
    expect(screen.queryByText(/expired/i)).not.toBeInTheDocument();
  });
});
