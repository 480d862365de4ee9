import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestionBank } from '../questions/question-pack';
import { MAX_CHECK_IN_PERIOD_DAYS } from './check-in';
import type { TPackCheckInPlan } from './check-in-pack';

export type TCheckInContent = {
  questionBanks: TPackQuestionBank[];
  checkInPlans: TPackCheckInPlan[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `startsOn` to `endsOn`, both counted. */
export const periodDaysOf = (startsOn: string, endsOn: string) =>
  Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) +
  1;

/**
 * Checks of the check-in plans a schema cannot make: codes unique, a period given one way and in
 * order and not too long, and every question resolvable.
 */
export const checkInContentIssues = ({
  questionBanks,
  checkInPlans,
}: TCheckInContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const banks = new Map(
    questionBanks.map((bank) => [bank.code, new Set(bank.questions.map(({ code }) => code))]),
  );
  const codes = new Set<string>();
  checkInPlans.forEach((plan, index) => {
    const path = ['checkInPlans', index];
    if (codes.has(plan.code)) {
      issues.push({
        path: [...path, 'code'],
        message: `duplicate check-in plan code ${plan.code}`,
      });
    }
    codes.add(plan.code);
    const byDates = plan.startsOn !== null && plan.endsOn !== null;
    const byOffset = plan.startOffsetDays !== null && plan.periodDays !== null;
    if (byDates === byOffset || (!byDates && (plan.startsOn !== null || plan.endsOn !== null))) {
      issues.push({
        path,
        message: `check-in plan ${plan.code} needs startsOn and endsOn, or startOffsetDays and periodDays`,
      });
    } else if (byDates) {
      const days = periodDaysOf(plan.startsOn!, plan.endsOn!);
      if (days < 1 || days > MAX_CHECK_IN_PERIOD_DAYS) {
        issues.push({
          path: [...path, 'endsOn'],
          message: `check-in plan ${plan.code} must last 1 to ${MAX_CHECK_IN_PERIOD_DAYS} days`,
        });
      }
    }
    plan.days.forEach((tasks, day) =>
      tasks.forEach((task, position) => {
        if (task.kind !== 'answer') return;
        task.questions.forEach(({ bank, question }, at) => {
          if (!banks.get(bank)?.has(question)) {
            issues.push({
              path: [...path, 'days', day, position, 'questions', at],
              message: `unknown question ${bank}/${question}`,
            });
          }
        });
      }),
    );
  });
  return issues;
};
