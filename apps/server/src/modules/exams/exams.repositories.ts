import type { Executor } from '../../platform/services/service-deps';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { admissionTicketsRepository } from './admission-tickets.repository';
import { answerSheetsRepository } from './answer-sheets.repository';
import { examCollectionsRepository } from './exam-collections.repository';
import { markingRepository } from './marking.repository';
import { papersRepository } from './papers.repository';
import { proctoringRepository } from './proctoring.repository';
import { resultsRepository } from './results.repository';
import { sheetLeavesRepository } from './sheet-leaves.repository';

/** The repositories the exam services read and write through, built on an executor. */
export const examsRepositories = (executor: Executor) => ({
  papers: papersRepository(executor),
  sheets: answerSheetsRepository(executor),
  results: resultsRepository(executor),
  marking: markingRepository(executor),
  leaves: sheetLeavesRepository(executor),
  collections: examCollectionsRepository(executor),
  uploads: uploadsRepository(executor),
  tickets: admissionTicketsRepository(executor),
  proctoring: proctoringRepository(executor),
});

export type ExamsRepositories = ReturnType<typeof examsRepositories>;
