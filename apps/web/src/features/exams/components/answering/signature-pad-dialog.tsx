import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TSheetSignature } from '@lectern/contracts/exams/post-sign-answer-sheet';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSignAnswerSheet } from '../../api/post-sign-answer-sheet';
import { SHEET_CLOSED_CODES } from '../../hooks/answer-saver';
import { SignatureCanvas, type TSignatureCanvas } from './signature-canvas';

/**
 * Spec §2 signature pad: sign in the blank area, retry, upload and save, exit. Saving an empty pad
 * says 'Signature content cannot be empty' (spec §5); exiting keeps the signature saved before.
 */
export function SignaturePadDialog({
  answerSheetId,
  title,
  onSaved,
  onClosed,
  onExit,
}: {
  answerSheetId: string;
  /** The paper's title for the signature; null: the client's words. */
  title: string | null;
  onSaved: (signature: TSheetSignature) => void;
  /** The sheet was closed meanwhile (one of SHEET_CLOSED_CODES). */
  onClosed: (code: string) => void;
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const pad = useRef<TSignatureCanvas>(null);
  const [emptyRefused, setEmptyRefused] = useState(false);
  const sign = useSignAnswerSheet(answerSheetId);
  const stroked = useCallback(() => setEmptyRefused(false), []);

  const retry = () => {
    pad.current?.clear();
    setEmptyRefused(false);
  };
  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) {
      setEmptyRefused(true);
      return;
    }
    const image = await pad.current.toPng();
    if (!image) return;
    try {
      onSaved(await sign.mutateAsync(image));
    } catch (error) {
      // Other refusals were shown by the api client; the pad stays open to try again.
      if (error instanceof ApiError && SHEET_CLOSED_CODES.includes(error.code))
        onClosed(error.code);
    }
  };

  return (
    <Modal
      open
      centered
      className="lectern-signature-pad"
      title={title === null ? t('exam-answering:signature.item') : <TenantText>{title}</TenantText>}
      mask={{ closable: false }}
      keyboard={!sign.isPending}
      closable={false}
      onCancel={onExit}
      footer={
        <div className="lectern-signature-pad__actions">
          <Button disabled={sign.isPending} onClick={onExit}>
            {t('exam-answering:signature.exit')}
          </Button>
          <Button disabled={sign.isPending} onClick={retry}>
            {t('exam-answering:signature.retry')}
          </Button>
          <Button type="primary" loading={sign.isPending} onClick={() => void save()}>
            {t('exam-answering:signature.save')}
          </Button>
        </div>
      }
    >
      <p id={hintId} className="lectern-signature-pad__hint">
        {t('exam-answering:signature.hint')}
      </p>
      <div className="lectern-signature-pad__area">
        <SignatureCanvas
          ref={pad}
          label={t('exam-answering:signature.area')}
          describedBy={hintId}
          onStroke={stroked}
        />
      </div>
      {emptyRefused && (
        <p className="lectern-signature-pad__empty" role="alert">
          {errorMessage(ErrorCode.SIGNATURE_EMPTY)}
        </p>
      )}
    </Modal>
  );
}
