import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import { ShareKind, sharePath } from '@lectern/contracts/common/share-links';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import type { TShareToolProps } from '@/lib/feature';
import { useCreateShareLink } from '../api/share-links';
import { InvitationQr } from './invitation-qr';
import './sharing.css';

/**
 * Spec §2 /personal/shareKnowledge: shares a course, note or question as a link (the same link
 * when shared again) and shows it with a copy button and a QR code.
 */
export function ShareLinkButton({ kind, targetId }: TShareToolProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateShareLink();
  const link = create.data ? `${window.location.origin}${sharePath(create.data.token)}` : null;
  return (
    <>
      <Button
        icon={<ShareAltOutlined aria-hidden />}
        onClick={() => {
          setOpen(true);
          create.mutate({ kind, targetId });
        }}
      >
        {t('sharing:share.button')}
      </Button>
      <Modal
        open={open}
        title={t('sharing:share.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        {create.isError ? (
          <Alert type="error" showIcon title={errorMessage(errorCodeOf(create.error))} />
        ) : link ? (
          <div className="lectern-share-link">
            <InvitationQr value={link} alt={t('sharing:share.qrAlt')} />
            <p>{t('sharing:share.explain')}</p>
            <Typography.Paragraph
              className="lectern-invite__link"
              copyable={{
                text: link,
                tooltips: [t('sharing:invite.copy'), t('sharing:invite.copied')],
              }}
            >
              <a href={link}>{link}</a>
            </Typography.Paragraph>
          </div>
        ) : (
          <p>{t('sharing:share.making')}</p>
        )}
      </Modal>
    </>
  );
}

/** The question tools bar's share button (components/questions/question-tools.tsx). */
export function ShareQuestionTool({ questionId }: { questionId: string }) {
  return <ShareLinkButton kind={ShareKind.QUESTION} targetId={questionId} />;
}
