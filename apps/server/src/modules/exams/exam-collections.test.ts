import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPackCustomField } from '@lectern/contracts/common/custom-field';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  ExamCollectionState,
  type TGetExamCollectionResponse,
} from '@lectern/contracts/exams/get-exam-collection';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import {
  createPaperWithQuestions,
  startExam,
  submitSheet,
  type PaperFields,
} from '../../test/exam-factories';
import { signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { AppError } from '../../platform/http/app-error';
import type { Executor } from '../../platform/services/service-deps';
import { examCollections } from './exam-collections';
import { examsRepositories } from './exams.repositories';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const field = (
  key: string,
  label: string,
  rule: Partial<Omit<TPackCustomField, 'key' | 'label'>> = {},
): TPackCustomField => ({
  key,
  label,
  type: 'text',
  required: false,
  unique: false,
  options: [],
  ...rule,
});

/** The demo's kind of collection: a unique staff number, an employer, a role, a number, a date. */
const FIELDS: TPackCustomField[] = [
  field('staffNo', '工号', { required: true, unique: true }),
  field('employer', '工作单位', { required: true }),
  field('role', '岗位', { type: 'select', required: true, options: ['销售', '技术'] }),
  field('years', '工作年限', { type: 'number' }),
  field('since', '入职日期', { type: 'date' }),
];

const VALUES = { staffNo: 'S-100', employer: '华东分公司', role: '销售', years: null, since: null };

const collection = (token: string, paperId: string) =>
  callApi<TGetExamCollectionResponse>(test.app, {
    path: '/exam/collection',
    token,
    query: { paperId },
  }).then(({ envelope }) => envelope);

const saveCollection = (
  token: string,
  paperId: string,
  values: Record<string, string | null | undefined>,
) =>
  callApi<TGetExamCollectionResponse>(test.app, {
    path: '/exam/saveCollection',
    token,
    body: { paperId, values },
  }).then(({ envelope }) => envelope);

const previewCollection = async (token: string, paperId: string) => {
  const { envelope } = await callApi<TGetExamPreviewResponse>(test.app, {
    path: '/exam/preview',
    token,
    query: { paperId },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.collection;
};

const collectionRows = (paperId: string) =>
  test.db.selectFrom('exam_collections').selectAll().where('paper_id', '=', paperId).execute();

const claimRows = (paperId: string) =>
  test.db
    .selectFrom('exam_collection_claims')
    .select(['field_key', 'value', 'member_id'])
    .where('paper_id', '=', paperId)
    .execute();

/** A learner and a one-question paper collecting `fields` (the demo's by default). */
const collecting = async (fields: PaperFields = { collectionFields: FIELDS }) => {
  const learner = await signedInLearner(test);
  const { paper } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    [QuestionType.TRUE_FALSE],
    fields,
  );
  /** Another learner of the same tenant, signed in. */
  const neighbour = () => signedInLearner(test, learner.tenant);
  return { learner, paper, neighbour };
};

const valueOf = (form: TGetExamCollectionResponse, key: string) =>
  form.fields.find((entry) => entry.key === key)?.value;

describe('information collection before an exam (spec §2 /exam/Collection)', () => {
  it('is not needed on a paper that collects nothing (300323), and the start does not wait', async () => {
    const { learner, paper } = await collecting({});
    expect(await previewCollection(learner.token, paper.id)).toBe(ExamCollectionState.NONE);
    expect(await collection(learner.token, paper.id)).toEqual({
      code: ErrorCode.NO_INFO_COLLECTION_NEEDED,
      body: null,
    });
    expect(await saveCollection(learner.token, paper.id, {})).toEqual({
      code: ErrorCode.NO_INFO_COLLECTION_NEEDED,
      body: null,
    });
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe('200');
  });

  it('shows the paper’s fields in order, empty, and refuses a start until they are filled (300344)', async () => {
    const { learner, paper } = await collecting();
    expect(await previewCollection(learner.token, paper.id)).toBe(ExamCollectionState.REQUIRED);
    const form = await collection(learner.token, paper.id);
    expect(form.code).toBe('200');
    expect(form.body).toMatchObject({
      paperId: paper.id,
      paperName: paper.name,
      state: ExamCollectionState.REQUIRED,
    });
    expect(form.body.fields).toEqual(FIELDS.map((entry) => ({ ...entry, value: null })));
    expect(await startExam(test.app, learner.token, paper.id)).toEqual({
      code: ErrorCode.REQUIRED_INFO_EMPTY,
      body: null,
    });
    expect(
      await test.db
        .selectFrom('answer_sheets')
        .select('id')
        .where('paper_id', '=', paper.id)
        .execute(),
    ).toEqual([]);
  });

  it.each([
    ['a required field left out', { ...VALUES, employer: undefined }, '工作单位'],
    ['a required field empty', { ...VALUES, staffNo: '' }, '工号'],
    ['a required field of blanks', { ...VALUES, employer: '   ' }, '工作单位'],
    ['a required choice cleared', { ...VALUES, role: null }, '岗位'],
  ])('refuses %s with 300364 naming the field', async (_, values, label) => {
    const { learner, paper } = await collecting();
    expect(await saveCollection(learner.token, paper.id, values)).toEqual({
      code: ErrorCode.REQUIRED_FIELD_EMPTY,
      body: { field: label },
    });
    expect(await collectionRows(paper.id)).toEqual([]);
  });

  it.each([
    ['a number that is not one', { years: 'three' }, '工作年限'],
    ['a date that is not a day', { since: '2024-02-30' }, '入职日期'],
    ['a choice the field does not offer', { role: '财务' }, '岗位'],
    ['a text over 200 characters', { employer: 'x'.repeat(201) }, '工作单位'],
  ])('refuses %s with 300113 naming the field', async (_, change, label) => {
    const { learner, paper } = await collecting();
    expect(await saveCollection(learner.token, paper.id, { ...VALUES, ...change })).toEqual({
      code: ErrorCode.SUBMITTED_INFO_WRONG,
      body: { field: label },
    });
  });

  it('refuses a field the paper does not collect (300113) and a request that is no form (300211)', async () => {
    const { learner, paper } = await collecting();
    expect(await saveCollection(learner.token, paper.id, { ...VALUES, salary: '1' })).toEqual({
      code: ErrorCode.SUBMITTED_INFO_WRONG,
      body: null,
    });
    const tooMany = Object.fromEntries(
      Array.from({ length: 51 }, (_, index) => [`field${index}`, 'x']),
    );
    expect((await saveCollection(learner.token, paper.id, tooMany)).code).toBe(
      ErrorCode.REQUIRED_PARAMETER_EMPTY,
    );
    expect(await collectionRows(paper.id)).toEqual([]);
  });

  it('stores the values in their normal form, lets the exam start, and keeps them for the next attempt', async () => {
    const { learner, paper } = await collecting();
    const saved = await saveCollection(learner.token, paper.id, {
      ...VALUES,
      staffNo: '  S-100 ',
      years: '007.50',
      since: '2020-02-29',
    });
    expect(saved.code).toBe('200');
    expect(saved.body.state).toBe(ExamCollectionState.DONE);
    expect(saved.body.fields.map((entry) => entry.value)).toEqual([
      'S-100',
      '华东分公司',
      '销售',
      '7.5',
      '2020-02-29',
    ]);
    expect(await previewCollection(learner.token, paper.id)).toBe(ExamCollectionState.DONE);

    const first = await startExam(test.app, learner.token, paper.id);
    expect(first.code).toBe('200');
    expect((await submitSheet(test.app, learner.token, first.body.answerSheetId)).code).toBe('200');
    // Once per paper: the second attempt starts on the values saved before, shown prefilled.
    expect(await previewCollection(learner.token, paper.id)).toBe(ExamCollectionState.DONE);
    expect((await collection(learner.token, paper.id)).body).toEqual(saved.body);
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe('200');
  });

  it('saves idempotently: the same values again leave one row as it was, and new ones replace it', async () => {
    const { learner, paper } = await collecting();
    const first = await saveCollection(learner.token, paper.id, VALUES);
    const again = await saveCollection(learner.token, paper.id, VALUES);
    expect(again).toEqual(first);
    expect(await collectionRows(paper.id)).toHaveLength(1);
    expect(await claimRows(paper.id)).toEqual([
      { field_key: 'staffNo', value: 'S-100', member_id: learner.member.id },
    ]);

    const changed = await saveCollection(learner.token, paper.id, {
      ...VALUES,
      staffNo: 'S-200',
      years: '4',
    });
    expect(valueOf(changed.body, 'staffNo')).toBe('S-200');
    expect(valueOf(changed.body, 'years')).toBe('4');
    const cleared = await saveCollection(learner.token, paper.id, { ...VALUES, staffNo: 'S-200' });
    expect(valueOf(cleared.body, 'years')).toBeNull();
    expect(await collectionRows(paper.id)).toHaveLength(1);
    expect(await claimRows(paper.id)).toEqual([
      { field_key: 'staffNo', value: 'S-200', member_id: learner.member.id },
    ]);
  });

  it('keeps a unique value to one learner of the paper (300365), and frees it when changed', async () => {
    const { learner, paper, neighbour } = await collecting();
    const other = await neighbour();
    expect((await saveCollection(learner.token, paper.id, VALUES)).code).toBe('200');
    expect(await saveCollection(other.token, paper.id, { ...VALUES, staffNo: ' S-100' })).toEqual({
      code: ErrorCode.INPUT_ITEM_REPEATED,
      body: { field: '工号' },
    });
    // Only unique fields: the same employer and role are anyone's.
    expect(
      (await saveCollection(other.token, paper.id, { ...VALUES, staffNo: 'S-101' })).code,
    ).toBe('200');
    // Another paper's collection is its own.
    const { paper: otherPaper } = await createPaperWithQuestions(
      test.db,
      learner.tenant,
      [QuestionType.TRUE_FALSE],
      { collectionFields: FIELDS },
    );
    expect((await saveCollection(other.token, otherPaper.id, VALUES)).code).toBe('200');

    expect(
      (await saveCollection(learner.token, paper.id, { ...VALUES, staffNo: 'S-102' })).code,
    ).toBe('200');
    expect((await saveCollection(other.token, paper.id, VALUES)).code).toBe('200');
  });

  it('shows a paper of optional fields once, and its first save completes it even empty', async () => {
    const { learner, paper } = await collecting({ collectionFields: [field('note', '备注')] });
    expect(await previewCollection(learner.token, paper.id)).toBe(ExamCollectionState.REQUIRED);
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe(
      ErrorCode.REQUIRED_INFO_EMPTY,
    );
    const saved = await saveCollection(learner.token, paper.id, {});
    expect(saved.body).toMatchObject({ state: ExamCollectionState.DONE });
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe('200');
  });

  it('asks again when the paper’s fields change under saved values, but never stops a sheet being continued', async () => {
    const { learner, paper } = await collecting();
    await saveCollection(learner.token, paper.id, VALUES);
    const started = await startExam(test.app, learner.token, paper.id);
    expect(started.code).toBe('200');

    // The role's option is gone and a new required field came.
    const changed = [
      ...FIELDS.map((entry) => (entry.key === 'role' ? { ...entry, options: ['技术'] } : entry)),
      field('phone', '联系电话', { required: true }),
    ];
    await test.db
      .updateTable('papers')
      .set({ collection_fields: JSON.stringify(changed) })
      .where('id', '=', paper.id)
      .execute();
    const form = await collection(learner.token, paper.id);
    expect(form.body.state).toBe(ExamCollectionState.REQUIRED);
    expect(valueOf(form.body, 'role')).toBeNull();
    expect(valueOf(form.body, 'staffNo')).toBe('S-100');

    const continued = await startExam(test.app, learner.token, paper.id, true);
    expect(continued.code).toBe('200');
    expect(continued.body.answerSheetId).toBe(started.body.answerSheetId);
    await submitSheet(test.app, learner.token, started.body.answerSheetId);
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe(
      ErrorCode.REQUIRED_INFO_EMPTY,
    );
  });

  it('answers a paper of another tenant, or one the learner is not invited to, as the preview does', async () => {
    const { paper } = await collecting();
    const outsider = await signedInLearner(test);
    for (const call of [
      collection(outsider.token, paper.id),
      saveCollection(outsider.token, paper.id, VALUES),
    ]) {
      expect(await call).toEqual({ code: ErrorCode.PAPER_NOT_FOUND, body: null });
    }
    const { learner, paper: invitedOnly } = await collecting({
      collectionFields: FIELDS,
      isPublic: false,
    });
    expect((await collection(learner.token, invitedOnly.id)).code).toBe(ErrorCode.NOT_INVITED);
    expect((await saveCollection(learner.token, invitedOnly.id, VALUES)).code).toBe(
      ErrorCode.NOT_INVITED,
    );
    expect(await collectionRows(invitedOnly.id)).toEqual([]);
  });

  describe('races', () => {
    it('two saves of one learner at once leave one row, holding one save whole', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { learner, paper } = await collecting();
        const first = { ...VALUES, staffNo: `A-${round}`, employer: 'A' };
        const second = { ...VALUES, staffNo: `B-${round}`, employer: 'B' };
        const answers = await Promise.all([
          saveCollection(learner.token, paper.id, first),
          saveCollection(learner.token, paper.id, second),
        ]);
        expect(answers.map((answer) => answer.code)).toEqual(['200', '200']);
        const rows = await collectionRows(paper.id);
        expect(rows).toHaveLength(1);
        const stored = JSON.parse(rows[0]!.field_values) as Record<string, string>;
        const winner = stored.employer === 'A' ? first : second;
        expect(stored.staffNo).toBe(winner.staffNo);
        expect(await claimRows(paper.id)).toEqual([
          { field_key: 'staffNo', value: winner.staffNo, member_id: learner.member.id },
        ]);
      }
    });

    it('two learners saving one unique value at once: one stores it, the other hears 300365', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { learner, paper, neighbour } = await collecting();
        const other = await neighbour();
        const answers = await Promise.all([
          saveCollection(learner.token, paper.id, VALUES),
          saveCollection(other.token, paper.id, VALUES),
        ]);
        expect(answers.map((answer) => answer.code).sort()).toEqual([
          '200',
          ErrorCode.INPUT_ITEM_REPEATED,
        ]);
        const refused = answers.find((answer) => answer.code !== '200');
        expect(refused?.body).toEqual({ field: '工号' });
        const winner = answers[0]!.code === '200' ? learner : other;
        expect((await collectionRows(paper.id)).map((row) => row.member_id)).toEqual([
          winner.member.id,
        ]);
        expect(await claimRows(paper.id)).toEqual([
          { field_key: 'staffNo', value: 'S-100', member_id: winner.member.id },
        ]);
      }
    });

    it('a value claimed after the check is still refused: the claim’s key is the last guard', async () => {
      const { learner, paper, neighbour } = await collecting();
      const other = await neighbour();
      expect((await saveCollection(other.token, paper.id, VALUES)).code).toBe('200');
      // A save whose check ran before the other learner's claim: it sees nothing taken.
      const { db, transact } = test.database;
      const lateCheck = examCollections({
        db,
        transact,
        repositories: (executor: Executor) => {
          const { collections } = examsRepositories(executor);
          return { collections: { ...collections, takenByOthers: async () => new Set<string>() } };
        },
      });
      const session = {
        tenantId: learner.tenant.id,
        memberId: learner.member.id,
        sessionId: 'late-check',
        factoryCode: learner.tenant.factoryCode,
        role: 'learner' as const,
      };
      const paperRow = await test.db
        .selectFrom('papers')
        .select(['id', 'name', 'collection_fields'])
        .where('id', '=', paper.id)
        .executeTakeFirstOrThrow();
      const refusal = await lateCheck.save(session, paperRow, { values: VALUES }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        code: ErrorCode.INPUT_ITEM_REPEATED,
        body: { field: '工号' },
      });
      // Rolled back whole: the learner has no row, the value stays the other learner's.
      expect((await collectionRows(paper.id)).map((row) => row.member_id)).toEqual([
        other.member.id,
      ]);
      expect(await claimRows(paper.id)).toEqual([
        { field_key: 'staffNo', value: 'S-100', member_id: other.member.id },
      ]);
    });
  });
});
