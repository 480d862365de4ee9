import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import type { TSheetSignature } from '@lectern/contracts/exams/post-sign-answer-sheet';
import Button from 'antd/es/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';

/** The signature item's name: the paper's title for it, else the client's word. */
export function SignatureTitle({ signature }: { signature: Pick<TSheetSignature, 'title'> }) {
  const { t } = useTranslation();
  return signature.title === null ? (
    t('exam-answering:signature.item')
  ) : (
    <TenantText>{signature.title}</TenantText>
  );
}

/**
 * Spec §2 manual signature (item type 101) in the answer-sheet panel: signed or not, by a sign
 * and its name, the signature saved, and the button that opens the pad.
 */
export function SignatureItem({
  signature,
  onSign,
}: {
  signature: TSheetSignature;
  onSign: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const signed = signature.imageUrl !== null;
  return (
    <section className="lectern-signature-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="lectern-sheet-panel__section-name">
        <SignatureTitle signature={signature} />
      </h3>
      <p
        className={`lectern-signature-item__status lectern-signature-item__status--${signed ? 'signed' : 'unsigned'}`}
      >
        {signed ? <CheckCircleFilled aria-hidden /> : <ExclamationCircleOutlined aria-hidden />}{' '}
        {signed ? t('exam-answering:signature.signed') : t('exam-answering:signature.unsigned')}
      </p>
      {signature.imageUrl !== null && (
        <img
          className="lectern-signature-item__image"
          src={signature.imageUrl}
          alt={t('exam-answering:signature.image')}
        />
      )}
      <Button block icon={<EditOutlined aria-hidden />} onClick={onSign}>
        {signed ? t('exam-answering:signature.signAgain') : t('exam-answering:signature.sign')}
      </Button>
    </section>
  );
}
