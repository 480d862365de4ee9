import { describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from './content-pack';

const trueFalse = (code: string) => ({
  code,
  content: `question ${code}`,
  key: { questionType: 4 as const, value: true },
});

type TMapsInput = NonNullable<TContentPackInput['learningMaps']>;

const packWith = (learningMaps: TMapsInput): TContentPackInput => ({
  version: 1,
  tenant: { factoryCode: '100400', sysName: 'Maps' },
  organisations: [{ code: 'sales', name: 'Sales' }],
  members: [{ userCode: 'ann', nickName: 'Ann', password: 'secret-123' }],
  questionBanks: [{ code: 'safety', name: 'Safety', questions: [trueFalse('q1')] }],
  practiceTasks: [{ code: 'drill', name: 'Drill', banks: ['safety'] }],
  papers: [
    {
      code: 'quiz',
      name: 'Quiz',
      passScore: 6,
      questions: [{ bankCode: 'safety', questionCode: 'q1', score: 10 }],
    },
  ],
  learningMaps,
});

const issuesOf = (pack: TContentPackInput) => {
  const parsed = ZContentPack.safeParse(pack);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const map = (fields: Partial<NonNullable<TMapsInput['maps']>[number]> = {}) => ({
  code: 'starter',
  name: 'Starter',
  stages: [
    { name: 'One', tasks: [{ kind: 'paper' as const, code: 'quiz' }] },
    {
      name: 'Two',
      unlock: { afterPrevious: true, minPreviousExamScore: 60 },
      tasks: [{ kind: 'practice' as const, code: 'drill' }],
    },
  ],
  ...fields,
});

describe('the learning-maps part of a content pack', () => {
  it('accepts maps of the pack’s tasks, with an audience, classifications and a ladder', () => {
    expect(
      issuesOf(
        packWith({
          classifications: [{ code: 'growth', name: 'Growth' }],
          maps: [map({ classifyCode: 'growth', organisations: ['sales'], members: ['ann'] })],
          developmentPaths: [
            { code: 'ladder', name: 'Ladder', rungs: [{ name: 'Rep', map: 'starter' }] },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('names unknown tasks, classifications, audiences and rung maps', () => {
    expect(
      issuesOf(
        packWith({
          maps: [
            map({
              classifyCode: 'nowhere',
              organisations: ['hr'],
              members: ['bob'],
              stages: [{ name: 'One', tasks: [{ kind: 'course', code: 'missing' }] }],
            }),
          ],
          developmentPaths: [
            { code: 'ladder', name: 'Ladder', rungs: [{ name: 'Rep', map: 'other' }] },
          ],
        }),
      ),
    ).toEqual([
      'unknown classification nowhere',
      'unknown member bob',
      'unknown organisation hr',
      'unknown course missing',
      'unknown map other',
    ]);
  });

  it('refuses rules a stage cannot meet', () => {
    expect(
      issuesOf(
        packWith({
          maps: [
            map({
              stages: [
                {
                  name: 'One',
                  unlock: { afterPrevious: true },
                  tasks: [{ kind: 'practice', code: 'drill' }],
                },
                {
                  name: 'Two',
                  unlock: { minPreviousExamScore: 60 },
                  tasks: [{ kind: 'paper', code: 'quiz' }],
                },
              ],
            }),
            map(),
          ],
        }),
      ),
    ).toEqual([
      'the first stage has no previous stage',
      'a minimum score needs a paper in the previous stage',
      'duplicate map code starter',
    ]);
  });

  it('does not let a stage open both at a fixed time and some days after the import', () => {
    const issues = issuesOf(
      packWith({
        maps: [
          map({
            stages: [
              {
                name: 'One',
                unlock: { opensAt: 1_800_000_000_000, opensAfterDays: 3 },
                tasks: [{ kind: 'paper', code: 'quiz' }],
              },
            ],
          }),
        ],
      }),
    );
    expect(issues).toEqual(['opensAt and opensAfterDays exclude each other']);
  });
});
