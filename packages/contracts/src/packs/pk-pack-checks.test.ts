import { describe, expect, it } from 'vitest';
import { pkPoolOf } from '../pk/pk-pack-checks';
import { ZContentPack, type TContentPackInput } from './content-pack';

const trueFalse = (code: string) => ({
  code,
  content: `question ${code}`,
  key: { questionType: 4 as const, value: true },
});
const shortAnswer = (code: string) => ({
  code,
  content: `question ${code}`,
  key: { questionType: 5 as const, referenceAnswer: 'x', keywords: [] },
});

const packWith = (pk: Partial<TContentPackInput>): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode: '100300', sysName: 'PK' },
  questionBanks: [
    { code: 'safety', name: 'Safety', questions: [trueFalse('q1'), trueFalse('q2')] },
    { code: 'essays', name: 'Essays', questions: [shortAnswer('e1')] },
  ],
  practiceTasks: [
    { code: 'all', name: 'All', banks: ['safety', 'essays'] },
    { code: 'one', name: 'One', questions: [{ bank: 'safety', question: 'q1' }] },
  ],
  ...pk,
});

const issuesOf = (pack: TContentPackInput) => {
  const result = ZContentPack.safeParse(pack);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('PK quizzes of a pack', () => {
  it('draws the choice and true/false questions of its tasks, each once', () => {
    const pack = ZContentPack.parse(
      packWith({
        pkQuizzes: [
          { code: 'pk', name: 'PK', practiceTasks: ['all', 'one'], questionsPerMatch: 2 },
        ],
      }),
    );
    expect(pack.pkQuizzes[0]).toMatchObject({
      secondsPerQuestion: 20,
      credits: { win: 10, draw: 5, loss: 1 },
    });
    expect(pkPoolOf(pack.pkQuizzes[0]!, pack.practiceTasks, pack.questionBanks)).toEqual([
      { bank: 'safety', question: 'q1' },
      { bank: 'safety', question: 'q2' },
    ]);
  });

  it('refuses unknown tasks, duplicate codes and pools smaller than a match', () => {
    const issues = issuesOf(
      packWith({
        pkQuizzes: [
          { code: 'pk', name: 'PK', practiceTasks: ['nope'] },
          { code: 'pk', name: 'Again', practiceTasks: ['one'], questionsPerMatch: 2 },
        ],
      }),
    );
    expect(issues).toContain('unknown practice task nope');
    expect(issues).toContain('duplicate PK quiz code pk');
    expect(issues).toContain('PK quiz pk has 1 choice or true/false questions, fewer than 2');
  });
});
