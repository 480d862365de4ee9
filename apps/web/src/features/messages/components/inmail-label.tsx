import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import { Trans, useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';

/**
 * A message's title: the tenant's own, or for a message the server wrote, its words in the
 * learner's language from its label (docs/decisions/0031, 0041).
 */
export function InmailTitle({ message }: { message: TInmailMessage }) {
  const { label } = message;
  if (label === null) return <TenantText>{message.title}</TenantText>;
  // The paper's name is the tenant's, in its language; the words around it are the learner's.
  return (
    <Trans
      i18nKey={`messages:labels.${label.key}.title`}
      values={{ paperName: label.paperName }}
      components={{ paper: <TenantText>{null}</TenantText> }}
    />
  );
}

/** A message's content: the tenant's rich text, or the server's message worded from its label. */
export function InmailContent({ message }: { message: TInmailMessage }) {
  const { t } = useTranslation();
  const { label } = message;
  if (label === null)
    return <RichText className="lectern-inmail__content" html={message.content} />;
  const outcome =
    label.score === null
      ? t('messages:labels.sheetJudged.hidden')
      : t(`messages:labels.sheetJudged.${label.passed ? 'passed' : 'failed'}`, {
          score: label.score,
        });
  return (
    <p className="lectern-inmail__content">
      <Trans
        i18nKey="messages:labels.sheetJudged.content"
        values={{ paperName: label.paperName, outcome }}
        components={{ paper: <TenantText>{null}</TenantText> }}
      />
    </p>
  );
}
