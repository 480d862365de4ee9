import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetNoteListResponse } from '@lectern/contracts/notes/get-note-list';
import type { TGetQuestionNotesResponse } from '@lectern/contracts/notes/get-question-notes';
import { MAX_NOTE_LENGTH, type TQuestionNote } from '@lectern/contracts/notes/notes';
import { createQuestion, createQuestionBank } from '../../test/exam-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { createPracticeTask, type TestPracticeTask } from '../../test/practice-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let task: TestPracticeTask;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, {
    edition: Edition.EXAM,
    modules: [Module.EXAMS, Module.PRACTICE],
  });
  task = await createPracticeTask(test.db, tenant, {
    types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE],
  });
});
afterAll(() => test.close());

const saveNote = (token: string, questionId: string, content: string, isPublic: boolean) =>
  callApi<TQuestionNote>(test.app, {
    path: '/notes/saveQuestion',
    token,
    body: { questionId, content, isPublic },
  });

const notesOf = async (token: string, questionId: string) => {
  const { envelope } = await callApi<TGetQuestionNotesResponse>(test.app, {
    path: '/notes/question',
    token,
    query: { questionId, pageNum: '1', pageSize: '10' },
  });
  return envelope;
};

const list = async (token: string, keyword?: string) => {
  const { envelope } = await callApi<TGetNoteListResponse>(test.app, {
    path: '/notes/list',
    token,
    query: { pageNum: '1', pageSize: '10', ...(keyword === undefined ? {} : { keyword }) },
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

describe('notes on questions', () => {
  it('writes, edits and deletes the learner’s one note on a question', async () => {
    const { token } = await signedInLearner(test, tenant);
    const questionId = task.questions[0]!.id;
    const first = await saveNote(token, questionId, '  Remember the exits  ', false);
    expect(first.envelope.code).toBe('200');
    expect(first.envelope.body).toMatchObject({
      questionId,
      content: 'Remember the exits',
      isPublic: false,
    });
    const edited = await saveNote(token, questionId, 'Exits first, then the alarm', true);
    expect(edited.envelope.body).toMatchObject({
      noteId: first.envelope.body.noteId,
      content: 'Exits first, then the alarm',
      isPublic: true,
      createTime: first.envelope.body.createTime,
    });
    expect((await notesOf(token, questionId)).body.mine?.content).toBe(
      'Exits first, then the alarm',
    );
    const removed = await callApi(test.app, {
      path: '/notes/deleteQuestion',
      token,
      body: { questionId },
    });
    expect(removed.envelope).toEqual({ code: '200', body: { questionId } });
    expect((await notesOf(token, questionId)).body.mine).toBeNull();
    const again = await callApi(test.app, {
      path: '/notes/deleteQuestion',
      token,
      body: { questionId },
    });
    expect(again.envelope).toEqual({ code: ErrorCode.NOTE_NOT_FOUND, body: null });
  });

  it('shows others’ public notes with their names, never their private ones', async () => {
    const questionId = task.questions[1]!.id;
    const author = await signedInLearner(test, tenant, { nickName: 'Ada Author' });
    const secretive = await signedInLearner(test, tenant, { nickName: 'Sam Secret' });
    const reader = await signedInLearner(test, tenant);
    await saveNote(author.token, questionId, 'A public hint', true);
    await saveNote(secretive.token, questionId, 'A private hint', false);
    const seen = await notesOf(reader.token, questionId);
    expect(seen.code).toBe('200');
    expect(seen.body.mine).toBeNull();
    expect(seen.body.others.total).toBe(1);
    expect(seen.body.others.list).toEqual([
      expect.objectContaining({ content: 'A public hint', nickName: 'Ada Author' }),
    ]);
    // The author sees their own note as theirs, not among the others.
    const own = await notesOf(author.token, questionId);
    expect(own.body.mine?.content).toBe('A public hint');
    expect(own.body.others.list.map((note) => note.content)).not.toContain('A public hint');
    // Made private, it leaves the others' view.
    await saveNote(author.token, questionId, 'A public hint', false);
    expect((await notesOf(reader.token, questionId)).body.others.total).toBe(0);
  });

  it(`refuses a note over ${MAX_NOTE_LENGTH} characters with 309175, counting characters`, async () => {
    const { token } = await signedInLearner(test, tenant);
    const questionId = task.questions[0]!.id;
    const longest = '笔'.repeat(MAX_NOTE_LENGTH);
    expect((await saveNote(token, questionId, longest, false)).envelope.code).toBe('200');
    const tooLong = await saveNote(token, questionId, `${longest}记`, false);
    expect(tooLong.envelope).toEqual({ code: ErrorCode.NOTE_TOO_LONG, body: MAX_NOTE_LENGTH });
    expect((await notesOf(token, questionId)).body.mine?.content).toBe(longest);
    const empty = await saveNote(token, questionId, '   ', false);
    expect(empty.envelope.code).toBe(ErrorCode.REQUIRED_PARAMETER_EMPTY);
  });

  it('takes notes only on questions the learner may see', async () => {
    const { token } = await signedInLearner(test, tenant);
    const paid = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.SINGLE_CHOICE],
      cost: 9.9,
    });
    const loose = await createQuestion(
      test.db,
      await createQuestionBank(test.db, tenant),
      QuestionType.SINGLE_CHOICE,
    );
    const other = await createTenant(test.db, {
      edition: Edition.EXAM,
      modules: [Module.PRACTICE],
    });
    const otherTask = await createPracticeTask(test.db, other, {
      types: [QuestionType.SINGLE_CHOICE],
    });
    for (const questionId of [
      paid.questions[0]!.id,
      loose.id,
      otherTask.questions[0]!.id,
      'no-such-question',
    ]) {
      expect((await saveNote(token, questionId, 'x', true)).envelope).toEqual({
        code: ErrorCode.QUESTION_NOT_FOUND,
        body: null,
      });
      expect(await notesOf(token, questionId)).toEqual({
        code: ErrorCode.QUESTION_NOT_FOUND,
        body: null,
      });
    }
    // Paid for, the task's question takes a note.
    const payer = await signedInLearner(test, tenant);
    await test.db
      .insertInto('practice_task_payments')
      .values({ tenant_id: tenant.id, task_id: paid.id, member_id: payer.member.id, paid_at: 1 })
      .execute();
    expect((await saveNote(payer.token, paid.questions[0]!.id, 'paid', true)).envelope.code).toBe(
      '200',
    );
  });

  it('lets a learner note a question of their mistake sets', async () => {
    const { token, member } = await signedInLearner(test, tenant);
    const question = await createQuestion(
      test.db,
      await createQuestionBank(test.db, tenant),
      QuestionType.SINGLE_CHOICE,
    );
    expect((await saveNote(token, question.id, 'x', false)).envelope.code).toBe(
      ErrorCode.QUESTION_NOT_FOUND,
    );
    await test.db
      .insertInto('mistakes')
      .values({
        tenant_id: tenant.id,
        member_id: member.id,
        source_type: 1,
        source_id: '',
        question_id: question.id,
        wrong_count: 1,
        correct_count: 0,
        last_wrong_at: Date.now(),
      })
      .execute();
    expect((await saveNote(token, question.id, 'Got it wrong', false)).envelope.code).toBe('200');
  });

  it('searches the learner’s notes by content and by the question’s stem', async () => {
    const searchTask = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE, QuestionType.MULTIPLE_CHOICE],
    });
    const [first, second, third] = searchTask.questions;
    await test.db
      .updateTable('questions')
      .set({
        view: JSON.stringify({
          ...(JSON.parse(
            (
              await test.db
                .selectFrom('questions')
                .select('view')
                .where('id', '=', second!.id)
                .executeTakeFirstOrThrow()
            ).view,
          ) as object),
          content: '<p>Which extinguisher suits 100%_electrical fires?</p>',
        }),
      })
      .where('id', '=', second!.id)
      .execute();
    const { token } = await signedInLearner(test, tenant);
    const neighbour = await signedInLearner(test, tenant);
    // A millisecond apart at least, so the newest note is the last one saved.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    await saveNote(token, first!.id, 'Check the FIRE exits', false);
    await tick();
    await saveNote(token, second!.id, 'CO2 for electrics', true);
    await tick();
    await saveNote(token, third!.id, 'Nothing to do with it', false);
    await saveNote(neighbour.token, first!.id, 'fire is mine too', true);

    const all = await list(token);
    expect(all.total).toBe(3);
    expect(all.list[0]).toMatchObject({ content: 'Nothing to do with it' });
    expect((await list(token, 'fire')).list.map((note) => note.questionId).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    expect((await list(token, 'EXTINGUISHER')).list).toEqual([
      expect.objectContaining({
        questionId: second!.id,
        content: 'CO2 for electrics',
        stem: '<p>Which extinguisher suits 100%_electrical fires?</p>',
      }),
    ]);
    // LIKE's wildcards are taken literally.
    expect((await list(token, '100%_e')).total).toBe(1);
    expect((await list(token, '%')).total).toBe(1);
    expect((await list(token, 'no such words')).total).toBe(0);
    expect((await list(neighbour.token, 'fire')).list.map((note) => note.content)).toEqual([
      'fire is mine too',
    ]);
  });

  it('keeps each tenant’s notes to itself', async () => {
    const other = await createTenant(test.db, {
      edition: Edition.EXAM,
      modules: [Module.PRACTICE],
    });
    const { token } = await signedInLearner(test, tenant);
    const outsider = await signedInLearner(test, other);
    await saveNote(token, task.questions[0]!.id, 'tenant A only', true);
    expect((await list(outsider.token)).total).toBe(0);
    expect(await notesOf(outsider.token, task.questions[0]!.id)).toEqual({
      code: ErrorCode.QUESTION_NOT_FOUND,
      body: null,
    });
    const removed = await callApi(test.app, {
      path: '/notes/deleteQuestion',
      token: outsider.token,
      body: { questionId: task.questions[0]!.id },
    });
    expect(removed.envelope.code).toBe(ErrorCode.NOTE_NOT_FOUND);
    expect((await notesOf(token, task.questions[0]!.id)).body.mine?.content).toBe('tenant A only');
  });
});
