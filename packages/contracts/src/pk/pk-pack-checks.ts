import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestionBank } from '../questions/question-pack';
import { PK_QUESTION_TYPES } from './pk';
import type { TPackPkQuiz } from './pk-pack';

/** What a PK quiz needs of a pack's practice task: its code and the questions it draws. */
type TPracticeTaskQuestions = {
  code: string;
  banks: readonly string[];
  questions: readonly { bank: string; question: string }[];
};

/** The pool of a PK quiz: the choice and true/false questions of its tasks, as `bank/question`. */
export const pkPoolOf = (
  quiz: Pick<TPackPkQuiz, 'practiceTasks'>,
  practiceTasks: readonly TPracticeTaskQuestions[],
  questionBanks: readonly TPackQuestionBank[],
) => {
  const typeOf = new Map<string, number>();
  for (const bank of questionBanks) {
    for (const question of bank.questions) {
      const type = 'key' in question ? question.key.questionType : question.questionType;
      typeOf.set(`${bank.code}/${question.code}`, type);
    }
  }
  const tasks = new Map(practiceTasks.map((task) => [task.code, task]));
  const pool: { bank: string; question: string }[] = [];
  const seen = new Set<string>();
  const add = (bank: string, question: string) => {
    const ref = `${bank}/${question}`;
    const type = typeOf.get(ref);
    if (type === undefined || seen.has(ref) || !PK_QUESTION_TYPES.includes(type)) return;
    seen.add(ref);
    pool.push({ bank, question });
  };
  for (const code of quiz.practiceTasks) {
    const task = tasks.get(code);
    if (!task) continue;
    for (const bankCode of task.banks) {
      const bank = questionBanks.find((candidate) => candidate.code === bankCode);
      for (const question of bank?.questions ?? []) add(bankCode, question.code);
    }
    for (const { bank, question } of task.questions) add(bank, question);
  }
  return pool;
};

/** Checks a schema cannot make: codes unique, tasks known, a pool large enough for a match. */
export const pkContentIssues = ({
  pkQuizzes,
  practiceTasks,
  questionBanks,
}: {
  pkQuizzes: readonly TPackPkQuiz[];
  practiceTasks: readonly TPracticeTaskQuestions[];
  questionBanks: readonly TPackQuestionBank[];
}): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const codes = new Set<string>();
  const taskCodes = new Set(practiceTasks.map((task) => task.code));
  pkQuizzes.forEach((quiz, index) => {
    const path = ['pkQuizzes', index];
    if (codes.has(quiz.code)) {
      issues.push({ path: [...path, 'code'], message: `duplicate PK quiz code ${quiz.code}` });
    }
    codes.add(quiz.code);
    quiz.practiceTasks.forEach((code, position) => {
      if (!taskCodes.has(code)) {
        issues.push({
          path: [...path, 'practiceTasks', position],
          message: `unknown practice task ${code}`,
        });
      }
    });
    const pool = pkPoolOf(quiz, practiceTasks, questionBanks).length;
    if (pool < quiz.questionsPerMatch) {
      issues.push({
        path: [...path, 'questionsPerMatch'],
        message: `PK quiz ${quiz.code} has ${pool} choice or true/false questions, fewer than ${quiz.questionsPerMatch}`,
      });
    }
  });
  return issues;
};
