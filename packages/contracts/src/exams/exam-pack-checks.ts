import { customFieldIssues } from '../common/custom-field';
import { QuestionType, type TQuestionType } from '../common/enums';
import type { TPackIssue } from '../common/pack-issue';
import type { TPackQuestion, TPackQuestionBank } from '../questions/question-pack';
import {
  combinationScore,
  isCombination,
  packQuestionIssues,
  packQuestionType,
  sameScore,
} from '../questions/question-pack-checks';
import type { TPackPaper } from './exam-pack';

/**
 * Checks across the exam content of a content pack that one schema cannot make: codes unique,
 * references resolvable, draw rules satisfiable, and every answer key consistent with what the
 * learner is shown. The content-pack schema reports these as issues of the pack.
 */

type TClassificationNode = { code: string; children: TClassificationNode[] };

export type TExamContent = {
  examClassifications: TClassificationNode[];
  questionBanks: TPackQuestionBank[];
  papers: TPackPaper[];
  /** The userCodes of the pack's members: invitees must be among them. */
  memberCodes: ReadonlySet<string>;
};

const classificationCodes = (nodes: TClassificationNode[], issues: TPackIssue[]) => {
  const codes = new Set<string>();
  const visit = (level: TClassificationNode[], path: (string | number)[]) =>
    level.forEach((node, index) => {
      if (codes.has(node.code)) {
        issues.push({
          path: [...path, index, 'code'],
          message: `duplicate classification code ${node.code}`,
        });
      }
      codes.add(node.code);
      visit(node.children, [...path, index, 'children']);
    });
  visit(nodes, ['examClassifications']);
  return codes;
};

type TBankIndex = Map<string, Map<string, TPackQuestion>>;

const bankIndex = (banks: TPackQuestionBank[], issues: TPackIssue[]): TBankIndex => {
  const index: TBankIndex = new Map();
  banks.forEach((bank, bankPosition) => {
    const path = ['questionBanks', bankPosition];
    if (index.has(bank.code)) {
      issues.push({ path: [...path, 'code'], message: `duplicate bank code ${bank.code}` });
    }
    const questions = new Map<string, TPackQuestion>();
    bank.questions.forEach((question, position) => {
      const questionPath = [...path, 'questions', position];
      if (questions.has(question.code)) {
        issues.push({
          path: [...questionPath, 'code'],
          message: `duplicate question code ${question.code} in bank ${bank.code}`,
        });
      }
      questions.set(question.code, question);
      for (const issue of packQuestionIssues(question)) {
        issues.push({ ...issue, path: [...questionPath, ...issue.path] });
      }
    });
    index.set(bank.code, questions);
  });
  return index;
};

/** Sections named once each; with sections, every question and draw rule in one, none empty. */
const sectionIssues = (paper: TPackPaper): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const sections = new Set(paper.sections);
  paper.sections.forEach((name, index) => {
    if (paper.sections.indexOf(name) !== index) {
      issues.push({ path: ['sections', index], message: `section ${name} is named twice` });
    }
  });
  const used = new Set<string>();
  const checkEntry = (entry: { section?: string | undefined }, at: (string | number)[]) => {
    if (entry.section === undefined) {
      if (sections.size > 0) issues.push({ path: at, message: 'name the section it belongs to' });
    } else if (!sections.has(entry.section)) {
      issues.push({ path: [...at, 'section'], message: `unknown section ${entry.section}` });
    } else used.add(entry.section);
  };
  paper.questions.forEach((entry, index) => checkEntry(entry, ['questions', index]));
  paper.draws.forEach((draw, index) => checkEntry(draw, ['draws', index]));
  paper.sections.forEach((name, index) => {
    if (!used.has(name))
      issues.push({ path: ['sections', index], message: `section ${name} has no questions` });
  });
  return issues;
};

/** A limit on what the paper does not watch would never count: the author meant something else. */
const proctoringIssues = ({ proctoring }: TPackPaper): TPackIssue[] => {
  if (proctoring === null) return [];
  const issues: TPackIssue[] = [];
  const unwatched = (field: string, watched: string) =>
    issues.push({ path: ['proctoring', field], message: `${field} needs ${watched}` });
  if (!proctoring.camera) {
    if (proctoring.maxNoFace !== null) unwatched('maxNoFace', 'camera');
    if (proctoring.maxMultipleFaces !== null) unwatched('maxMultipleFaces', 'camera');
    if (proctoring.maxFaceMismatch !== null) unwatched('maxFaceMismatch', 'camera');
  }
  if (!proctoring.compareIdPhoto && proctoring.maxFaceMismatch !== null) {
    unwatched('maxFaceMismatch', 'compareIdPhoto');
  }
  if (!proctoring.microphone && proctoring.maxNoise !== null) unwatched('maxNoise', 'microphone');
  return issues;
};

const paperIssues = (
  paper: TPackPaper,
  path: (string | number)[],
  banks: TBankIndex,
  content: TExamContent,
  classifications: ReadonlySet<string>,
): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const add = (at: (string | number)[], message: string) =>
    issues.push({ path: [...path, ...at], message });

  if (paper.classifyCode !== null && !classifications.has(paper.classifyCode)) {
    add(['classifyCode'], `unknown classification code ${paper.classifyCode}`);
  }
  paper.invitees.forEach((userCode, index) => {
    if (!content.memberCodes.has(userCode)) add(['invitees', index], `unknown member ${userCode}`);
    if (paper.invitees.indexOf(userCode) !== index) {
      add(['invitees', index], `${userCode} is invited twice`);
    }
  });

  // Questions of each bank and type the paper takes: fixed ones and those its rules draw.
  const needed = new Map<string, number>();
  const need = (bankCode: string, type: TQuestionType, count: number) => {
    const slot = `${bankCode}/${type}`;
    needed.set(slot, (needed.get(slot) ?? 0) + count);
  };
  const fixed = new Set<string>();
  let totalScore = 0;
  paper.questions.forEach((entry, index) => {
    totalScore += entry.score;
    const question = banks.get(entry.bankCode)?.get(entry.questionCode);
    if (!banks.has(entry.bankCode)) {
      add(['questions', index, 'bankCode'], `unknown bank code ${entry.bankCode}`);
      return;
    }
    if (!question) {
      add(
        ['questions', index, 'questionCode'],
        `no question ${entry.questionCode} in bank ${entry.bankCode}`,
      );
      return;
    }
    const slot = `${entry.bankCode}/${entry.questionCode}`;
    if (fixed.has(slot)) add(['questions', index], `question ${slot} is on the paper twice`);
    fixed.add(slot);
    need(entry.bankCode, packQuestionType(question), 1);
    if (isCombination(question) && !sameScore(entry.score, combinationScore(question))) {
      add(
        ['questions', index, 'score'],
        `a combination scores the sum of its parts, ${combinationScore(question)}`,
      );
    }
  });

  paper.draws.forEach((draw, index) => {
    totalScore += draw.count * draw.score;
    const bank = banks.get(draw.bankCode);
    if (!bank) {
      add(['draws', index, 'bankCode'], `unknown bank code ${draw.bankCode}`);
      return;
    }
    need(draw.bankCode, draw.questionType, draw.count);
    if (draw.questionType === QuestionType.COMBINATION) {
      for (const question of bank.values()) {
        if (isCombination(question) && !sameScore(draw.score, combinationScore(question))) {
          add(
            ['draws', index, 'score'],
            `combination ${question.code} scores the sum of its parts, ${combinationScore(question)}`,
          );
        }
      }
    }
  });

  paper.draws.forEach((draw, index) => {
    const bank = banks.get(draw.bankCode);
    if (!bank) return;
    const available = [...bank.values()].filter(
      (question) => packQuestionType(question) === draw.questionType,
    ).length;
    const wanted = needed.get(`${draw.bankCode}/${draw.questionType}`) ?? 0;
    if (wanted > available) {
      add(
        ['draws', index, 'count'],
        `bank ${draw.bankCode} has ${available} questions of type ${draw.questionType}, the paper takes ${wanted}`,
      );
    }
  });

  issues.push(
    ...sectionIssues(paper).map((issue) => ({ ...issue, path: [...path, ...issue.path] })),
  );
  issues.push(...customFieldIssues(paper.collectionFields, [...path, 'collectionFields']));
  if (paper.passScore > totalScore) {
    add(['passScore'], `the pass score is above the total score ${totalScore}`);
  }
  const { examEnableTime, examExpireTime, latestStartTime } = paper;
  if (examEnableTime !== null && examExpireTime !== null && examEnableTime >= examExpireTime) {
    add(['examExpireTime'], 'the exam ends before it starts');
  }
  if (latestStartTime !== null) {
    if (examEnableTime !== null && latestStartTime < examEnableTime) {
      add(['latestStartTime'], 'the latest start time is before the exam starts');
    }
    if (examExpireTime !== null && latestStartTime > examExpireTime) {
      add(['latestStartTime'], 'the latest start time is after the exam ends');
    }
  }
  if (paper.paid && paper.payAmount <= 0) add(['payAmount'], 'a paid exam needs an amount');
  if (paper.examineeNotes.length > 0 && !paper.admissionTicket) {
    add(
      ['examineeNotes'],
      'notes to examinees are printed on admission tickets: set admissionTicket',
    );
  }
  issues.push(
    ...proctoringIssues(paper).map((issue) => ({ ...issue, path: [...path, ...issue.path] })),
  );
  // A pause would stop the exam's time but not each question's window.
  if (paper.allowSuspension && paper.secondsPerQuestion !== null) {
    add(['allowSuspension'], 'a paper with per-question time cannot be paused');
  }
  return issues;
};

/** Every cross-reference issue of a pack's exam content, with paths from the pack's root. */
export const examContentIssues = (content: TExamContent): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const classifications = classificationCodes(content.examClassifications, issues);
  const banks = bankIndex(content.questionBanks, issues);
  const paperCodes = new Set<string>();
  content.papers.forEach((paper, index) => {
    if (paperCodes.has(paper.code)) {
      issues.push({
        path: ['papers', index, 'code'],
        message: `duplicate paper code ${paper.code}`,
      });
    }
    paperCodes.add(paper.code);
    issues.push(...paperIssues(paper, ['papers', index], banks, content, classifications));
  });
  return issues;
};
