import type { FastifyInstance } from 'fastify';
import { getAdminProctoringExaminees } from '@lectern/contracts/exams/get-admin-proctoring-examinees';
import { getProctoringIdPhoto } from '@lectern/contracts/exams/get-proctoring-id-photo';
import { postAdminProctoringExtend } from '@lectern/contracts/exams/post-admin-proctoring-extend';
import { postAdminProctoringMessage } from '@lectern/contracts/exams/post-admin-proctoring-message';
import { postAdminProctoringSubmit } from '@lectern/contracts/exams/post-admin-proctoring-submit';
import { postProctoringCheck } from '@lectern/contracts/exams/post-proctoring-check';
import { postProctoringDeputyTicket } from '@lectern/contracts/exams/post-proctoring-deputy-ticket';
import { postProctoringEvent } from '@lectern/contracts/exams/post-proctoring-event';
import { postProctoringRecording } from '@lectern/contracts/exams/post-proctoring-recording';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import type { AnswerSheetsService } from './answer-sheets.service';
import { examsRepositories } from './exams.repositories';
import { proctoringAdmin } from './proctoring-admin';
import { sheetProctoring } from './sheet-proctoring';

/** Spec §1 proctored exams: the learner's device check, violations and recordings; the proctors' API. */
export const registerProctoringRoutes = (
  api: FastifyInstance,
  deps: AppDeps,
  { sheets }: { sheets: AnswerSheetsService },
) => {
  const services = { db: deps.db, transact: deps.transact, repositories: examsRepositories };
  const learner = sheetProctoring({
    ...services,
    dialect: deps.dialect,
    storage: deps.storage,
    quotaBytes: deps.config.uploadQuotaBytes,
    realtime: deps.realtime,
    deviceTickets: deps.deviceTickets,
    paperOf: sheets.paperOf,
    openPaper: sheets.openPaper,
    ownSheet: sheets.ownSheet,
    answeringSheet: sheets.answeringSheet,
    submitSheet: sheets.submitSheet,
  });
  const admin = proctoringAdmin({
    ...services,
    realtime: deps.realtime,
    paperOf: sheets.paperOf,
    submitSheet: sheets.submitSheet,
  });
  registerEndpoint(api, deps.guards, postProctoringDeputyTicket, ({ session, body }) =>
    learner.deputyTicket(session, body.paperId),
  );
  registerEndpoint(api, deps.guards, postProctoringCheck, ({ session, body }) =>
    learner.check(session, body),
  );
  registerEndpoint(api, deps.guards, postProctoringEvent, ({ session, body }) =>
    learner.event(session, body),
  );
  registerEndpoint(api, deps.guards, postProctoringRecording, ({ session, request }) =>
    learner.recording(session, request),
  );
  registerEndpoint(api, deps.guards, getProctoringIdPhoto, ({ session, query }) =>
    learner.idPhoto(session, query.answerSheetId),
  );
  registerEndpoint(api, deps.guards, getAdminProctoringExaminees, ({ session, query }) =>
    admin.examinees(session, query.paperId),
  );
  registerEndpoint(api, deps.guards, postAdminProctoringMessage, ({ session, body }) =>
    admin.message(session, body),
  );
  registerEndpoint(api, deps.guards, postAdminProctoringExtend, ({ session, body }) =>
    admin.extend(session, body),
  );
  registerEndpoint(api, deps.guards, postAdminProctoringSubmit, ({ session, body }) =>
    admin.submit(session, body.answerSheetId),
  );
};
