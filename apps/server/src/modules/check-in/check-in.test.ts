import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TGetCheckInDayResponse } from '@lectern/contracts/check-in/get-check-in-day';
import type { TGetCheckInPlanResponse } from '@lectern/contracts/check-in/get-check-in-plan';
import type { TGetCheckInPlansResponse } from '@lectern/contracts/check-in/get-check-in-plans';
import type { TPostCheckInResponse } from '@lectern/contracts/check-in/post-check-in';
import { CreditBizType, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { importPackFile } from '../../packs/import-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import {
  checkInDay,
  createCheckInPlan,
  joinCheckIn,
  type TestCheckInPlan,
} from '../../test/check-in-factories';
import { createTenant, login, signedInLearner, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { addDays, dayKeyOf, startOfDay } from './check-in-days';
import { checkInCreditSource } from './check-in.service';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const today = () => dayKeyOf(Date.now(), test.config.examTimeZone);
const learner = (learnerTenant = tenant) => signedInLearner(test, learnerTenant);

/** A plan of this week: it started three days ago and ends in three days. */
const thisWeek = (fields: Partial<Parameters<typeof createCheckInPlan>[2]> = {}) =>
  createCheckInPlan(test.db, tenant, {
    startsOn: addDays(today(), -3),
    endsOn: addDays(today(), 3),
    types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE],
    creditsPerCheckIn: 5,
    creditsPerMakeUp: 2,
    makeUpLimit: 1,
    ...fields,
  });

const joined = async (plan: TestCheckInPlan) => {
  const signedIn = await learner();
  expect((await joinCheckIn(test.app, signedIn.token, plan.id)).envelope.code).toBe('200');
  return signedIn;
};

const detailOf = async (token: string, planId: string) => {
  const { envelope } = await callApi<TGetCheckInPlanResponse>(test.app, {
    path: '/clock/detail',
    token,
    query: { planId },
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const checkInRows = (planId: string, memberId: string) =>
  test.db
    .selectFrom('check_ins')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('member_id', '=', memberId)
    .orderBy('day')
    .execute();

const creditRows = (memberId: string) =>
  test.db
    .selectFrom('credit_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('source')
    .execute();

describe('check-in plans', () => {
  it('lists the tenant’s plans with the learner’s today, joined or not', async () => {
    const listTenant = await createTenant(test.db);
    const plan = await createCheckInPlan(test.db, listTenant, {
      name: 'Security week',
      startsOn: addDays(today(), -1),
      endsOn: addDays(today(), 5),
      creditsPerCheckIn: 3,
      makeUpLimit: 2,
    });
    const { token } = await learner(listTenant);
    const list = async () =>
      (await callApi<TGetCheckInPlansResponse>(test.app, { path: '/clock/list', token })).envelope
        .body.list;
    expect(await list()).toEqual([
      {
        planId: plan.id,
        name: 'Security week',
        description: 'Rules of Security week',
        startsOn: addDays(today(), -1),
        endsOn: addDays(today(), 5),
        periodStartTimeDate: startOfDay(addDays(today(), -1), test.config.examTimeZone),
        dayCount: 7,
        creditsPerCheckIn: 3,
        creditsPerMakeUp: 0,
        makeUpLimit: 2,
        today: today(),
        openToday: true,
        ended: false,
        joined: false,
        todayDone: false,
        streak: 0,
        doneDays: 0,
      },
    ]);
    await joinCheckIn(test.app, token, plan.id);
    expect((await list())[0]).toMatchObject({ joined: true, streak: 0 });
  });

  it('starts a period at midnight of its first day in the tenant’s time zone', () => {
    expect(startOfDay('2030-03-10', 'Asia/Shanghai')).toBe(Date.parse('2030-03-09T16:00:00Z'));
    expect(startOfDay('2030-03-10', 'UTC')).toBe(Date.parse('2030-03-10T00:00:00Z'));
    // The day New York moves its clocks forward still starts at its midnight (UTC-5).
    expect(startOfDay('2030-03-10', 'America/New_York')).toBe(Date.parse('2030-03-10T05:00:00Z'));
  });

  it('answers another tenant’s plan as a made-up one (309220)', async () => {
    const plan = await thisWeek();
    const outsider = await learner(await createTenant(test.db));
    for (const planId of [plan.id, 'made-up']) {
      for (const call of [
        callApi(test.app, { path: '/clock/detail', token: outsider.token, query: { planId } }),
        callApi(test.app, { path: '/clock/exercise', token: outsider.token, query: { planId } }),
        callApi(test.app, {
          path: '/clock/result',
          token: outsider.token,
          query: { planId, day: today() },
        }),
        joinCheckIn(test.app, outsider.token, planId),
        checkInDay(test.app, outsider.token, { ...plan, id: planId }, today()),
      ]) {
        expect((await call).envelope).toEqual({
          code: ErrorCode.CHECK_IN_PLAN_NOT_FOUND,
          body: null,
        });
      }
    }
  });

  it('joins once, and refuses to join a plan whose period is over (309221)', async () => {
    const plan = await thisWeek();
    const { token } = await learner();
    const first = await joinCheckIn(test.app, token, plan.id);
    const again = await joinCheckIn(test.app, token, plan.id);
    expect(again.envelope).toEqual(first.envelope);
    const over = await thisWeek({ startsOn: '2020-01-01', endsOn: '2020-01-07' });
    expect((await joinCheckIn(test.app, token, over.id)).envelope).toEqual({
      code: ErrorCode.CHECK_IN_PLAN_ENDED,
      body: null,
    });
    expect((await detailOf(token, over.id)).joined).toBe(false);
  });

  it('lets only a learner who joined see the day or check in (309222)', async () => {
    const plan = await thisWeek();
    const { token, member } = await learner();
    for (const call of [
      callApi(test.app, { path: '/clock/exercise', token, query: { planId: plan.id } }),
      checkInDay(test.app, token, plan, today()),
    ]) {
      expect((await call).envelope.code).toBe(ErrorCode.CHECK_IN_PLAN_NOT_JOINED);
    }
    expect(await checkInRows(plan.id, member.id)).toEqual([]);
  });

  it('shows the day’s text, video and questions without their keys', async () => {
    const plan = await thisWeek();
    const { token } = await joined(plan);
    const { envelope } = await callApi<TGetCheckInDayResponse>(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId: plan.id },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body).toMatchObject({ day: today(), makeUp: false, credits: 5, checkIn: null });
    expect(
      envelope.body.tasks.map(({ kind, text, videoUrl }) => ({ kind, text, videoUrl })),
    ).toEqual([
      { kind: 'read', text: 'Lock your screen when you leave.', videoUrl: null },
      { kind: 'watch', text: null, videoUrl: 'https://video.example/film.mp4' },
      { kind: 'answer', text: null, videoUrl: null },
    ]);
    expect(envelope.body.tasks[2]!.questions.map(({ questionId }) => questionId)).toEqual(
      plan.questions.map(({ id }) => id),
    );
    for (const question of envelope.body.tasks.flatMap(({ questions }) => questions)) {
      expect(Object.keys(question)).not.toContain('key');
      expect(Object.keys(question)).not.toContain('analysis');
    }
  });

  it('refuses days outside the period or after today (309223)', async () => {
    const plan = await thisWeek({ startsOn: addDays(today(), -1), endsOn: addDays(today(), 1) });
    const { token, member } = await joined(plan);
    for (const day of [addDays(today(), 1), addDays(today(), -2), '2099-01-01']) {
      expect((await checkInDay(test.app, token, plan, day)).envelope).toEqual({
        code: ErrorCode.CHECK_IN_DAY_NOT_OPEN,
        body: null,
      });
      const { envelope } = await callApi(test.app, {
        path: '/clock/exercise',
        token,
        query: { planId: plan.id, day },
      });
      expect(envelope.code).toBe(ErrorCode.CHECK_IN_DAY_NOT_OPEN);
    }
    expect(await checkInRows(plan.id, member.id)).toEqual([]);
  });

  it('needs every read and watch task done (309225) and every question answered (309226)', async () => {
    const plan = await thisWeek();
    const { token, member } = await joined(plan);
    const submit = (body: Record<string, unknown>) =>
      callApi(test.app, {
        path: '/clock/checkIn',
        token,
        body: {
          planId: plan.id,
          day: today(),
          doneTaskIds: plan.doneTaskIds,
          answers: [],
          ...body,
        },
      });
    expect((await submit({ doneTaskIds: ['d1-t1'] })).envelope).toEqual({
      code: ErrorCode.CHECK_IN_TASKS_NOT_DONE,
      body: null,
    });
    const [first] = plan.questions;
    expect(
      (await submit({ answers: [{ questionId: first!.id, answer: first!.rightAnswer }] })).envelope,
    ).toEqual({ code: ErrorCode.CHECK_IN_QUESTIONS_UNANSWERED, body: 1 });
    // An answer of another type than its question's is refused, as on every answer sheet.
    expect(
      (
        await submit({
          answers: plan.questions.map((question) => ({
            questionId: question.id,
            answer: plan.questions[1]!.rightAnswer,
          })),
        })
      ).envelope.code,
    ).toBe(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    expect(await checkInRows(plan.id, member.id)).toEqual([]);
    expect(await creditRows(member.id)).toEqual([]);
  });

  it('checks in today once, judging the answers and awarding the credits once', async () => {
    const plan = await thisWeek();
    const { token, member } = await joined(plan);
    const first = await checkInDay(test.app, token, plan, today(), (question) =>
      question.questionType === QuestionType.TRUE_FALSE
        ? question.wrongAnswer!
        : question.rightAnswer,
    );
    expect(first.envelope.code).toBe('200');
    const result = first.envelope.body as TPostCheckInResponse;
    expect(result).toMatchObject({
      day: today(),
      makeUp: false,
      questionCount: 2,
      correctCount: 1,
      credits: 5,
      streak: 1,
      doneDays: 1,
    });
    // Submitting again (all right this time) answers the first check-in and awards nothing more.
    const again = await checkInDay(test.app, token, plan, today());
    expect(again.envelope).toEqual(first.envelope);
    expect(await checkInRows(plan.id, member.id)).toHaveLength(1);
    expect(
      (await creditRows(member.id)).map(({ source, biz_type, biz_name, amount }) => ({
        source,
        biz_type: Number(biz_type),
        biz_name,
        amount: Number(amount),
      })),
    ).toEqual([
      {
        source: checkInCreditSource(plan.id, today()),
        biz_type: CreditBizType.CHECK_IN,
        biz_name: plan.name,
        amount: 5,
      },
    ]);
    const { envelope } = await callApi(test.app, {
      path: '/clock/result',
      token,
      query: { planId: plan.id, day: today() },
    });
    expect(envelope).toEqual(first.envelope);
    const day = await callApi<TGetCheckInDayResponse>(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId: plan.id },
    });
    expect(day.envelope.body.checkIn).toEqual(result);
  });

  it('stores one check-in and one award when the same day is submitted at once', async () => {
    const plan = await thisWeek();
    const { token, member } = await joined(plan);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkInDay(test.app, token, plan, today())),
    );
    const bodies = answers.map(({ envelope }) => {
      expect(envelope.code).toBe('200');
      return envelope.body as TPostCheckInResponse;
    });
    expect(new Set(bodies.map(({ checkedInAt }) => checkedInAt)).size).toBe(1);
    expect(await checkInRows(plan.id, member.id)).toHaveLength(1);
    expect(await creditRows(member.id)).toHaveLength(1);
  });

  it('makes up a missed past day within the limit, for the make-up credits', async () => {
    const plan = await thisWeek({ makeUpLimit: 1 });
    const { token, member } = await joined(plan);
    const missed = addDays(today(), -2);
    const day = await callApi<TGetCheckInDayResponse>(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId: plan.id, day: missed },
    });
    expect(day.envelope.body).toMatchObject({ day: missed, makeUp: true, credits: 2 });
    const madeUp = await checkInDay(test.app, token, plan, missed);
    expect(madeUp.envelope.body).toMatchObject({ day: missed, makeUp: true, credits: 2 });
    // The same make-up again takes no second make-up.
    expect((await checkInDay(test.app, token, plan, missed)).envelope).toEqual(madeUp.envelope);
    const other = addDays(today(), -1);
    expect((await checkInDay(test.app, token, plan, other)).envelope).toEqual({
      code: ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT,
      body: null,
    });
    const exercise = await callApi(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId: plan.id, day: other },
    });
    expect(exercise.envelope.code).toBe(ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT);
    expect((await checkInRows(plan.id, member.id)).map(({ day: stored }) => stored)).toEqual([
      missed,
    ]);
    const detail = await detailOf(token, plan.id);
    expect(detail.progress).toMatchObject({ makeUpsUsed: 1, makeUpsLeft: 0, credits: 2 });
  });

  it('never passes the make-up limit when missed days are made up at once', async () => {
    const plan = await thisWeek({ makeUpLimit: 1 });
    const { token, member } = await joined(plan);
    const days = [-3, -2, -1].map((offset) => addDays(today(), offset));
    const answers = await Promise.all(days.map((day) => checkInDay(test.app, token, plan, day)));
    const codes = answers.map(({ envelope }) => envelope.code).sort();
    expect(codes).toEqual(
      ['200', ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT, ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT].sort(),
    );
    expect(await checkInRows(plan.id, member.id)).toHaveLength(1);
    expect(await creditRows(member.id)).toHaveLength(1);
  });

  it('counts the streak through made-up days, and draws the calendar', async () => {
    const plan = await thisWeek({ makeUpLimit: 3 });
    const { token } = await joined(plan);
    await checkInDay(test.app, token, plan, addDays(today(), -3));
    await checkInDay(test.app, token, plan, addDays(today(), -1));
    expect((await detailOf(token, plan.id)).streak).toBe(1);
    const today_ = await checkInDay(test.app, token, plan, today());
    expect(today_.envelope.body).toMatchObject({ streak: 2, doneDays: 3 });
    // Making up the gap joins the runs: four days in a row.
    const gap = await checkInDay(test.app, token, plan, addDays(today(), -2));
    expect(gap.envelope.body).toMatchObject({ streak: 4, doneDays: 4, makeUp: true });
    const detail = await detailOf(token, plan.id);
    expect(detail.progress!.calendar.map(({ state }) => state)).toEqual([
      'made-up',
      'made-up',
      'made-up',
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(detail.progress).toMatchObject({ missedDays: 0, makeUpsUsed: 3, credits: 11 });
  });

  it('shows missed days and the day not yet checked in', async () => {
    const plan = await thisWeek();
    const { token } = await joined(plan);
    const detail = await detailOf(token, plan.id);
    expect(detail.progress!.calendar.map(({ state }) => state)).toEqual([
      'missed',
      'missed',
      'missed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(detail.progress).toMatchObject({ missedDays: 3, makeUpsLeft: 1 });
    expect(detail.days[0]!.map(({ kind, questionCount }) => ({ kind, questionCount }))).toEqual([
      { kind: 'read', questionCount: 0 },
      { kind: 'watch', questionCount: 0 },
      { kind: 'answer', questionCount: 2 },
    ]);
  });

  it('answers 300213 for the result of a day not checked in', async () => {
    const plan = await thisWeek();
    const { token } = await joined(plan);
    const { envelope } = await callApi(test.app, {
      path: '/clock/result',
      token,
      query: { planId: plan.id, day: today() },
    });
    expect(envelope.code).toBe(ErrorCode.NO_DATA);
  });

  it('turns the day at the time zone’s midnight, not at UTC’s', async () => {
    // Asia/Shanghai is UTC+8: 15:59 UTC is 23:59 there, 16:01 UTC is 00:01 of the next day.
    expect(test.config.examTimeZone).toBe('Asia/Shanghai');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2030-03-10T15:59:00Z'));
    const plan = await createCheckInPlan(test.db, tenant, {
      startsOn: '2030-03-01',
      endsOn: '2030-03-31',
      types: [QuestionType.TRUE_FALSE],
      creditsPerCheckIn: 1,
    });
    const { member, token } = await joined(plan);
    const late = await checkInDay(test.app, token, plan, '2030-03-10');
    expect(late.envelope.body).toMatchObject({ day: '2030-03-10', makeUp: false, streak: 1 });
    // Still the same UTC date, but the next day in Shanghai: not a make-up, and not a double.
    vi.setSystemTime(Date.parse('2030-03-10T16:01:00Z'));
    expect((await checkInDay(test.app, token, plan, '2030-03-12')).envelope.code).toBe(
      ErrorCode.CHECK_IN_DAY_NOT_OPEN,
    );
    const early = await checkInDay(test.app, token, plan, '2030-03-11');
    expect(early.envelope.body).toMatchObject({
      day: '2030-03-11',
      makeUp: false,
      streak: 2,
      credits: 1,
    });
    expect(await creditRows(member.id)).toHaveLength(2);
    // Through the 12th, the 12th itself keeps the streak alive ...
    vi.setSystemTime(Date.parse('2030-03-12T15:59:00Z'));
    // Sessions lapse after a day unused: sign in again after the jump.
    const later = await login(test.app, member);
    expect(await detailOf(later, plan.id)).toMatchObject({ today: '2030-03-12', streak: 2 });
    // ... but once it has passed without a check-in, at 00:30 of the 13th the streak is broken.
    vi.setSystemTime(Date.parse('2030-03-12T16:30:00Z'));
    const detail = await detailOf(later, plan.id);
    expect(detail).toMatchObject({ today: '2030-03-13', streak: 0, doneDays: 2 });
    expect(detail.progress!.calendar.find(({ day }) => day === '2030-03-12')!.state).toBe('missed');
  });
});

describe('the check-in part of a content pack', () => {
  it('imports a plan running this week, relative to the import, and again changes nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lectern-check-in-pack-'));
    const deps = {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    };
    const pack: TContentPackInput = {
      version: 1,
      tenant: { factoryCode: '733733', sysName: 'Check-ins' },
      members: [{ userCode: 'learner', nickName: 'Learner', password: 'password-1' }],
      questionBanks: [
        {
          code: 'bank',
          name: 'Bank',
          questions: [
            {
              code: 'q1',
              content: '<p>Lock the screen?</p>',
              key: { questionType: QuestionType.TRUE_FALSE, value: true },
            },
          ],
        },
      ],
      checkInPlans: [
        {
          code: 'week',
          name: 'This week',
          startOffsetDays: -2,
          periodDays: 7,
          creditsPerCheckIn: 2,
          makeUpLimit: 1,
          days: [
            [
              { kind: 'read', title: 'Read', text: 'Text' },
              { kind: 'answer', title: 'Answer', questions: [{ bank: 'bank', question: 'q1' }] },
            ],
            [{ kind: 'watch', title: 'Watch', videoUrl: 'https://video.example/a.mp4' }],
          ],
        },
      ],
    };
    const file = join(folder, 'pack.json');
    writeFileSync(file, JSON.stringify(pack));
    try {
      await importPackFile(deps, file);
      const token = await login(test.app, {
        id: '',
        userCode: 'learner',
        password: 'password-1',
        tenant: { id: '', factoryCode: '733733' },
      });
      const { envelope } = await callApi<TGetCheckInPlansResponse>(test.app, {
        path: '/clock/list',
        token,
      });
      const [plan] = envelope.body.list;
      expect(plan).toMatchObject({
        name: 'This week',
        startsOn: addDays(today(), -2),
        endsOn: addDays(today(), 4),
        openToday: true,
        creditsPerCheckIn: 2,
        makeUpLimit: 1,
      });
      const before = await test.db
        .selectFrom('check_in_plans')
        .selectAll()
        .where('code', '=', 'week')
        .execute();
      await importPackFile(deps, file);
      const after = await test.db
        .selectFrom('check_in_plans')
        .selectAll()
        .where('code', '=', 'week')
        .execute();
      expect(after).toEqual(before);
      // Day 3 of the period (today) does the first pattern again; day 2 the second.
      const detail = await detailOf(token, plan!.planId);
      expect(detail.days.map((tasks) => tasks.map(({ kind }) => kind))).toEqual([
        ['read', 'answer'],
        ['watch'],
      ]);
      await joinCheckIn(test.app, token, plan!.planId);
      const day = await callApi<TGetCheckInDayResponse>(test.app, {
        path: '/clock/exercise',
        token,
        query: { planId: plan!.planId },
      });
      expect(day.envelope.body.tasks.map(({ kind }) => kind)).toEqual(['read', 'answer']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('check-in days', () => {
  it('refuses a day that is no calendar day, naming the parameter (300211)', async () => {
    const plan = await createCheckInPlan(test.db, tenant, {
      startsOn: '2020-01-01',
      endsOn: addDays(today(), 1),
    });
    const signedIn = await learner();
    await joinCheckIn(test.app, signedIn.token, plan.id);
    for (const day of ['2026-02-31', '2026-13-01', '2026-11-00']) {
      const { envelope } = await callApi(test.app, {
        path: '/clock/exercise',
        token: signedIn.token,
        query: { planId: plan.id, day },
      });
      expect(envelope).toEqual({ code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: 'day' });
      expect((await checkInDay(test.app, signedIn.token, plan, day)).envelope).toEqual({
        code: ErrorCode.REQUIRED_PARAMETER_EMPTY,
        body: 'day',
      });
    }
  });
});
