import type { TSheetSignature } from '@lectern/contracts/exams/post-sign-answer-sheet';
import { useTranslation } from 'react-i18next';
import { SignaturePadDialog } from '@/components/signature/signature-pad-dialog';
import { TenantText } from '@/components/ui/tenant-text';
import { ApiError } from '@/lib/api-client';
import { useSignAnswerSheet } from '../../api/post-sign-answer-sheet';
import { SHEET_CLOSED_CODES } from '../../hooks/answer-saver';

/**
 * The answer sheet's signature (spec §2 signature pad): the pad's image signs the sheet; exiting
 * keeps the signature saved before.
 */
export function SheetSignatureDialog({
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
  const sign = useSignAnswerSheet(answerSheetId);
  const save = async (image: Blob) => {
    try {
      onSaved(await sign.mutateAsync(image));
    } catch (error) {
      // Other refusals were shown by the api client; the pad stays open to try again.
      if (error instanceof ApiError && SHEET_CLOSED_CODES.includes(error.code))
        onClosed(error.code);
    }
  };
  return (
    <SignaturePadDialog
      title={title === null ? t('exam-answering:signature.item') : <TenantText>{title}</TenantText>}
      saving={sign.isPending}
      onSave={(image) => void save(image)}
      onExit={onExit}
    />
  );
}
