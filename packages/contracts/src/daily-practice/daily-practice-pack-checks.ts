import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestionBank } from '../questions/question-pack';
import type { TPackDailyPractice } from './daily-practice-pack';

export type TDailyPracticeContent = {
  questionBanks: TPackQuestionBank[];
  dailyPractices: TPackDailyPractice[];
};

/**
 * Checks of the daily practices a schema cannot make: codes unique, questions resolvable, a pool
 * of at least one question, none twice, and dates in order.
 */
export const dailyPracticeContentIssues = ({
  questionBanks,
  dailyPractices,
}: TDailyPracticeContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const banks = new Map(
    questionBanks.map((bank) => [bank.code, new Set(bank.questions.map(({ code }) => code))]),
  );
  const codes = new Set<string>();
  dailyPractices.forEach((daily, index) => {
    const path = ['dailyPractices', index];
    if (codes.has(daily.code)) {
      issues.push({
        path: [...path, 'code'],
        message: `duplicate daily practice code ${daily.code}`,
      });
    }
    codes.add(daily.code);
    const pool = new Set<string>();
    daily.banks.forEach((code, position) => {
      const questions = banks.get(code);
      if (!questions) {
        issues.push({ path: [...path, 'banks', position], message: `unknown bank ${code}` });
        return;
      }
      for (const question of questions) pool.add(`${code}/${question}`);
    });
    daily.questions.forEach(({ bank, question }, position) => {
      if (!banks.get(bank)?.has(question)) {
        issues.push({
          path: [...path, 'questions', position],
          message: `unknown question ${bank}/${question}`,
        });
      } else if (pool.has(`${bank}/${question}`)) {
        issues.push({
          path: [...path, 'questions', position],
          message: `question ${bank}/${question} is drawn twice`,
        });
      }
      pool.add(`${bank}/${question}`);
    });
    if (pool.size === 0) {
      issues.push({ path, message: `daily practice ${daily.code} draws no question` });
    }
    if (daily.startsOn !== null && daily.endsOn !== null && daily.endsOn < daily.startsOn) {
      issues.push({
        path: [...path, 'endsOn'],
        message: `daily practice ${daily.code} ends before it starts`,
      });
    }
  });
  return issues;
};
