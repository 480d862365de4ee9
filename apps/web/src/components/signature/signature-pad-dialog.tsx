import { ErrorCode } from '@lectern/contracts/common/error-codes';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { SignatureCanvas, type TSignatureCanvas } from './signature-canvas';
import './signature-pad.css';

/**
 * Spec §2 signature pad (item type 101): sign in the blank area, retry, upload and save, exit.
 * Saving an empty pad says 'Signature content cannot be empty' (spec §5). What a saved signature
 * signs (an answer sheet, a course run) is the caller's: it gets the pad's PNG.
 */
export function SignaturePadDialog({
  title,
  saving,
  onSave,
  onExit,
  exitable = true,
}: {
  title: ReactNode;
  /** The signature is being uploaded and saved: the pad waits. */
  saving: boolean;
  onSave: (image: Blob) => void;
  onExit: () => void;
  /** False when there is nothing to go back to: the pad has no exit button. */
  exitable?: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const pad = useRef<TSignatureCanvas>(null);
  const [emptyRefused, setEmptyRefused] = useState(false);
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
    if (image) onSave(image);
  };

  return (
    <Modal
      open
      centered
      className="lectern-signature-pad"
      title={title}
      mask={{ closable: false }}
      keyboard={exitable && !saving}
      closable={false}
      onCancel={onExit}
      footer={
        <div className="lectern-signature-pad__actions">
          {exitable && (
            <Button disabled={saving} onClick={onExit}>
              {t('common:signaturePad.exit')}
            </Button>
          )}
          <Button disabled={saving} onClick={retry}>
            {t('common:signaturePad.retry')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('common:signaturePad.save')}
          </Button>
        </div>
      }
    >
      <p id={hintId} className="lectern-signature-pad__hint">
        {t('common:signaturePad.hint')}
      </p>
      <div className="lectern-signature-pad__area">
        <SignatureCanvas
          ref={pad}
          label={t('common:signaturePad.area')}
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
