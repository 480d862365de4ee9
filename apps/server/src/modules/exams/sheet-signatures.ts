import { ItemType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { IMAGE_EXTENSIONS } from '@lectern/contracts/common/upload';
import { SAVE_GRACE_MS } from '@lectern/contracts/exams/exam';
import type {
  TPostSignAnswerSheetRequest,
  TSheetSignature,
} from '@lectern/contracts/exams/post-sign-answer-sheet';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { fileUrlPath, uploadIdOfUrl } from '../../platform/uploads/file-url';
import type { AnswerSheetRow } from './answer-sheets.repository';
import { closedSheetError } from './attempt-rules';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';

type SignatureRule = Pick<PaperRow, 'signature_required' | 'signature_title'>;
type SignedSheet = Pick<AnswerSheetRow, 'signature_url' | 'signed_at'>;

const IMAGE_TYPES: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

const signatureItem = (paper: SignatureRule, sheet: SignedSheet): TSheetSignature => ({
  itemType: ItemType.SIGNATURE,
  title: paper.signature_title,
  imageUrl: sheet.signature_url,
  signedAt: sheet.signed_at,
});

/**
 * The signature item (type 101) of a sheet: shown when its paper asks for one, or when the sheet
 * holds one (a paper re-imported without it keeps what its sheets were signed with); else null.
 */
export const signatureOf = (paper: SignatureRule, sheet: SignedSheet): TSheetSignature | null =>
  paper.signature_required === 1 || sheet.signature_url !== null
    ? signatureItem(paper, sheet)
    : null;

/** Whether the learner must sign the sheet before submitting it (309111). */
export const isSignatureMissing = (paper: SignatureRule | undefined, sheet: SignedSheet) =>
  paper?.signature_required === 1 && sheet.signature_url === null;

/**
 * Spec §2 manual signature: the learner's signature image stored on a sheet they are answering,
 * replacing an earlier one (decision 0044).
 */
export const sheetSignatures = ({
  db,
  repositories,
  paperOf,
  answeringSheet,
}: ServiceDeps<
  Pick<ExamsRepositories, 'sheets' | 'uploads'>,
  {
    paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
    /** The learner's own sheet, still being answered and in time (submitted first when not). */
    answeringSheet: (
      session: MemberSession,
      sheetId: string,
      now: number,
    ) => Promise<Pick<AnswerSheetRow, 'id' | 'paper_id'>>;
  }
>) => {
  const { sheets, uploads } = repositories(db);
  return {
    sign: async (
      session: MemberSession,
      { answerSheetId, imageUrl }: TPostSignAnswerSheetRequest,
    ): Promise<TSheetSignature> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const sheet = await answeringSheet(session, answerSheetId, now);
      const paper = await paperOf(tenantId, sheet.paper_id);
      if (paper?.signature_required !== 1) throw new AppError(ErrorCode.SIGNATURE_NOT_ASKED);
      // As an answer's files: the learner's own upload, read in their tenant only.
      const uploadId = uploadIdOfUrl(imageUrl);
      const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
      if (!upload || upload.member_id !== memberId) {
        throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
      }
      if (!IMAGE_TYPES.has(upload.extension)) {
        throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
      }
      // The server's own URL of the upload: an address the client sent is never shown again.
      const signature = {
        signature_upload_id: upload.id,
        signature_url: fileUrlPath(upload.id, upload.original_name),
        signed_at: now,
      };
      const stored = await sheets.sign({
        tenantId,
        memberId,
        sheetId: sheet.id,
        deadlineFloor: now - SAVE_GRACE_MS,
        signature,
      });
      if (!stored) {
        throw closedSheetError((await sheets.findState(tenantId, sheet.id))?.submit_reason ?? null);
      }
      return signatureItem(paper, signature);
    },
  };
};
