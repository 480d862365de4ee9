import { LearningTaskKind } from '../common/enums';
import type { TPackIssue } from '../common/pack-issue';
import type { TPackTrainingProgramme } from './new-employee-training-pack';

type TClassificationNode = { code: string; children: TClassificationNode[] };

export type TNewEmployeeTrainingContent = {
  classifications: TClassificationNode[];
  programmes: TPackTrainingProgramme[];
  memberCodes: ReadonlySet<string>;
  /** The pack's papers: a training exam must be one that is not public and invites no one. */
  papers: readonly { code: string; isPublic: boolean; invitees: readonly string[] }[];
  /** The codes of the pack's courses and practice tasks, for tasks of those kinds. */
  courseCodes: ReadonlySet<string>;
  practiceTaskCodes: ReadonlySet<string>;
};

/**
 * Checks of the new-employee training content a schema cannot make: codes unique, classifications,
 * invitees and the tasks' courses, papers and practice tasks resolvable, and every training exam a
 * paper that only its programme opens (spec §6). Tasks of other kinds (offline classes) are found
 * by their feature when the pack is imported.
 */
export const newEmployeeTrainingIssues = ({
  classifications,
  programmes,
  memberCodes,
  papers,
  courseCodes,
  practiceTaskCodes,
}: TNewEmployeeTrainingContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const section = 'newEmployeeTraining';
  const classificationCodes = new Set<string>();
  const visit = (nodes: TClassificationNode[], path: (string | number)[]) =>
    nodes.forEach((node, index) => {
      if (classificationCodes.has(node.code)) {
        issues.push({ path: [...path, index, 'code'], message: `duplicate code ${node.code}` });
      }
      classificationCodes.add(node.code);
      visit(node.children, [...path, index, 'children']);
    });
  visit(classifications, [section, 'classifications']);

  const paperByCode = new Map(papers.map((paper) => [paper.code, paper]));
  const knownCodes: Partial<Record<number, ReadonlySet<string>>> = {
    [LearningTaskKind.COURSE]: courseCodes,
    [LearningTaskKind.EXAM]: new Set(paperByCode.keys()),
    [LearningTaskKind.PRACTICE]: practiceTaskCodes,
  };
  const programmeCodes = new Set<string>();
  programmes.forEach((programme, index) => {
    const path = [section, 'programmes', index];
    if (programmeCodes.has(programme.code)) {
      issues.push({ path: [...path, 'code'], message: `duplicate code ${programme.code}` });
    }
    programmeCodes.add(programme.code);
    if (programme.classifyCode !== null && !classificationCodes.has(programme.classifyCode)) {
      issues.push({
        path: [...path, 'classifyCode'],
        message: `unknown classification ${programme.classifyCode}`,
      });
    }
    const taskKeys = new Set<string>();
    programme.tasks.forEach((task, position) => {
      const key = `${task.kind}:${task.code}`;
      if (taskKeys.has(key)) {
        issues.push({ path: [...path, 'tasks', position], message: `duplicate task ${key}` });
      }
      taskKeys.add(key);
      const known = knownCodes[task.kind];
      if (known && !known.has(task.code)) {
        issues.push({
          path: [...path, 'tasks', position, 'code'],
          message: `unknown task ${task.code} of kind ${task.kind}`,
        });
      }
    });
    const invited = new Set<string>();
    programme.invitees.forEach((invitee, position) => {
      const inviteePath = [...path, 'invitees', position, 'userCode'];
      if (!memberCodes.has(invitee.userCode)) {
        issues.push({ path: inviteePath, message: `unknown member ${invitee.userCode}` });
      }
      if (invited.has(invitee.userCode)) {
        issues.push({ path: inviteePath, message: `duplicate invitee ${invitee.userCode}` });
      }
      invited.add(invitee.userCode);
    });
    if (programme.exam !== null) {
      const paper = paperByCode.get(programme.exam.paper);
      if (!paper) {
        issues.push({
          path: [...path, 'exam', 'paper'],
          message: `unknown paper ${programme.exam.paper}`,
        });
      } else if (paper.isPublic || paper.invitees.length > 0) {
        issues.push({
          path: [...path, 'exam', 'paper'],
          message: `training exam ${paper.code} must not be public nor invite anyone`,
        });
      }
    }
  });
  return issues;
};
