import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';

/**
 * A message's title: the tenant's own, or for a message the server wrote, its words in the
 * learner's language from its label (docs/decisions/0031, 0041).
 */
export function InmailTitle({ message }: { message: TInmailMessage }) {
  const { t } = useTranslation();
  const { label } = message;
  if (label === null) return <TenantText>{message.title}</TenantText>;
  return <>{t(`messages:labels.${label.key}.title`, { paperName: label.paperName })}</>;
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
      {t('messages:labels.sheetJudged.content', { paperName: label.paperName })} {outcome}
    </p>
  );
}
