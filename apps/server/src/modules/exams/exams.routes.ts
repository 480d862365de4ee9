import type { FastifyInstance } from 'fastify';
import { getAnswerSheet } from '@lectern/contracts/exams/get-answer-sheet';
import { getExamList } from '@lectern/contracts/exams/get-exam-list';
import { getExamCollection } from '@lectern/contracts/exams/get-exam-collection';
import { getExamPreview } from '@lectern/contracts/exams/get-exam-preview';
import { getPaperClassifyList } from '@lectern/contracts/exams/get-paper-classify-list';
import { postDeleteExamRecord } from '@lectern/contracts/exams/post-delete-exam-record';
import { postOpenQuestion } from '@lectern/contracts/exams/post-open-question';
import { postPauseAnswerSheet } from '@lectern/contracts/exams/post-pause-answer-sheet';
import { postReportPageLeave } from '@lectern/contracts/exams/post-report-page-leave';
import { getAdminPageLeaves } from '@lectern/contracts/exams/get-admin-page-leaves';
import { postResumeAnswerSheet } from '@lectern/contracts/exams/post-resume-answer-sheet';
import { postSaveAnswers } from '@lectern/contracts/exams/post-save-answers';
import { postSaveExamCollection } from '@lectern/contracts/exams/post-save-exam-collection';
import { postSignAnswerSheet } from '@lectern/contracts/exams/post-sign-answer-sheet';
import { postStartExam } from '@lectern/contracts/exams/post-start-exam';
import { postSubmitAnswerSheet } from '@lectern/contracts/exams/post-submit-answer-sheet';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { requestTerminal } from '../../platform/http/request-terminal';
import { questionDrawing } from '../questions/question-drawing';
import { questionsRepositories } from '../questions/questions.repository';
import { registerAdmissionTicketRoutes } from './admission-tickets.routes';
import { answerSheetsService } from './answer-sheets.service';
import { registerExamResultsRoutes } from './exam-results.routes';
import { examListService } from './exam-list.service';
import { examsRepositories } from './exams.repositories';
import { registerMarkingRoutes } from './marking.routes';
import { registerProctoringRoutes } from './proctoring.routes';
import { rankingCache } from './ranking-cache';
import { rankingLoaders } from './results.service';
import { registerSheetExpiry } from './sheet-expiry';
import { pageLeaveRecords } from './sheet-leaves';

/**
 * The exam engine: list, preview, start, answer, submit; expired sheets are swept in the
 * background. Its services are built once and shared with the results' routes: what one learns
 * of a submission, the other knows.
 */
export const registerExamsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const { db, transact, dialect, config } = deps;
  const rankings = rankingCache(rankingLoaders(db), { ttlMs: config.rankingCacheMs });
  const drawing = questionDrawing({ db, transact, repositories: questionsRepositories });
  const services = { db, transact, repositories: examsRepositories };
  const sheets = answerSheetsService({
    ...services,
    dialect,
    config,
    rankings,
    drawing,
    wrongAnswers: deps.wrongAnswers,
    paperEntries: deps.paperEntries,
  });
  const exams = examListService({ ...services, answerSheets: sheets });
  registerEndpoint(api, deps.guards, getExamList, ({ session, query }) =>
    exams.list(session, query),
  );
  registerEndpoint(api, deps.guards, getPaperClassifyList, ({ session }) =>
    exams.classifications(session),
  );
  registerEndpoint(api, deps.guards, getExamPreview, ({ session, query, request }) =>
    exams.preview(session, query.paperId, requestTerminal(request)),
  );
  registerEndpoint(api, deps.guards, postDeleteExamRecord, ({ session, body }) =>
    exams.deleteRecord(session, body.paperId),
  );
  registerEndpoint(api, deps.guards, getExamCollection, ({ session, query }) =>
    sheets.collection(session, query.paperId),
  );
  registerEndpoint(api, deps.guards, postSaveExamCollection, ({ session, body }) =>
    sheets.saveCollection(session, body),
  );
  registerEndpoint(api, deps.guards, postStartExam, ({ session, body, request }) =>
    sheets.start(session, body.paperId, body.continueExam, requestTerminal(request)),
  );
  registerEndpoint(api, deps.guards, getAnswerSheet, ({ session, query, request }) =>
    sheets.answerSheet(session, query.answerSheetId, requestTerminal(request)),
  );
  registerEndpoint(api, deps.guards, postSaveAnswers, ({ session, body }) =>
    sheets.saveAnswers(session, body.answerSheetId, body.answers),
  );
  registerEndpoint(api, deps.guards, postOpenQuestion, ({ session, body }) =>
    sheets.openQuestion(session, body.answerSheetId, body.questionId),
  );
  registerEndpoint(api, deps.guards, postPauseAnswerSheet, ({ session, body }) =>
    sheets.pause(session, body.answerSheetId, body.questionId),
  );
  registerEndpoint(api, deps.guards, postResumeAnswerSheet, ({ session, body }) =>
    sheets.resume(session, body.answerSheetId),
  );
  registerEndpoint(api, deps.guards, postReportPageLeave, ({ session, body }) =>
    sheets.reportPageLeave(session, body),
  );
  registerEndpoint(api, deps.guards, postSignAnswerSheet, ({ session, body }) =>
    sheets.sign(session, body),
  );
  const leaveRecords = pageLeaveRecords(services);
  registerEndpoint(api, deps.guards, getAdminPageLeaves, ({ session, query }) =>
    leaveRecords(session, query),
  );
  registerEndpoint(api, deps.guards, postSubmitAnswerSheet, ({ session, body }) =>
    sheets.submit(session, body.answerSheetId),
  );
  if (deps.config.examExpirySweep) registerSheetExpiry(api, sheets);
  registerExamResultsRoutes(api, deps, { sheets, rankings });
  registerMarkingRoutes(api, deps, { sheets, rankings });
  registerAdmissionTicketRoutes(api, deps);
  registerProctoringRoutes(api, deps, { sheets });
};
