import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TQuestionNote } from '@lectern/contracts/notes/notes';
import type { TGetMySharesResponse } from '@lectern/contracts/sharing/get-my-shares';
import type { TGetSharedPreviewResponse } from '@lectern/contracts/sharing/get-shared-preview';
import { ShareKind, type TShareLink } from '@lectern/contracts/common/share-links';
import { createCourse } from '../../test/course-factories';
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
  task = await createPracticeTask(test.db, tenant, { types: [QuestionType.SINGLE_CHOICE] });
});
afterAll(() => test.close());

const share = (token: string, kind: number, targetId: string) =>
  callApi<TShareLink>(test.app, { path: '/share/create', token, body: { kind, targetId } });

const open = (token: string, shareToken: string) =>
  callApi<TGetSharedPreviewResponse>(test.app, {
    path: '/share/preview',
    token,
    query: { token: shareToken },
  });

const mine = async (token: string, query: Record<string, string> = {}) => {
  const { envelope } = await callApi<TGetMySharesResponse>(test.app, {
    path: '/share/mine',
    token,
    query,
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

/** Puts a question in the learner's mistake set: they alone see it. */
const mistake = async (memberId: string, questionId: string) =>
  test.db
    .insertInto('mistakes')
    .values({
      tenant_id: tenant.id,
      member_id: memberId,
      source_type: 1,
      source_id: '',
      question_id: questionId,
      wrong_count: 1,
      correct_count: 0,
      last_wrong_at: Date.now(),
    })
    .execute();

describe('share links', () => {
  it('shares a course once, with a random token, and shows it to another learner', async () => {
    const sharer = await signedInLearner(test, tenant);
    const course = await createCourse(test.db, tenant, { name: 'Fire Safety Basics' });
    const first = await share(sharer.token, ShareKind.COURSE, course.id);
    expect(first.envelope.code).toBe('200');
    expect(first.envelope.body).toMatchObject({
      kind: ShareKind.COURSE,
      targetId: course.id,
      title: 'Fire Safety Basics',
      opens: 0,
    });
    expect(first.envelope.body.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.envelope.body.path).toBe(
      `/h5/p/personal/shareKnowledge?token=${first.envelope.body.token}`,
    );
    const again = await share(sharer.token, ShareKind.COURSE, course.id);
    expect(again.envelope.body.token).toBe(first.envelope.body.token);
    // Another learner's link to the same course is their own.
    const neighbour = await signedInLearner(test, tenant);
    const theirs = await share(neighbour.token, ShareKind.COURSE, course.id);
    expect(theirs.envelope.body.token).not.toBe(first.envelope.body.token);

    const opened = await open(neighbour.token, first.envelope.body.token);
    expect(opened.envelope.code).toBe('200');
    expect(opened.envelope.body.item).toMatchObject({
      kind: ShareKind.COURSE,
      courseId: course.id,
      name: 'Fire Safety Basics',
    });
    await open(neighbour.token, first.envelope.body.token);
    // The sharer's own look does not count.
    await open(sharer.token, first.envelope.body.token);
    const listed = await mine(sharer.token);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ title: 'Fire Safety Basics', opens: 2 });
  });

  it('keeps one link when the same item is shared at once', async () => {
    const sharer = await signedInLearner(test, tenant);
    const course = await createCourse(test.db, tenant);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => share(sharer.token, ShareKind.COURSE, course.id)),
    );
    expect(answers.every(({ envelope }) => envelope.code === '200')).toBe(true);
    expect(new Set(answers.map(({ envelope }) => envelope.body.token)).size).toBe(1);
    expect((await mine(sharer.token)).total).toBe(1);
  });

  it('refuses a course not yet open, and says a link is gone when its course closes', async () => {
    const sharer = await signedInLearner(test, tenant);
    const later = await createCourse(test.db, tenant, { openTime: Date.now() + 86_400_000 });
    expect((await share(sharer.token, ShareKind.COURSE, later.id)).envelope).toEqual({
      code: ErrorCode.SHARE_TARGET_NOT_FOUND,
      body: null,
    });
    const course = await createCourse(test.db, tenant);
    const link = (await share(sharer.token, ShareKind.COURSE, course.id)).envelope.body;
    await test.db
      .updateTable('courses')
      .set({ open_time: Date.now() + 86_400_000 })
      .where('id', '=', course.id)
      .execute();
    const opener = await signedInLearner(test, tenant);
    expect((await open(opener.token, link.token)).envelope.code).toBe(ErrorCode.SHARED_ITEM_GONE);
    expect((await mine(sharer.token)).list[0]!.title).toBeNull();
  });

  it('checks a shared question against the opener’s access when it is opened', async () => {
    const sharer = await signedInLearner(test, tenant);
    const hidden = await createQuestion(
      test.db,
      await createQuestionBank(test.db, tenant),
      QuestionType.SINGLE_CHOICE,
    );
    // Not one the sharer sees: not shareable.
    expect((await share(sharer.token, ShareKind.QUESTION, hidden.id)).envelope.code).toBe(
      ErrorCode.SHARE_TARGET_NOT_FOUND,
    );
    await mistake(sharer.member.id, hidden.id);
    const link = (await share(sharer.token, ShareKind.QUESTION, hidden.id)).envelope.body;
    expect(link.title).not.toBe('');
    const opener = await signedInLearner(test, tenant);
    expect((await open(opener.token, link.token)).envelope).toEqual({
      code: ErrorCode.SHARED_QUESTION_HIDDEN,
      body: null,
    });
    expect((await mine(sharer.token)).list[0]!.opens).toBe(0);
    // Once the opener has it in a mistake set too, they see it, without its answer.
    await mistake(opener.member.id, hidden.id);
    const seen = await open(opener.token, link.token);
    expect(seen.envelope.code).toBe('200');
    expect(seen.envelope.body.item).toMatchObject({
      kind: ShareKind.QUESTION,
      questionId: hidden.id,
    });
    expect(JSON.stringify(seen.envelope.body)).not.toMatch(/answerKey|analysis|"answer"/);
    // A practice task's question is seen by every learner of the tenant.
    const practised = (await share(sharer.token, ShareKind.QUESTION, task.questions[0]!.id))
      .envelope.body;
    const stranger = await signedInLearner(test, tenant);
    expect((await open(stranger.token, practised.token)).envelope.code).toBe('200');
  });

  it('shares only the learner’s own note, and shows its text and question to an opener', async () => {
    const author = await signedInLearner(test, tenant);
    const questionId = task.questions[0]!.id;
    const note = await callApi<TQuestionNote>(test.app, {
      path: '/notes/saveQuestion',
      token: author.token,
      body: { questionId, content: 'Exits first, then the alarm', isPublic: false },
    });
    const noteId = note.envelope.body.noteId;
    const other = await signedInLearner(test, tenant);
    expect((await share(other.token, ShareKind.NOTE, noteId)).envelope.code).toBe(
      ErrorCode.SHARE_TARGET_NOT_FOUND,
    );
    const link = (await share(author.token, ShareKind.NOTE, noteId)).envelope.body;
    expect(link.title).toBe('Exits first, then the alarm');
    const opened = await open(other.token, link.token);
    expect(opened.envelope.code).toBe('200');
    expect(opened.envelope.body.item).toMatchObject({
      kind: ShareKind.NOTE,
      content: 'Exits first, then the alarm',
    });
    expect(
      opened.envelope.body.item.kind === ShareKind.NOTE && opened.envelope.body.item.subjectStem,
    ).toBeTruthy();
    // Deleted, the note's link is gone.
    await callApi(test.app, {
      path: '/notes/deleteQuestion',
      token: author.token,
      body: { questionId },
    });
    expect((await open(other.token, link.token)).envelope.code).toBe(ErrorCode.SHARED_ITEM_GONE);
  });

  it('answers another tenant’s token and a made-up one alike', async () => {
    const sharer = await signedInLearner(test, tenant);
    const course = await createCourse(test.db, tenant);
    const link = (await share(sharer.token, ShareKind.COURSE, course.id)).envelope.body;
    const elsewhere = await createTenant(test.db, {});
    const outsider = await signedInLearner(test, elsewhere);
    for (const token of [link.token, 'madeUpTokenMadeUpToken00']) {
      expect((await open(outsider.token, token)).envelope).toEqual({
        code: ErrorCode.SHARE_LINK_NOT_FOUND,
        body: null,
      });
    }
    // Nor may they share the other tenant's course.
    expect((await share(outsider.token, ShareKind.COURSE, course.id)).envelope.code).toBe(
      ErrorCode.SHARE_TARGET_NOT_FOUND,
    );
    expect((await mine(outsider.token)).total).toBe(0);
    expect((await mine(sharer.token)).list[0]!.opens).toBe(0);
  });

  it('lists the learner’s links newest first, by pages', async () => {
    const sharer = await signedInLearner(test, tenant);
    const courses = [await createCourse(test.db, tenant), await createCourse(test.db, tenant)];
    for (const course of courses) {
      await share(sharer.token, ShareKind.COURSE, course.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page = await mine(sharer.token);
    expect(page.total).toBe(2);
    expect(page.list.map(({ targetId }) => targetId)).toEqual([courses[1]!.id, courses[0]!.id]);
    expect(await mine(sharer.token, { pageNum: '2', pageSize: '10' })).toEqual({
      list: [],
      total: 2,
    });
  });
});
