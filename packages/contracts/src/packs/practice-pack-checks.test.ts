import { describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from './content-pack';

const bank = (code: string, ...questionCodes: string[]) => ({
  code,
  name: `bank ${code}`,
  questions: questionCodes.map((question) => ({
    code: question,
    content: `question ${question}`,
    key: { questionType: 4 as const, value: true },
  })),
});

const packWith = (practice: Partial<TContentPackInput>): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode: '100200', sysName: 'Practice' },
  questionBanks: [bank('safety', 'q1', 'q2'), bank('sales', 's1')],
  practiceClassifications: [
    { code: 'root', name: 'Root', children: [{ code: 'leaf', name: 'Leaf' }] },
  ],
  ...practice,
});

const issuesOf = (pack: TContentPackInput) => {
  const result = ZContentPack.safeParse(pack);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('practice content of a pack', () => {
  it('accepts tasks drawing banks and single questions', () => {
    const parsed = ZContentPack.parse(
      packWith({
        practiceTasks: [
          { code: 't1', name: 'All safety', classifyCode: 'leaf', banks: ['safety'] },
          { code: 't2', name: 'Mixed', questions: [{ bank: 'sales', question: 's1' }], cost: 9.9 },
        ],
      }),
    );
    expect(parsed.practiceTasks[1]).toMatchObject({ level: 0, points: [], classifyCode: null });
  });

  it.each([
    [
      'a duplicate task code',
      [
        { code: 't', name: 'a', banks: ['safety'] },
        { code: 't', name: 'b', banks: ['sales'] },
      ],
      'duplicate practice task code t',
    ],
    [
      'an unknown classification',
      [{ code: 't', name: 'a', classifyCode: 'x', banks: ['safety'] }],
      'unknown practice classification x',
    ],
    ['an unknown bank', [{ code: 't', name: 'a', banks: ['nope'] }], 'unknown bank nope'],
    [
      'an unknown question',
      [{ code: 't', name: 'a', questions: [{ bank: 'safety', question: 'q9' }] }],
      'unknown question safety/q9',
    ],
    [
      'a question drawn twice',
      [
        {
          code: 't',
          name: 'a',
          banks: ['safety'],
          questions: [{ bank: 'safety', question: 'q1' }],
        },
      ],
      'question safety/q1 is drawn twice',
    ],
    ['no question', [{ code: 't', name: 'a' }], 'practice task t draws no question'],
  ])('refuses %s', (_, practiceTasks, message) => {
    expect(issuesOf(packWith({ practiceTasks }))).toContain(message);
  });

  it('refuses a duplicate classification code', () => {
    expect(
      issuesOf(
        packWith({
          practiceClassifications: [
            { code: 'a', name: 'A' },
            { code: 'a', name: 'B' },
          ],
        }),
      ),
    ).toContain('duplicate classification code a');
  });
});
