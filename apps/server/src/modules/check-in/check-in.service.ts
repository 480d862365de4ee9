import { CreditBizType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  CheckInDayState,
  CheckInTaskKind,
  type TCheckInCalendarDay,
  type TCheckInPlanSummary,
  type TCheckInResult,
  type TCheckInTask,
  type TCheckInTaskKind,
} from '@lectern/contracts/check-in/check-in';
import type { TGetCheckInDayResponse } from '@lectern/contracts/check-in/get-check-in-day';
import type { TGetCheckInPlanResponse } from '@lectern/contracts/check-in/get-check-in-plan';
import type { TPostCheckInRequest } from '@lectern/contracts/check-in/post-check-in';
import { isEmptyAnswer } from '@lectern/contracts/questions/answer';
import { gradeAnswer } from '@lectern/contracts/questions/grading';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { AppError } from '../../platform/http/app-error';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';
import { checkAnswerFiles, checkedAnswers } from '../questions/answer-checks';
import { judgedQuestions } from '../questions/judged-questions';
import { addDays, dayIndexOf, dayKeyOf, daysBetween, startOfDay, streakOf } from './check-in-days';
import type {
  CheckInMemberRow,
  CheckInPlanRow,
  CheckInRepositories,
  CheckInRow,
} from './check-in.repository';

/** A day's task as a plan stores it (`check_in_plans.day_tasks`). */
export type StoredCheckInTask = {
  taskId: string;
  kind: TCheckInTaskKind;
  title: string;
  text: string | null;
  videoUrl: string | null;
  questionIds: string[];
};

/** Every question of a check-in is worth this much: a day is judged by its right answers. */
const CHECK_IN_QUESTION_SCORE = 1;

/** The credit ledger's source of a learner's day of a plan: one award per plan and day. */
export const checkInCreditSource = (planId: string, day: string) => `check-in:${planId}:${day}`;

/** A plan with its period resolved to days. */
type Plan = Omit<CheckInPlanRow, 'starts_on' | 'ends_on'> & { starts_on: string; ends_on: string };

const dayTasksOf = (plan: Plan) => JSON.parse(plan.day_tasks) as StoredCheckInTask[][];

/** The tasks of `day`: day n of the period does pattern (n - 1) modulo their number. */
const tasksOfDay = (plan: Plan, day: string) => {
  const patterns = dayTasksOf(plan);
  return patterns[dayIndexOf(plan.starts_on, day) % patterns.length]!;
};

/**
 * Check-in learning (issue 24, docs/decisions/0067): a learner joins a plan once, then checks in
 * each day of its period once, by doing the day's tasks; a missed past day may be made up while
 * the plan's make-ups last. Days are the calendar days of `timeZone`. A check-in, its make-up
 * and its credits commit together, once.
 */
export const checkInService = ({
  db,
  transact,
  repositories,
  timeZone,
}: ServiceDeps<CheckInRepositories, { timeZone: string }>) => {
  const { checkIn } = repositories(db);
  const uploads = uploadsRepository(db);

  /** A relative period counts from the day its import anchored it on. */
  const resolved = (plan: CheckInPlanRow): Plan => {
    if (plan.start_offset_days === null || plan.period_days === null) {
      return { ...plan, starts_on: plan.starts_on!, ends_on: plan.ends_on! };
    }
    const startsOn = addDays(dayKeyOf(plan.anchored_at, timeZone), plan.start_offset_days);
    return { ...plan, starts_on: startsOn, ends_on: addDays(startsOn, plan.period_days - 1) };
  };

  const findPlan = async (tenantId: string, planId: string) => {
    const plan = await checkIn.findPlan(tenantId, planId);
    if (!plan) throw new AppError(ErrorCode.CHECK_IN_PLAN_NOT_FOUND);
    return resolved(plan);
  };

  const joiningOf = async ({ tenantId, memberId }: MemberSession, plan: Plan) => {
    const [joining] = await checkIn.joinings(tenantId, memberId, [plan.id]);
    if (!joining) throw new AppError(ErrorCode.CHECK_IN_PLAN_NOT_JOINED);
    return joining;
  };

  const summaryOf = (
    plan: Plan,
    today: string,
    joined: boolean,
    checkIns: CheckInRow[],
  ): TCheckInPlanSummary => {
    const done = new Set(checkIns.map(({ day }) => day));
    return {
      planId: plan.id,
      name: plan.name,
      description: plan.description,
      startsOn: plan.starts_on,
      endsOn: plan.ends_on,
      periodStartTimeDate: startOfDay(plan.starts_on, timeZone),
      dayCount: dayIndexOf(plan.starts_on, plan.ends_on) + 1,
      creditsPerCheckIn: plan.credits_per_check_in,
      creditsPerMakeUp: plan.credits_per_make_up,
      makeUpLimit: plan.make_up_limit,
      today,
      openToday: plan.starts_on <= today && today <= plan.ends_on,
      ended: plan.ends_on < today,
      joined,
      todayDone: done.has(today),
      streak: streakOf(done, today),
      doneDays: done.size,
    };
  };

  const calendarOf = (plan: Plan, today: string, checkIns: CheckInRow[]) => {
    const byDay = new Map(checkIns.map((row) => [row.day, row]));
    return daysBetween(plan.starts_on, plan.ends_on).map((day): TCheckInCalendarDay => {
      const row = byDay.get(day);
      const state = row
        ? row.make_up
          ? CheckInDayState.MADE_UP
          : CheckInDayState.DONE
        : day < today
          ? CheckInDayState.MISSED
          : day === today
            ? CheckInDayState.TODAY
            : CheckInDayState.UPCOMING;
      return { day, state, credits: row?.credits ?? 0 };
    });
  };

  const resultOf = async (
    session: MemberSession,
    plan: Plan,
    row: CheckInRow,
    today: string,
  ): Promise<TCheckInResult> => {
    const all = await checkIn.checkIns(session.tenantId, session.memberId, [plan.id]);
    const done = new Set(all.map(({ day }) => day));
    return {
      planId: plan.id,
      name: plan.name,
      day: row.day,
      makeUp: row.make_up === 1,
      questionCount: row.question_count,
      correctCount: row.correct_count,
      credits: row.credits,
      streak: streakOf(done, today),
      doneDays: done.size,
      checkedInAt: row.checked_in_at,
    };
  };

  /**
   * The day a learner may check in: within the period and not after today (309223); a past day
   * is a make-up, refused when none is left (309224) unless it is done already.
   */
  const openDay = (
    plan: Plan,
    joining: CheckInMemberRow,
    day: string,
    today: string,
    done: boolean,
  ) => {
    if (day < plan.starts_on || day > plan.ends_on || day > today) {
      throw new AppError(ErrorCode.CHECK_IN_DAY_NOT_OPEN);
    }
    const makeUp = day < today;
    if (makeUp && !done && joining.make_ups_used >= plan.make_up_limit) {
      throw new AppError(ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT);
    }
    return makeUp;
  };

  const questionsOf = (tenantId: string, tasks: StoredCheckInTask[]) =>
    judgedQuestions(
      db,
      tenantId,
      tasks.flatMap((task) => task.questionIds),
      CHECK_IN_QUESTION_SCORE,
    );

  return {
    list: async (session: MemberSession) => {
      const today = dayKeyOf(Date.now(), timeZone);
      const plans = (await checkIn.plans(session.tenantId)).map(resolved);
      const ids = plans.map(({ id }) => id);
      const [joinings, checkIns] = await Promise.all([
        checkIn.joinings(session.tenantId, session.memberId, ids),
        checkIn.checkIns(session.tenantId, session.memberId, ids),
      ]);
      const joined = new Set(joinings.map(({ plan_id }) => plan_id));
      return {
        list: plans.map((plan) =>
          summaryOf(
            plan,
            today,
            joined.has(plan.id),
            checkIns.filter(({ plan_id }) => plan_id === plan.id),
          ),
        ),
      };
    },

    detail: async (session: MemberSession, planId: string): Promise<TGetCheckInPlanResponse> => {
      const plan = await findPlan(session.tenantId, planId);
      const today = dayKeyOf(Date.now(), timeZone);
      const [[joining], checkIns] = await Promise.all([
        checkIn.joinings(session.tenantId, session.memberId, [plan.id]),
        checkIn.checkIns(session.tenantId, session.memberId, [plan.id]),
      ]);
      const calendar = calendarOf(plan, today, checkIns);
      return {
        ...summaryOf(plan, today, joining !== undefined, checkIns),
        days: dayTasksOf(plan).map((tasks) =>
          tasks.map((task) => ({
            taskId: task.taskId,
            kind: task.kind,
            title: task.title,
            questionCount: task.questionIds.length,
          })),
        ),
        progress: joining
          ? {
              joinedAt: joining.joined_at,
              calendar,
              missedDays: calendar.filter(({ state }) => state === CheckInDayState.MISSED).length,
              makeUpsUsed: joining.make_ups_used,
              makeUpsLeft: Math.max(0, plan.make_up_limit - joining.make_ups_used),
              credits: checkIns.reduce((sum, row) => sum + row.credits, 0),
            }
          : null,
      };
    },

    /** Joins once: joining again answers the first joining; an ended plan is refused (309221). */
    join: async ({ tenantId, memberId }: MemberSession, planId: string) => {
      const plan = await findPlan(tenantId, planId);
      const now = Date.now();
      const [joined] = await checkIn.joinings(tenantId, memberId, [plan.id]);
      if (joined) return { joinedAt: joined.joined_at };
      if (plan.ends_on < dayKeyOf(now, timeZone)) {
        throw new AppError(ErrorCode.CHECK_IN_PLAN_ENDED);
      }
      await checkIn.join({
        tenant_id: tenantId,
        plan_id: plan.id,
        member_id: memberId,
        joined_at: now,
        make_ups_used: 0,
      });
      const [joining] = await checkIn.joinings(tenantId, memberId, [plan.id]);
      return { joinedAt: joining!.joined_at };
    },

    /** The day's tasks with their text, video and questions (never the keys). */
    day: async (
      session: MemberSession,
      planId: string,
      requestedDay: string | undefined,
    ): Promise<TGetCheckInDayResponse> => {
      const plan = await findPlan(session.tenantId, planId);
      const joining = await joiningOf(session, plan);
      const today = dayKeyOf(Date.now(), timeZone);
      const day = requestedDay ?? today;
      const existing = await checkIn.findCheckIn(session.tenantId, plan.id, session.memberId, day);
      const makeUp = openDay(plan, joining, day, today, existing !== undefined);
      const tasks = tasksOfDay(plan, day);
      const views = new Map(
        (await questionsOf(session.tenantId, tasks)).map(({ view }) => [view.questionId, view]),
      );
      return {
        planId: plan.id,
        name: plan.name,
        day,
        makeUp,
        credits: makeUp ? plan.credits_per_make_up : plan.credits_per_check_in,
        tasks: tasks.map((task): TCheckInTask => ({
          taskId: task.taskId,
          kind: task.kind,
          title: task.title,
          text: task.text,
          videoUrl: task.videoUrl,
          questions: task.questionIds.flatMap((id) => {
            const view = views.get(id);
            return view ? [view] : [];
          }),
        })),
        checkIn: existing ? await resultOf(session, plan, existing, today) : null,
      };
    },

    /**
     * Checks in a day once: the same submit again answers the first check-in. The check-in, the
     * make-up it takes and its credits commit in one transaction; the unique day makes
     * concurrent submits store one, and the guarded make-up count never passes its limit.
     */
    checkIn: async (session: MemberSession, submit: TPostCheckInRequest) => {
      const { tenantId, memberId } = session;
      const plan = await findPlan(tenantId, submit.planId);
      const joining = await joiningOf(session, plan);
      const now = Date.now();
      const today = dayKeyOf(now, timeZone);
      const existing = await checkIn.findCheckIn(tenantId, plan.id, memberId, submit.day);
      const makeUp = openDay(plan, joining, submit.day, today, existing !== undefined);
      if (existing) return resultOf(session, plan, existing, today);

      const tasks = tasksOfDay(plan, submit.day);
      const done = new Set(submit.doneTaskIds);
      if (tasks.some((task) => task.kind !== CheckInTaskKind.ANSWER && !done.has(task.taskId))) {
        throw new AppError(ErrorCode.CHECK_IN_TASKS_NOT_DONE);
      }
      const questions = await questionsOf(tenantId, tasks);
      const views = new Map(questions.map(({ view }) => [view.questionId, view]));
      const checked = checkedAnswers(views, submit.answers);
      if (checked.refusal) throw new AppError(checked.refusal);
      await checkAnswerFiles(uploads, session, checked.files);
      const answers = new Map(
        submit.answers
          .filter(({ answer }) => !isEmptyAnswer(answer))
          .map(({ questionId, answer }) => [questionId, answer]),
      );
      const unanswered = questions.filter(({ view }) => !answers.has(view.questionId)).length;
      if (unanswered > 0) throw new AppError(ErrorCode.CHECK_IN_QUESTIONS_UNANSWERED, unanswered);
      const judged = questions.map(({ view, key }) => {
        const answer = answers.get(view.questionId)!;
        const grade = gradeAnswer({ score: CHECK_IN_QUESTION_SCORE, key }, answer);
        return { questionId: view.questionId, answer, status: grade.status };
      });
      const credits = makeUp ? plan.credits_per_make_up : plan.credits_per_check_in;
      const row = {
        id: newId(),
        tenant_id: tenantId,
        plan_id: plan.id,
        member_id: memberId,
        day: submit.day,
        make_up: makeUp ? 1 : 0,
        answers: JSON.stringify(judged),
        question_count: judged.length,
        correct_count: judged.filter(({ status }) => status === 'right').length,
        credits,
        checked_in_at: now,
      };
      const stored = await transact(async (trx) => {
        const store = repositories(trx).checkIn;
        if (!(await store.insertCheckIn(row))) {
          return store.findCheckIn(tenantId, plan.id, memberId, submit.day);
        }
        // Thrown inside the transaction: the check-in above is undone with it.
        if (makeUp && !(await store.claimMakeUp(tenantId, plan.id, memberId, plan.make_up_limit))) {
          throw new AppError(ErrorCode.CHECK_IN_NO_MAKE_UP_LEFT);
        }
        if (credits > 0) {
          await creditLedger(trx).award(
            {
              tenantId,
              memberId,
              source: checkInCreditSource(plan.id, submit.day),
              bizType: CreditBizType.CHECK_IN,
              bizName: plan.name,
              amount: credits,
            },
            now,
          );
        }
        return row;
      });
      if (!stored) throw new AppError(ErrorCode.CHECK_IN_DAY_NOT_OPEN);
      return resultOf(session, plan, stored, today);
    },

    result: async (session: MemberSession, planId: string, day: string) => {
      const plan = await findPlan(session.tenantId, planId);
      const row = await checkIn.findCheckIn(session.tenantId, plan.id, session.memberId, day);
      if (!row) throw new AppError(ErrorCode.NO_DATA);
      return resultOf(session, plan, row, dayKeyOf(Date.now(), timeZone));
    },
  };
};
