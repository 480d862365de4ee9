import { z } from 'zod';
import { ZGradeStatus } from '@lectern/contracts/questions/grade-status';

/**
 * `answer_sheets.grades`: each graded question's status and score, by question id (a score may
 * be null in grades moved by migration 0008).
 */
const ZSheetGrades = z.record(
  z.string(),
  z.object({ status: ZGradeStatus, score: z.number().nullable() }),
);
export type SheetGrades = z.infer<typeof ZSheetGrades>;

/** A sheet's stored grades; none when it has not been graded (or they do not parse). */
export const sheetGradesOf = (stored: string | null): SheetGrades => {
  const parsed = ZSheetGrades.safeParse(stored === null ? {} : (JSON.parse(stored) as unknown));
  return parsed.success ? parsed.data : {};
};
