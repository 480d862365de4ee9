import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerUploadRule, TQuestionView } from '@lectern/contracts/questions/question';
import { AppError } from '../../platform/http/app-error';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadIdOfUrl } from '../../platform/uploads/file-url';
import type { uploadsRepository } from '../../platform/uploads/uploads.repository';

const MEBIBYTE = 1024 * 1024;

/** An uploaded file an answer refers to, with the upload rule it must follow. */
export type AnswerFile = { url: string; rule: TAnswerUploadRule | null };

/** Does the answer belong to the question: same type, and a combination's parts are its own. */
const answerFits = (answer: TAnswer, view: TQuestionView) => {
  if (answer.questionType !== view.questionType) return false;
  if (answer.questionType !== QuestionType.COMBINATION) return true;
  const parts = new Map(view.parts.map((part) => [part.questionId, part]));
  return Object.entries(answer.parts).every(
    ([partId, part]) => parts.get(partId)?.questionType === part.questionType,
  );
};

/** The uploaded files an answer refers to, with the upload rule they must follow. */
const filesOf = (answer: TAnswer, view: TQuestionView): AnswerFile[] => {
  switch (answer.questionType) {
    case QuestionType.SHORT_ANSWER:
      if (answer.fileUrls.length === 0) return [];
      if (view.upload === null || answer.fileUrls.length > view.upload.limit) {
        throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
      }
      return answer.fileUrls.map((url) => ({ url, rule: view.upload }));
    case QuestionType.AUDIO_RECORDING:
    case QuestionType.VIDEO_RECORDING:
      return [{ url: answer.fileUrl, rule: null }];
    case QuestionType.COMBINATION:
      return Object.entries(answer.parts).flatMap(([partId, part]) => {
        const partView = view.parts.find((candidate) => candidate.questionId === partId);
        return partView ? filesOf(part, partView) : [];
      });
    default:
      return [];
  }
};

/**
 * Whether each answer fits its question (the catalogue code of the first that does not), and the
 * files the answers attach.
 */
export const checkedAnswers = (
  views: Map<string, TQuestionView>,
  answers: { questionId: string; answer: TAnswer | null }[],
) => {
  const files: AnswerFile[] = [];
  for (const { questionId, answer } of answers) {
    const view = views.get(questionId);
    if (!view) return { refusal: ErrorCode.QUESTION_INFO_NOT_FOUND, files };
    if (answer === null) continue;
    if (!answerFits(answer, view)) return { refusal: ErrorCode.ANSWER_QUESTION_INFO_WRONG, files };
    files.push(...filesOf(answer, view));
  }
  return { refusal: null, files };
};

/** Every file of an answer must be the learner's own upload and follow the question's rule. */
export const checkAnswerFiles = async (
  uploads: Pick<ReturnType<typeof uploadsRepository>, 'findById'>,
  { tenantId, memberId }: MemberSession,
  files: AnswerFile[],
) => {
  for (const { url, rule } of files) {
    const uploadId = uploadIdOfUrl(url);
    const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
    if (!upload || upload.member_id !== memberId) {
      throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    }
    if (rule === null) continue;
    if (!rule.types.some((type) => type.toLowerCase() === upload.extension)) {
      throw new AppError(ErrorCode.UPLOAD_FORMAT_UNSUPPORTED);
    }
    if (upload.size > rule.sizeMb * MEBIBYTE) {
      throw new AppError(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    }
  }
};
