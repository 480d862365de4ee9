import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestionBank } from '../questions/question-pack';
import type { TPackPracticeTask } from './practice-pack';

type TClassificationNode = { code: string; children: TClassificationNode[] };

export type TPracticeContent = {
  practiceClassifications: TClassificationNode[];
  questionBanks: TPackQuestionBank[];
  practiceTasks: TPackPracticeTask[];
};

/**
 * Checks of the practice content a schema cannot make: codes unique, classifications and
 * questions resolvable, and every task with at least one question, none twice.
 */
export const practiceContentIssues = ({
  practiceClassifications,
  questionBanks,
  practiceTasks,
}: TPracticeContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const classifications = new Set<string>();
  const visit = (nodes: TClassificationNode[], path: (string | number)[]) =>
    nodes.forEach((node, index) => {
      if (classifications.has(node.code)) {
        issues.push({
          path: [...path, index, 'code'],
          message: `duplicate classification code ${node.code}`,
        });
      }
      classifications.add(node.code);
      visit(node.children, [...path, index, 'children']);
    });
  visit(practiceClassifications, ['practiceClassifications']);
  const banks = new Map(
    questionBanks.map((bank) => [bank.code, new Set(bank.questions.map(({ code }) => code))]),
  );
  const taskCodes = new Set<string>();
  practiceTasks.forEach((task, index) => {
    const path = ['practiceTasks', index];
    if (taskCodes.has(task.code)) {
      issues.push({
        path: [...path, 'code'],
        message: `duplicate practice task code ${task.code}`,
      });
    }
    taskCodes.add(task.code);
    if (task.classifyCode !== null && !classifications.has(task.classifyCode)) {
      issues.push({
        path: [...path, 'classifyCode'],
        message: `unknown practice classification ${task.classifyCode}`,
      });
    }
    const drawn = new Set<string>();
    task.banks.forEach((code, position) => {
      const questions = banks.get(code);
      if (!questions) {
        issues.push({ path: [...path, 'banks', position], message: `unknown bank ${code}` });
        return;
      }
      for (const question of questions) drawn.add(`${code}/${question}`);
    });
    task.questions.forEach(({ bank, question }, position) => {
      if (!banks.get(bank)?.has(question)) {
        issues.push({
          path: [...path, 'questions', position],
          message: `unknown question ${bank}/${question}`,
        });
      } else if (drawn.has(`${bank}/${question}`)) {
        issues.push({
          path: [...path, 'questions', position],
          message: `question ${bank}/${question} is drawn twice`,
        });
      }
      drawn.add(`${bank}/${question}`);
    });
    if (drawn.size === 0) {
      issues.push({ path, message: `practice task ${task.code} draws no question` });
    }
  });
  return issues;
};
