import { useMutation } from '@tanstack/react-query';
import {
  postSignAnswerSheet as endpoint,
  type TPostSignAnswerSheetRequest,
} from '@lectern/contracts/exams/post-sign-answer-sheet';
import { request } from '@/lib/api-client';
import { postUploadFile } from '@/lib/uploads';
import { SHEET_CLOSED_CODES } from '../hooks/answer-saver';
import { recordSignature } from './answer-sheet-copy';

/** The name the pad's image is uploaded under. */
const SIGNATURE_FILE_NAME = 'signature.png';

/**
 * POST /exam/sign: the learner's signature image becomes the sheet's (spec §2 signature pad). A
 * closed sheet is the screen's to explain (it leaves the exam); other refusals are toasts.
 */
export const postSignAnswerSheet = (body: TPostSignAnswerSheetRequest) =>
  request(endpoint, body, { handlesFailure: (code) => SHEET_CLOSED_CODES.includes(code) });

/**
 * 'Upload and save': the pad's PNG goes up (POST /sys/uploadFile), then signs the sheet, whose
 * copy on the device keeps the signature.
 */
export function useSignAnswerSheet(answerSheetId: string) {
  return useMutation({
    mutationFn: async (image: Blob) => {
      const imageUrl = await postUploadFile(
        new File([image], SIGNATURE_FILE_NAME, { type: 'image/png' }),
      );
      const signature = await postSignAnswerSheet({ answerSheetId, imageUrl });
      void recordSignature(answerSheetId, signature).catch(() => undefined);
      return signature;
    },
  });
}
