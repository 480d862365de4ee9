import { isEmptyAnswer, type TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerUploadRule } from '@lectern/contracts/questions/question';
import { extensionOf } from '@/lib/file-types';

/** An answer with nothing in it is saved as null (spec §2 reset answer clears it the same way). */
export const givenOrNull = <T extends TAnswer>(answer: T): T | null =>
  isEmptyAnswer(answer) ? null : answer;

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
