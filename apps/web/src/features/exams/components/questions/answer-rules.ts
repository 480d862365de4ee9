import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/exams/answer';
import type { TAnswerUploadRule } from '@lectern/contracts/exams/question';
import { extensionOf } from '@/lib/file-types';

/**
 * Whether the learner has given an answer: the same rule the server grades 'unanswered' by
 * (docs/decisions/0004), so the answer-sheet panel and the answer rate agree with the result.
 */
export function isAnswerGiven(answer: TAnswer | null | undefined): boolean {
  if (!answer) return false;
  switch (answer.questionType) {
    case QuestionType.MULTIPLE_CHOICE:
    case QuestionType.CLOZE:
      return answer.choices.some((choice) => choice !== '');
    case QuestionType.FILL_IN_BLANK:
      return answer.blanks.some((blank) => blank.trim() !== '');
    case QuestionType.SHORT_ANSWER:
      return answer.text.trim() !== '' || answer.fileUrls.length > 0;
    case QuestionType.SORTING:
      return answer.order.length > 0;
    case QuestionType.MATCHING:
      return Object.keys(answer.pairs).length > 0;
    case QuestionType.CLASSIFICATION:
      return Object.keys(answer.groups).length > 0;
    case QuestionType.COMBINATION:
      return Object.values(answer.parts).some(isAnswerGiven);
    default:
      return true;
  }
}

/** An answer with nothing in it is saved as null (spec §2 reset answer clears it the same way). */
export const givenOrNull = <T extends TAnswer>(answer: T): T | null =>
  isAnswerGiven(answer) ? answer : null;

const BYTES_PER_MB = 1024 * 1024;

export type TUploadRefusal = 'limit' | 'type' | 'size';

/**
 * Spec §5 exam file upload: at most {limit} files per question, each up to {size} MB and of one
 * of {types}. Answers why a file is refused, or null when it may go up.
 */
export function checkAnswerUpload(
  rule: TAnswerUploadRule,
  file: Pick<File, 'name' | 'size'>,
  filesSoFar: number,
): TUploadRefusal | null {
  if (filesSoFar >= rule.limit) return 'limit';
  const allowed = rule.types.map((type) => type.toLowerCase());
  if (!allowed.includes(extensionOf(file.name))) return 'type';
  if (file.size > rule.sizeMb * BYTES_PER_MB) return 'size';
  return null;
}
