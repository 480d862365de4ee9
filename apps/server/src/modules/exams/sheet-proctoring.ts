import type { FastifyError, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { DEPUTY_SUFFIX, ExamNotificationType } from '@lectern/contracts/common/realtime';
import { IMAGE_EXTENSIONS } from '@lectern/contracts/common/upload';
import { ZId } from '@lectern/contracts/common/primitives';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TGetProctoringIdPhotoResponse } from '@lectern/contracts/exams/get-proctoring-id-photo';
import {
  DEVICE_CHECK_VALID_MS,
  type TPostProctoringCheckRequest,
  type TPostProctoringCheckResponse,
} from '@lectern/contracts/exams/post-proctoring-check';
import type {
  TPostProctoringEventRequest,
  TPostProctoringEventResponse,
} from '@lectern/contracts/exams/post-proctoring-event';
import {
  MAX_RECORDING_CHUNK_BYTES,
  MAX_RECORDING_CHUNKS,
  RecordingSource,
  ZRecordingSource,
  type TRecordingSource,
} from '@lectern/contracts/exams/post-proctoring-recording';
import type { TSheetProctoring } from '@lectern/contracts/exams/get-answer-sheet';
import type { TPostProctoringDeputyTicketResponse } from '@lectern/contracts/exams/post-proctoring-deputy-ticket';
import type { TPreviewProctoring, TProctoringRule } from '@lectern/contracts/exams/proctoring';
import { AppError } from '../../platform/http/app-error';
import type { DeviceTickets } from '../../platform/realtime/device-tickets';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { Storage } from '../../platform/storage/storage';
import { fileUrlPath, uploadIdOfUrl } from '../../platform/uploads/file-url';
import {
  discardUpload,
  receiveFile,
  recordUploadOfKind,
  type ReceivedFile,
  type UploadQuota,
} from '../../platform/uploads/store-upload';
import { UploadVisibility } from '../../platform/uploads/uploads.repository';
import { SubmitReason, type AnswerSheetRow } from './answer-sheets.repository';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';
import { isCheckPassed, limitOf, proctoringOf, standingOf } from './proctoring-rules';
import type { Submission } from './sheet-submission';

/** What proctoring tells the examinee's pages and asks of their sockets (the lead's realtime hub). */
export type ExamRealtime = Pick<RealtimeHub, 'notify' | 'presence'>;

/** The phone secondary camera's device name: its uid is `{userId}-deputy` (spec §7). */
const DEPUTY_DEVICE = DEPUTY_SUFFIX.slice(1);

type ProctoredSheet = Pick<
  AnswerSheetRow,
  'id' | 'paper_id' | 'member_id' | 'state' | 'submit_reason' | 'deadline_at'
>;

const IMAGE_TYPES: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);

/** The recording's chunks are WebM (MediaRecorder), whichever source. */
const RECORDING_KIND = { extension: 'webm', mime: 'video/webm' } as const;
/** The upload fileType recorded for recording chunks (spec §9 default). */
const RECORDING_FILE_TYPE = 1;

/** Which rule asks for a source's recording. */
const recordsSource = (rule: TProctoringRule, source: TRecordingSource) =>
  source === RecordingSource.SCREEN ? rule.screenRecording : rule.phoneCamera;

const ZRecordingFields = z.object({
  answerSheetId: ZId,
  source: ZRecordingSource,
  sequence: z.coerce.number().int().nonnegative(),
});

const missingField = (field: string) =>
  new AppError(ErrorCode.REQUIRED_PARAMETER_EMPTY, field, {}, 400);
const chunkTooLarge = () => new AppError(ErrorCode.RECORDING_LIMIT_REACHED, null, {}, 413);

/** Whether a sheet ended for a proctoring limit. */
const submittedByProctoring = (sheet: Pick<AnswerSheetRow, 'state' | 'submit_reason'>) =>
  sheet.state !== SheetState.ANSWERING && sheet.submit_reason === SubmitReason.PROCTORING;

/**
 * What the exam engine itself asks of proctoring: whether a new start's device check passed, and
 * a sheet's standing for the monitoring view.
 */
export const proctoringGate = ({
  db,
  repositories,
}: Pick<ServiceDeps<Pick<ExamsRepositories, 'proctoring'>>, 'db' | 'repositories'>) => {
  const { proctoring } = repositories(db);
  return {
    /**
     * Throws 309141 when a new start of the paper needs a device check the learner has not passed
     * within DEVICE_CHECK_VALID_MS (continuing a sheet needs none).
     */
    refuseUnchecked: async (
      { tenantId, memberId }: MemberSession,
      paper: PaperRow,
      now: number,
    ) => {
      if (!proctoringOf(paper)) return;
      const check = await proctoring.findCheck(tenantId, paper.id, memberId);
      if (check?.valid_until == null || Number(check.valid_until) <= now) {
        throw new AppError(ErrorCode.DEVICE_CHECK_REQUIRED);
      }
    },

    /** Spec §2 preview: the paper's rule, the learner's check and ID photo; null: not proctored. */
    previewOf: async (
      { tenantId, memberId }: MemberSession,
      paper: PaperRow,
      now: number,
    ): Promise<TPreviewProctoring | null> => {
      const rule = proctoringOf(paper);
      if (!rule) return null;
      const check = await proctoring.findCheck(tenantId, paper.id, memberId);
      const validUntil = check?.valid_until == null ? null : Number(check.valid_until);
      return {
        rule,
        checkValidUntil: validUntil !== null && validUntil > now ? validUntil : null,
        idPhotoUrl: await proctoring.idPhotoOf(tenantId, memberId),
      };
    },

    /**
     * Spec §2 monitoring view: the paper's rule, the sheet's violation counts and the learner's ID
     * photo; null when the paper is not proctored.
     */
    sheetOf: async (
      { tenantId, memberId }: MemberSession,
      sheetId: string,
      paper: PaperRow,
    ): Promise<TSheetProctoring | null> => {
      const rule = proctoringOf(paper);
      if (!rule) return null;
      const counts = await proctoring.countEvents(tenantId, [sheetId]);
      return {
        rule,
        standing: standingOf(rule, new Map(counts.map((row) => [row.kind, row.count]))),
        idPhotoUrl: await proctoring.idPhotoOf(tenantId, memberId),
      };
    },
  };
};

/**
 * Spec §1 proctored exams, learner side (docs/decisions/0049): the device check a new start
 * needs, the violations reported during the exam (the sheet is submitted once a kind passes the
 * paper's limit), the recordings kept as private uploads of the sheet, and the ID photo the face
 * checks compare with.
 */
export const sheetProctoring = ({
  db,
  transact,
  dialect,
  repositories,
  storage,
  quotaBytes,
  realtime,
  deviceTickets,
  paperOf,
  openPaper,
  ownSheet,
  answeringSheet,
  submitSheet,
}: ServiceDeps<
  Pick<ExamsRepositories, 'proctoring' | 'uploads' | 'sheets'>,
  {
    dialect: UploadQuota['dialect'];
    storage: Storage;
    quotaBytes: number;
    realtime: Pick<ExamRealtime, 'notify'>;
    deviceTickets: Pick<DeviceTickets, 'issue'>;
    paperOf: (tenantId: string, paperId: string) => Promise<PaperRow | undefined>;
    /** A paper the learner may open (exists, invited, published). */
    openPaper: (session: MemberSession, paperId: string) => Promise<PaperRow>;
    /** The learner's own sheet in any state. */
    ownSheet: (session: MemberSession, sheetId: string) => Promise<ProctoredSheet>;
    /** The learner's own sheet, still being answered and in time (submitted first when not). */
    answeringSheet: (
      session: MemberSession,
      sheetId: string,
      now: number,
    ) => Promise<ProctoredSheet>;
    submitSheet: (submission: Submission) => Promise<unknown>;
  }
>) => {
  const { proctoring, uploads, sheets } = repositories(db);
  const quota: UploadQuota = { bytes: quotaBytes, dialect, transact };

  /** The proctoring of a sheet's paper; 309142 when it has none. */
  const ruleOfSheet = async (tenantId: string, sheet: Pick<ProctoredSheet, 'paper_id'>) => {
    const paper = await paperOf(tenantId, sheet.paper_id);
    const rule = paper ? proctoringOf(paper) : null;
    if (!paper || !rule) throw new AppError(ErrorCode.EXAM_NOT_PROCTORED);
    return { paper, rule };
  };

  /** A snapshot the learner sent: their own image upload, named by the server's own URL. */
  const ownSnapshot = async ({ tenantId, memberId }: MemberSession, url: string | null) => {
    if (url === null) return null;
    const uploadId = uploadIdOfUrl(url);
    const upload = uploadId ? await uploads.findById(tenantId, uploadId) : undefined;
    if (!upload || upload.member_id !== memberId || !IMAGE_TYPES.has(upload.extension)) {
      throw new AppError(ErrorCode.PROCTORING_SNAPSHOT_INVALID);
    }
    return { uploadId: upload.id, url: fileUrlPath(upload.id, upload.original_name) };
  };

  const countsOf = async (tenantId: string, sheetId: string) =>
    new Map(
      (await proctoring.countEvents(tenantId, [sheetId])).map((row) => [row.kind, row.count]),
    );

  /** Reads the recording form: its fields, and its file received into storage. */
  const readChunkForm = async (request: FastifyRequest) => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_RECORDING_CHUNK_BYTES } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname !== 'file' || file) part.file.resume();
        else {
          file = await receiveFile(storage, part.file, part.filename || 'chunk.webm');
          if (part.file.truncated) throw chunkTooLarge();
        }
      }
    } catch (error) {
      if (file) await storage.delete(file.key);
      if (error instanceof AppError) throw error;
      if ((error as Partial<FastifyError>).statusCode === 413) throw chunkTooLarge();
      throw missingField('file');
    }
    if (!file) throw missingField('file');
    const parsed = ZRecordingFields.safeParse(fields);
    if (!parsed.success) {
      await storage.delete(file.key);
      throw missingField(String(parsed.error.issues[0]?.path[0] ?? 'file'));
    }
    return { file, fields: parsed.data };
  };

  return {
    /** Spec §2 phone secondary camera: a ticket for the learner's phone (decision 0051). */
    deputyTicket: async (
      session: MemberSession,
      paperId: string,
    ): Promise<TPostProctoringDeputyTicketResponse> => {
      const paper = await openPaper(session, paperId);
      if (!proctoringOf(paper)?.phoneCamera) {
        throw new AppError(ErrorCode.PHONE_CAMERA_NOT_ASKED);
      }
      const { ticket, uid, expiresAt } = await deviceTickets.issue(session, DEPUTY_DEVICE);
      return { ticket, deputyUid: uid, expiresAt };
    },

    /** Spec §2 device-check wizard: records the learner's check of a proctored paper. */
    check: async (
      session: MemberSession,
      request: TPostProctoringCheckRequest,
    ): Promise<TPostProctoringCheckResponse> => {
      const now = Date.now();
      const paper = await openPaper(session, request.paperId);
      const rule = proctoringOf(paper);
      if (!rule) throw new AppError(ErrorCode.EXAM_NOT_PROCTORED);
      const snapshot = await ownSnapshot(session, request.snapshotUrl);
      const passed = isCheckPassed(rule, request, snapshot !== null);
      const validUntil = passed ? now + DEVICE_CHECK_VALID_MS : null;
      await proctoring.saveCheck({
        tenant_id: session.tenantId,
        paper_id: paper.id,
        member_id: session.memberId,
        camera_passed: Number(request.cameraPassed),
        microphone_passed: Number(request.microphonePassed),
        screen_passed: Number(request.screenPassed),
        phone_passed: Number(request.phonePassed),
        passed: Number(passed),
        snapshot_upload_id: snapshot?.uploadId ?? null,
        snapshot_url: snapshot?.url ?? null,
        checked_at: now,
        valid_until: validUntil,
      });
      return { passed, validUntil };
    },

    /**
     * Spec §4/§8: one violation on the sheet being answered, recorded once by its event id. When
     * its kind passes the paper's limit the sheet is submitted through the usual submission
     * (once, whoever else submits it at the same time) and the learner's pages are told.
     */
    event: async (
      session: MemberSession,
      request: TPostProctoringEventRequest,
    ): Promise<TPostProctoringEventResponse> => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const ref = { tenantId, sheetId: request.answerSheetId, eventId: request.eventId };
      const stored = await proctoring.findEvent(ref);
      const sheet = await ownSheet(session, request.answerSheetId);
      const { paper, rule } = await ruleOfSheet(tenantId, sheet);
      // A report sent again answers as things stand, the sheet's end included.
      if (!stored) {
        const answering = await answeringSheet(session, sheet.id, now);
        const snapshot = await ownSnapshot(session, request.snapshotUrl);
        await proctoring.recordEvent({
          tenant_id: tenantId,
          sheet_id: sheet.id,
          event_id: request.eventId,
          kind: request.kind,
          snapshot_upload_id: snapshot?.uploadId ?? null,
          snapshot_url: snapshot?.url ?? null,
          observed_at: request.observedAt,
          recorded_at: now,
        });
        const limit = limitOf(rule, request.kind);
        const count = (await countsOf(tenantId, sheet.id)).get(request.kind) ?? 0;
        if (limit !== null && count > limit) {
          const ended = await submitSheet({
            tenantId,
            sheetId: sheet.id,
            reason: SubmitReason.PROCTORING,
            finishedAt: answering.deadline_at === null ? now : Math.min(now, answering.deadline_at),
            paper,
          });
          // Only the submission that ended the sheet tells the pages.
          if (ended !== null) {
            await realtime.notify(tenantId, memberId, {
              type: ExamNotificationType.SUBMITTED_BY_PROCTORING,
              answerSheetId: sheet.id,
              reason: request.kind,
            });
          }
        }
      }
      const after = await sheets.findState(tenantId, sheet.id);
      return {
        ...standingOf(rule, await countsOf(tenantId, sheet.id)),
        submitted: after !== undefined && submittedByProctoring(after),
      };
    },

    /**
     * Issue 21 point 6: one chunk of the desktop or phone-camera recording of the sheet being
     * answered, kept as a private upload of the learner, once per source and sequence number.
     */
    recording: async (session: MemberSession, request: FastifyRequest) => {
      const now = Date.now();
      const { tenantId, memberId } = session;
      const { file, fields } = await readChunkForm(request);
      let recorded = false;
      try {
        const ref = { tenantId, sheetId: fields.answerSheetId, ...fields };
        const sheet = await answeringSheet(session, fields.answerSheetId, now);
        const { rule } = await ruleOfSheet(tenantId, sheet);
        if (!recordsSource(rule, fields.source)) {
          throw new AppError(ErrorCode.RECORDING_NOT_ASKED);
        }
        if (fields.sequence >= MAX_RECORDING_CHUNKS) {
          throw new AppError(ErrorCode.RECORDING_LIMIT_REACHED);
        }
        if (await proctoring.findChunk(ref)) return { sequence: fields.sequence };
        const name = `${fields.source}-${String(fields.sequence).padStart(4, '0')}.webm`;
        const upload = await recordUploadOfKind(
          { db, storage },
          { ...file, originalName: name },
          {
            tenantId,
            memberId,
            visibility: UploadVisibility.MEMBER,
            fileType: RECORDING_FILE_TYPE,
            quota,
          },
          RECORDING_KIND,
        );
        recorded = true;
        const won = await proctoring.recordChunk({
          tenant_id: tenantId,
          sheet_id: sheet.id,
          source: fields.source,
          sequence: fields.sequence,
          upload_id: upload.id,
          size: upload.size,
          recorded_at: now,
        });
        if (!won) await discardUpload({ db, storage }, upload);
        return { sequence: fields.sequence };
      } finally {
        if (!recorded) await storage.delete(file.key);
      }
    },

    /** The ID photo the face checks of the learner's proctored sheet compare with. */
    idPhoto: async (
      session: MemberSession,
      answerSheetId: string,
    ): Promise<TGetProctoringIdPhotoResponse> => {
      const sheet = await ownSheet(session, answerSheetId);
      await ruleOfSheet(session.tenantId, sheet);
      return { url: await proctoring.idPhotoOf(session.tenantId, session.memberId) };
    },
  };
};

export type SheetProctoring = ReturnType<typeof sheetProctoring>;
