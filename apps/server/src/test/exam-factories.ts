import type { z } from 'zod';
import { ZProctoringRule } from '@lectern/contracts/exams/proctoring';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TPackCustomField } from '@lectern/contracts/common/custom-field';
import { QuestionType, type TQuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import { SheetState, type TSheetState } from '@lectern/contracts/exams/exam';
import { AnswersVisibility } from '@lectern/contracts/exams/exam-pack';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type {
  TAnswerSave,
  TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import type { TPostSubmitAnswerSheetResponse } from '@lectern/contracts/exams/post-submit-answer-sheet';
import type { TAnswerUploadRule, TQuestionView } from '@lectern/contracts/questions/question';
import type { Database } from '../db/schema';
import { newQueryCode } from '../modules/exams/sheet-starts';
import { newId } from '../platform/security/tokens';
import { fileUrlPath } from '../platform/uploads/file-url';
import { UploadVisibility } from '../platform/uploads/uploads.repository';
import { insertInBatches, type TestMember, type TestTenant } from './factories';
import { callApi } from './test-app';

/**
 * Exam content written straight into the tables (the content-pack import is tested on its own):
 * classifications, banks, questions of every type with a right and a wrong answer, and papers.
 */

const MINUTE_MS = 60_000;
const shortCode = () => randomBytes(4).toString('hex');

export type TestClassification = { id: string; code: string; path: string; name: string };
export type TestBank = { id: string; tenant: TestTenant };
export type TestQuestion = {
  id: string;
  questionType: TQuestionType;
  /** Earns the full score. */
  rightAnswer: TAnswer;
  /** Earns nothing (null for types a person marks or that carry no score). */
  wrongAnswer: TAnswer | null;
  analysis: string;
};
export type TestPaper = { id: string; tenant: TestTenant; name: string };

export const createExamClassification = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: { code?: string; name?: string; parent?: TestClassification } = {},
): Promise<TestClassification> => {
  const id = newId();
  const code = fields.code ?? `class-${shortCode()}`;
  const path = `${fields.parent?.path ?? ''}${code}/`;
  const name = fields.name ?? `Classification ${code}`;
  await db
    .insertInto('exam_classifications')
    .values({
      id,
      tenant_id: tenant.id,
      parent_id: fields.parent?.id ?? null,
      classify_code: code,
      classify_path: path,
      name,
      is_able: 1,
      sort: 0,
      created_at: Date.now(),
    })
    .execute();
  return { id, code, path, name };
};

export const createQuestionBank = async (
  db: Kysely<Database>,
  tenant: TestTenant,
): Promise<TestBank> => {
  const id = newId();
  const code = `bank-${shortCode()}`;
  const now = Date.now();
  await db
    .insertInto('question_banks')
    .values({
      id,
      tenant_id: tenant.id,
      code,
      name: `Bank ${code}`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, tenant };
};

const options = (...keys: string[]) => keys.map((key) => ({ key, content: `Option ${key}` }));

/** Spec §5 exam file upload rule of the sample short-answer question. */
export const SAMPLE_UPLOAD_RULE: TAnswerUploadRule = { limit: 2, sizeMb: 1, types: ['pdf', 'png'] };

type TQuestionTemplate = {
  view: Partial<Omit<TQuestionView, 'questionId' | 'questionType' | 'score'>>;
  key: TAnswerKey;
  rightAnswer: TAnswer;
  wrongAnswer: TAnswer | null;
};

/** A combination of a single-choice part worth 2 and a true/false part worth 3. */
const combinationTemplate = (): TQuestionTemplate => {
  const choicePart = newId();
  const truthPart = newId();
  const partView = (questionId: string, questionType: TQuestionType, partOptions = options()) => ({
    ...emptyView(),
    questionId,
    questionType,
    content: `Part ${questionType}`,
    score: 0,
    options: partOptions,
  });
  return {
    view: {
      parts: [
        partView(choicePart, QuestionType.SINGLE_CHOICE, options('A', 'B')),
        partView(truthPart, QuestionType.TRUE_FALSE),
      ],
    },
    key: {
      questionType: QuestionType.COMBINATION,
      parts: [
        {
          id: choicePart,
          score: 2,
          key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
        },
        { id: truthPart, score: 3, key: { questionType: QuestionType.TRUE_FALSE, value: true } },
      ],
    },
    rightAnswer: {
      questionType: QuestionType.COMBINATION,
      parts: {
        [choicePart]: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
        [truthPart]: { questionType: QuestionType.TRUE_FALSE, value: true },
      },
    },
    wrongAnswer: {
      questionType: QuestionType.COMBINATION,
      parts: { [truthPart]: { questionType: QuestionType.TRUE_FALSE, value: false } },
    },
  };
};

const templates: Record<TQuestionType, () => TQuestionTemplate> = {
  [QuestionType.COMBINATION]: combinationTemplate,
  [QuestionType.SINGLE_CHOICE]: () => ({
    view: { options: options('A', 'B', 'C') },
    key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
    rightAnswer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
    wrongAnswer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
  }),
  [QuestionType.MULTIPLE_CHOICE]: () => ({
    view: { options: options('A', 'B', 'C', 'D') },
    key: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A', 'C'] },
    rightAnswer: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A', 'C'] },
    wrongAnswer: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['B'] },
  }),
  [QuestionType.FILL_IN_BLANK]: () => ({
    view: { blankCount: 2 },
    key: {
      questionType: QuestionType.FILL_IN_BLANK,
      blanks: [['Paris'], ['Rome']],
      blanksUnordered: false,
      caseSensitive: false,
    },
    rightAnswer: { questionType: QuestionType.FILL_IN_BLANK, blanks: ['Paris', 'Rome'] },
    wrongAnswer: { questionType: QuestionType.FILL_IN_BLANK, blanks: ['Berlin', 'Madrid'] },
  }),
  [QuestionType.TRUE_FALSE]: () => ({
    view: {},
    key: { questionType: QuestionType.TRUE_FALSE, value: true },
    rightAnswer: { questionType: QuestionType.TRUE_FALSE, value: true },
    wrongAnswer: { questionType: QuestionType.TRUE_FALSE, value: false },
  }),
  [QuestionType.SHORT_ANSWER]: () => ({
    view: { upload: SAMPLE_UPLOAD_RULE },
    key: { questionType: QuestionType.SHORT_ANSWER, referenceAnswer: 'Because.', keywords: [] },
    rightAnswer: { questionType: QuestionType.SHORT_ANSWER, text: 'Because.', fileUrls: [] },
    wrongAnswer: null,
  }),
  [QuestionType.CLOZE]: () => ({
    view: { clozeBlanks: [options('A', 'B'), options('A', 'B')] },
    key: { questionType: QuestionType.CLOZE, choices: ['A', 'B'] },
    rightAnswer: { questionType: QuestionType.CLOZE, choices: ['A', 'B'] },
    wrongAnswer: { questionType: QuestionType.CLOZE, choices: ['B', 'A'] },
  }),
  [QuestionType.SORTING]: () => ({
    view: { options: options('a', 'b', 'c') },
    key: { questionType: QuestionType.SORTING, order: ['a', 'b', 'c'] },
    rightAnswer: { questionType: QuestionType.SORTING, order: ['a', 'b', 'c'] },
    wrongAnswer: { questionType: QuestionType.SORTING, order: ['c', 'b', 'a'] },
  }),
  [QuestionType.AUDIO_RECORDING]: () => ({
    view: {},
    key: { questionType: QuestionType.AUDIO_RECORDING },
    rightAnswer: {
      questionType: QuestionType.AUDIO_RECORDING,
      fileUrl: 'https://files.example.com/h5/api/files/none/answer.mp3',
    },
    wrongAnswer: null,
  }),
  [QuestionType.VIDEO_RECORDING]: () => ({
    view: {},
    key: { questionType: QuestionType.VIDEO_RECORDING },
    rightAnswer: {
      questionType: QuestionType.VIDEO_RECORDING,
      fileUrl: 'https://files.example.com/h5/api/files/none/answer.mp4',
    },
    wrongAnswer: null,
  }),
  [QuestionType.MATCHING]: () => ({
    view: { options: options('l1', 'l2'), targets: options('r1', 'r2') },
    key: { questionType: QuestionType.MATCHING, pairs: { l1: 'r1', l2: 'r2' } },
    rightAnswer: { questionType: QuestionType.MATCHING, pairs: { l1: 'r1', l2: 'r2' } },
    wrongAnswer: { questionType: QuestionType.MATCHING, pairs: { l1: 'r2', l2: 'r1' } },
  }),
  [QuestionType.CLASSIFICATION]: () => ({
    view: { options: options('apple', 'carrot'), targets: options('fruit', 'vegetable') },
    key: {
      questionType: QuestionType.CLASSIFICATION,
      groups: { apple: 'fruit', carrot: 'vegetable' },
    },
    rightAnswer: {
      questionType: QuestionType.CLASSIFICATION,
      groups: { apple: 'fruit', carrot: 'vegetable' },
    },
    wrongAnswer: {
      questionType: QuestionType.CLASSIFICATION,
      groups: { apple: 'vegetable', carrot: 'fruit' },
    },
  }),
  [QuestionType.SCALE]: () => ({
    view: { options: options('1', '2', '3', '4', '5') },
    key: { questionType: QuestionType.SCALE },
    rightAnswer: { questionType: QuestionType.SCALE, choice: '4' },
    wrongAnswer: null,
  }),
};

const emptyView = () => ({
  customTypeName: null,
  content: 'Question',
  options: [],
  targets: [],
  blankCount: 0,
  clozeBlanks: [],
  parts: [],
  media: null,
  upload: null,
  docUrls: [],
  docNames: [],
  docPics: [],
});

/** A question of `questionType` in the bank, with a distinctive analysis text. */
export const createQuestion = async (
  db: Kysely<Database>,
  bank: TestBank,
  questionType: TQuestionType,
): Promise<TestQuestion> => {
  const id = newId();
  const template = templates[questionType]();
  const analysis = `Analysis ${shortCode()}: the reasoning behind the key.`;
  const view: TQuestionView = {
    ...emptyView(),
    content: `Question of type ${questionType}`,
    ...template.view,
    questionId: id,
    questionType,
    score: 0,
  };
  const now = Date.now();
  await db
    .insertInto('questions')
    .values({
      id,
      tenant_id: bank.tenant.id,
      bank_id: bank.id,
      code: `q-${shortCode()}`,
      question_type: questionType,
      view: JSON.stringify(view),
      answer_key: JSON.stringify(template.key),
      analysis,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return {
    id,
    questionType,
    rightAnswer: template.rightAnswer,
    wrongAnswer: template.wrongAnswer,
    analysis,
  };
};

type TProctoringRuleInput = z.input<typeof ZProctoringRule>;

export type PaperFields = {
  name?: string;
  classification?: TestClassification | null;
  published?: boolean;
  isPublic?: boolean;
  pushDate?: number | null;
  enableTime?: number | null;
  expireTime?: number | null;
  latestStartTime?: number | null;
  durationMinutes?: number | null;
  passScore?: number;
  secondsPerQuestion?: number | null;
  timesAllowed?: number | null;
  timesPerDay?: number | null;
  paid?: boolean;
  payAmount?: number;
  earliestSubmitMinutes?: number | null;
  requireAllAnswered?: boolean;
  shuffleQuestions?: boolean;
  multipleChoicePartialRatio?: number;
  /** Spec §4 pause: the paper allows suspension, with these limits (defaults: any number, 10 minutes). */
  suspension?: { maxPauses?: number | null; maxPauseMinutes?: number };
  /** Spec §4 leave rule: the paper watches page leaves, with these limits (defaults: 30 s, 120 s, any number). */
  leaveRule?: {
    returnSeconds?: number;
    maxLeaveSeconds?: number;
    maxLeaves?: number | null;
    maxViolations?: number | null;
  };
  agreement?: { title: string; content: string } | null;
  /** Spec §2 /exam/Collection: the fields the paper collects before an exam, in form order. */
  collectionFields?: TPackCustomField[];
  /** Spec §2 manual signature: the paper asks for one before submitting, signed as `title`. */
  signature?: { title?: string | null };
  /** Spec §5 sections: their names; each question names its index in `section`. */
  sections?: string[];
  /** Pass (break-through) mode with these wrong-answer chances. */
  passChances?: number;
  questions?: { question: { id: string }; score: number; section?: number }[];
  /** Spec §4: learners may grade their own subjective answers for 30 minutes. */
  selfGrading?: boolean;
  /** Spec §3 device rules. */
  forbidPcBrowser?: boolean;
  forbidPcClient?: boolean;
  draws?: { bankId: string; questionType: TQuestionType; count: number; score: number }[];
  /** Spec §1: the paper issues admission tickets, with these notes to examinees. */
  admissionTicket?: { notes?: string[] };
  /** Spec §1 proctored exams: the pack's rule (its defaults fill what is left out). */
  proctoring?: TProctoringRuleInput;
  /** Spec §1 certificates: a sheet judged passed earns a certificate (decision 0064). */
  certificate?: boolean;
  deletedAt?: number | null;
  createdAt?: number;
};

export const createPaper = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: PaperFields = {},
): Promise<TestPaper> => {
  const id = newId();
  const name = fields.name ?? `Paper ${shortCode()}`;
  const questions = fields.questions ?? [];
  const draws = fields.draws ?? [];
  const now = fields.createdAt ?? Date.now();
  await db
    .insertInto('papers')
    .values({
      id,
      tenant_id: tenant.id,
      code: `paper-${shortCode()}`,
      name,
      classification_id: fields.classification?.id ?? null,
      published: fields.published === false ? 0 : 1,
      is_public: fields.isPublic === false ? 0 : 1,
      push_date: fields.pushDate ?? null,
      enable_time: fields.enableTime ?? null,
      expire_time: fields.expireTime ?? null,
      latest_start_time: fields.latestStartTime ?? null,
      duration_minutes: fields.durationMinutes === undefined ? 60 : fields.durationMinutes,
      question_count: questions.length + draws.reduce((sum, draw) => sum + draw.count, 0),
      total_score:
        questions.reduce((sum, entry) => sum + entry.score, 0) +
        draws.reduce((sum, draw) => sum + draw.count * draw.score, 0),
      pass_score: fields.passScore ?? 0,
      seconds_per_question: fields.secondsPerQuestion ?? null,
      times_allowed: fields.timesAllowed ?? null,
      times_per_day: fields.timesPerDay ?? null,
      paid: fields.paid ? 1 : 0,
      pay_amount: fields.payAmount ?? 0,
      earliest_submit_minutes: fields.earliestSubmitMinutes ?? null,
      require_all_answered: fields.requireAllAnswered ? 1 : 0,
      shuffle_questions: fields.shuffleQuestions ? 1 : 0,
      answers_visibility: AnswersVisibility.AFTER_SUBMIT,
      hide_result_until_end: 0,
      multiple_choice_partial_ratio: fields.multipleChoicePartialRatio ?? 0.5,
      // Left to their defaults unless asked for: migration tests build papers on older schemas.
      ...(fields.suspension && {
        allow_suspension: 1,
        max_pauses: fields.suspension.maxPauses ?? null,
        max_pause_minutes: fields.suspension.maxPauseMinutes ?? 10,
      }),
      ...(fields.passChances !== undefined && { pass_chances: fields.passChances }),
      ...(fields.selfGrading && { self_grading: 1 }),
      ...(fields.forbidPcBrowser && { forbid_pc_browser: 1 }),
      ...(fields.forbidPcClient && { forbid_pc_client: 1 }),
      ...(fields.leaveRule && {
        leave_check: 1,
        leave_return_seconds: fields.leaveRule.returnSeconds ?? 30,
        leave_max_seconds: fields.leaveRule.maxLeaveSeconds ?? 120,
        max_leaves: fields.leaveRule.maxLeaves ?? null,
        max_leave_violations: fields.leaveRule.maxViolations ?? null,
      }),
      ...(fields.collectionFields && {
        collection_fields: JSON.stringify(fields.collectionFields),
      }),
      ...(fields.signature && {
        signature_required: 1,
        signature_title: fields.signature.title ?? null,
      }),
      ...(fields.admissionTicket && {
        admission_ticket: 1,
        examinee_notes: JSON.stringify(fields.admissionTicket.notes ?? []),
      }),
      ...(fields.proctoring && {
        proctoring: JSON.stringify(ZProctoringRule.parse(fields.proctoring)),
      }),
      ...(fields.certificate && { certificate: 1 }),
      agreement: fields.agreement ? JSON.stringify(fields.agreement) : null,
      composition: JSON.stringify({
        ...(fields.sections && { sections: fields.sections }),
        questions: questions.map((entry) => ({
          questionId: entry.question.id,
          score: entry.score,
          ...(entry.section !== undefined && { section: entry.section }),
        })),
        draws,
      }),
      deleted_at: fields.deletedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, tenant, name };
};

/** A bank holding one question of each given type, and a paper of them worth `score` each. */
export const createPaperWithQuestions = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  questionTypes: TQuestionType[],
  fields: PaperFields & { score?: number; sectionOf?: (index: number) => number } = {},
) => {
  const bank = await createQuestionBank(db, tenant);
  const questions: TestQuestion[] = [];
  for (const questionType of questionTypes)
    questions.push(await createQuestion(db, bank, questionType));
  const { sectionOf } = fields;
  const paper = await createPaper(db, tenant, {
    ...fields,
    questions: questions.map((question, index) => ({
      question,
      score: fields.score ?? 10,
      ...(sectionOf && { section: sectionOf(index) }),
    })),
  });
  return { bank, questions, paper };
};

export const invite = (db: Kysely<Database>, paper: TestPaper, member: TestMember) =>
  db
    .insertInto('paper_invitations')
    .values({ tenant_id: paper.tenant.id, paper_id: paper.id, member_id: member.id })
    .execute();

export const recordPayment = (db: Kysely<Database>, paper: TestPaper, member: TestMember) =>
  db
    .insertInto('paper_payments')
    .values({
      tenant_id: paper.tenant.id,
      paper_id: paper.id,
      member_id: member.id,
      amount: 1,
      paid_at: Date.now(),
    })
    .execute();

/** An upload row of the member (no stored bytes: answers only refer to it); its file URL. */
export const createAnswerUpload = async (
  db: Kysely<Database>,
  member: TestMember,
  fields: { name?: string; size?: number } = {},
) => {
  const id = newId();
  const name = fields.name ?? 'working.pdf';
  await db
    .insertInto('uploads')
    .values({
      id,
      tenant_id: member.tenant.id,
      member_id: member.id,
      visibility: UploadVisibility.MEMBER,
      storage_key: `missing-${id}`,
      original_name: name,
      extension: name.slice(name.lastIndexOf('.') + 1),
      mime: 'application/octet-stream',
      size: fields.size ?? 1024,
      sha256: '0'.repeat(64),
      file_type: 1,
      created_at: Date.now(),
    })
    .execute();
  return `https://learn.example.com${fileUrlPath(id, name)}`;
};

export type SheetFields = {
  member: { id: string };
  score: number;
  /** Milliseconds from start to finish. */
  timeUsed: number;
  finishedAt?: number;
  state?: TSheetState;
  attemptNo?: number;
  /** The learner deleted its exam record. */
  hidden?: boolean;
};

/**
 * Sheets of the paper written straight into the table, judged and finished now unless told
 * otherwise, in batches (rankings of thousands of sheets); their ids, in order.
 */
export const createSheets = async (
  db: Kysely<Database>,
  paper: TestPaper,
  sheets: SheetFields[],
): Promise<string[]> => {
  const now = Date.now();
  const rows = sheets.map((fields) => {
    const finishedAt = fields.finishedAt ?? now;
    const state = fields.state ?? SheetState.JUDGED;
    return {
      id: newId(),
      tenant_id: paper.tenant.id,
      paper_id: paper.id,
      member_id: fields.member.id,
      attempt_no: fields.attemptNo ?? 1,
      state,
      started_at: finishedAt - fields.timeUsed,
      deadline_at: null,
      finished_at: state === SheetState.ANSWERING ? null : finishedAt,
      submit_reason: state === SheetState.ANSWERING ? null : 'learner',
      questions: '[]',
      question_count: 0,
      answered_count: 0,
      grades: null,
      last_seq: 0,
      score: state === SheetState.ANSWERING ? null : fields.score,
      passed: state === SheetState.JUDGED ? 1 : null,
      query_code: newQueryCode(),
      hidden_at: fields.hidden ? finishedAt : null,
    };
  });
  await insertInBatches(rows, (batch) => db.insertInto('answer_sheets').values(batch).execute());
  return rows.map((row) => row.id);
};

/** Moves a sheet's deadline (null: no time limit). */
export const setSheetDeadline = (db: Kysely<Database>, sheetId: string, deadline: number | null) =>
  db
    .updateTable('answer_sheets')
    .set({ deadline_at: deadline })
    .where('id', '=', sheetId)
    .execute();

export const minutesFromNow = (minutes: number) => Date.now() + minutes * MINUTE_MS;

// The exam calls, as a learner makes them.

export const startExam = (
  app: FastifyInstance,
  token: string,
  paperId: string,
  continueExam = false,
) =>
  callApi<TPostStartExamResponse>(app, {
    path: '/exam/start',
    token,
    body: { paperId, continueExam },
  }).then(({ envelope }) => envelope);

/** Starts an exam that must start, answering the sheet id. */
export const startedSheet = async (app: FastifyInstance, token: string, paperId: string) => {
  const envelope = await startExam(app, token, paperId);
  if (envelope.code !== '200') throw new Error(`start failed with ${envelope.code}`);
  return envelope.body.answerSheetId;
};

export const getAnswerSheet = (app: FastifyInstance, token: string, answerSheetId: string) =>
  callApi<TGetAnswerSheetResponse>(app, {
    path: '/exam/answerSheet',
    token,
    query: { answerSheetId },
  }).then(({ envelope }) => envelope);

export const saveAnswers = (
  app: FastifyInstance,
  token: string,
  answerSheetId: string,
  answers: TAnswerSave[],
) =>
  callApi<TPostSaveAnswersResponse>(app, {
    path: '/exam/saveAnswers',
    token,
    body: { answerSheetId, answers },
  }).then(({ envelope }) => envelope);

export const submitSheet = (app: FastifyInstance, token: string, answerSheetId: string) =>
  callApi<TPostSubmitAnswerSheetResponse>(app, {
    path: '/exam/submit',
    token,
    body: { answerSheetId },
  }).then(({ envelope }) => envelope);

/** Moves a sheet's start (to 'yesterday', say, for the attempts per day). */
export const setSheetStart = (db: Kysely<Database>, sheetId: string, startedAt: number) =>
  db
    .updateTable('answer_sheets')
    .set({ started_at: startedAt })
    .where('id', '=', sheetId)
    .execute();
