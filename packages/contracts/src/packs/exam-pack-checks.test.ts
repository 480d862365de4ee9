import { describe, expect, it } from 'vitest';
import { ZContentPack, type TContentPackInput } from './content-pack';

type TQuestionInput = Record<string, unknown>;
type TPaperInput = Record<string, unknown>;

const choice = (key: string) => ({ key, content: `option ${key}` });
const choices = (...keys: string[]) => keys.map(choice);

/** One valid question of every type but combination, keyed by a readable name. */
const questions = () => ({
  single: {
    code: 'single',
    content: '1 + 1 = ?',
    options: choices('A', 'B'),
    key: { questionType: 1, choice: 'B' },
  },
  multiple: {
    code: 'multiple',
    content: 'primes',
    options: choices('A', 'B', 'C'),
    key: { questionType: 2, choices: ['A', 'C'] },
  },
  fill: { code: 'fill', content: 'capital: ___', key: { questionType: 3, blanks: [['Paris']] } },
  trueFalse: { code: 'true-false', content: 'water is wet', key: { questionType: 4, value: true } },
  short: {
    code: 'short',
    content: 'explain',
    upload: { limit: 2, sizeMb: 5, types: ['pdf', 'png'] },
    key: { questionType: 5 },
  },
  cloze: {
    code: 'cloze',
    content: 'I ___ to ___',
    clozeBlanks: [choices('A', 'B'), choices('A', 'B', 'C')],
    key: { questionType: 6, choices: ['A', 'C'] },
  },
  sorting: {
    code: 'sorting',
    content: 'order',
    options: choices('a', 'b', 'c'),
    key: { questionType: 7, order: ['c', 'a', 'b'] },
  },
  audio: { code: 'audio', content: 'read aloud', key: { questionType: 8 } },
  video: { code: 'video', content: 'show', key: { questionType: 9 } },
  matching: {
    code: 'matching',
    content: 'match',
    options: choices('l1', 'l2'),
    targets: choices('r1', 'r2', 'r3'),
    key: { questionType: 10, pairs: { l1: 'r2', l2: 'r1' } },
  },
  classification: {
    code: 'classification',
    content: 'sort into groups',
    options: choices('apple', 'carrot', 'pear'),
    targets: choices('fruit', 'vegetable'),
    key: { questionType: 11, groups: { apple: 'fruit', carrot: 'vegetable', pear: 'fruit' } },
  },
  scale: {
    code: 'scale',
    content: 'how sure are you',
    options: choices('1', '2', '3'),
    key: { questionType: 12 },
  },
});

const combination = (parts: TQuestionInput[] = []): TQuestionInput => ({
  code: 'combination',
  questionType: 0,
  content: 'read and answer',
  parts:
    parts.length > 0
      ? parts
      : [
          { ...questions().single, code: 'p1', score: 2 },
          { ...questions().trueFalse, code: 'p2', score: 3 },
        ],
});

const packWith = (
  change: {
    bank?: TQuestionInput[];
    papers?: TPaperInput[];
    classifications?: TContentPackInput['examClassifications'];
  } = {},
): TContentPackInput =>
  ({
    version: 1,
    tenant: { factoryCode: '100', sysName: 'Tenant' },
    members: [
      { userCode: 'ann', nickName: 'Ann', password: 'secret1' },
      { userCode: 'bob', nickName: 'Bob', password: 'secret1' },
    ],
    examClassifications: change.classifications ?? [
      { code: 'safety', name: 'Safety', children: [{ code: 'fire', name: 'Fire' }] },
    ],
    questionBanks: [
      {
        code: 'bank',
        name: 'Bank',
        questions: change.bank ?? [...Object.values(questions()), combination()],
      },
    ],
    papers: change.papers ?? [
      {
        code: 'paper',
        name: 'Paper',
        classifyCode: 'fire',
        passScore: 6,
        isPublic: false,
        invitees: ['ann'],
        questions: [
          { bankCode: 'bank', questionCode: 'single', score: 5 },
          { bankCode: 'bank', questionCode: 'combination', score: 5 },
        ],
        draws: [{ bankCode: 'bank', questionType: 2, count: 1, score: 4 }],
      },
    ],
  }) as TContentPackInput;

/** The messages of a pack's issues, each prefixed with its path. */
const issuesOf = (pack: TContentPackInput) => {
  const result = ZContentPack.safeParse(pack);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const withQuestion = (name: string, change: TQuestionInput) =>
  packWith({
    bank: Object.entries(questions()).map(([key, question]) =>
      key === name ? { ...question, ...change } : question,
    ),
    papers: [],
  });

const paperWith = (change: TPaperInput) =>
  packWith({
    papers: [
      {
        code: 'paper',
        name: 'Paper',
        passScore: 1,
        questions: [{ bankCode: 'bank', questionCode: 'single', score: 5 }],
        ...change,
      },
    ],
  });

describe('the exam content of a content pack', () => {
  it('accepts a bank with every question type and papers that use it', () => {
    expect(issuesOf(packWith())).toEqual([]);
  });

  it('accepts a paper in sections, each question and draw rule in one of them', () => {
    expect(
      issuesOf(
        paperWith({
          sections: ['Basics', 'Practice'],
          questions: [{ bankCode: 'bank', questionCode: 'single', score: 5, section: 'Basics' }],
          draws: [{ bankCode: 'bank', questionType: 4, count: 1, score: 1, section: 'Practice' }],
          passChances: 2,
        }),
      ),
    ).toEqual([]);
  });

  it('accepts a paper that collects information before the exam', () => {
    expect(
      issuesOf(
        paperWith({
          collectionFields: [
            { key: 'employer', label: 'Employer', type: 'text', required: true },
            { key: 'staffNo', label: 'Staff number', type: 'text', unique: true },
            { key: 'role', label: 'Role', type: 'select', options: ['Sales', 'Support'] },
            { key: 'since', label: 'Since', type: 'date', sort: 0 },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('accepts a proctored paper, its rule filled with the defaults', () => {
    const [paper] = ZContentPack.parse(paperWith({ proctoring: { maxNoFace: 2 } })).papers;
    expect(paper?.proctoring).toMatchObject({
      camera: true,
      faceCheckSeconds: 3,
      compareIdPhoto: true,
      microphone: false,
      maxNoFace: 2,
      maxNoise: null,
    });
    expect(ZContentPack.parse(paperWith({})).papers[0]?.proctoring).toBeNull();
  });

  it.each([
    ['faces without the camera', { camera: false, maxNoFace: 1 }, 'maxNoFace needs camera'],
    [
      'mismatches without the ID photo',
      { compareIdPhoto: false, maxFaceMismatch: 1 },
      'maxFaceMismatch needs compareIdPhoto',
    ],
    ['noise without the microphone', { maxNoise: 1 }, 'maxNoise needs microphone'],
  ])('refuses a limit on %s', (_, proctoring, message) => {
    expect(issuesOf(paperWith({ proctoring }))).toContainEqual(expect.stringContaining(message));
  });

  it('accepts a paper asking for a signature, with or without a title of its own', () => {
    const paperOf = (signature: unknown) => {
      const result = ZContentPack.safeParse(paperWith({ signature }));
      return result.success ? result.data.papers[0] : result.error.issues;
    };
    expect(paperOf({})).toMatchObject({ signature: { title: null } });
    expect(paperOf({ title: ' 考生签名 ' })).toMatchObject({ signature: { title: '考生签名' } });
    expect(paperOf(null)).toMatchObject({ signature: null });
    expect(ZContentPack.parse(paperWith({})).papers[0]?.signature).toBeNull();
  });

  it.each([
    ['a blank title', { title: '  ' }, 'papers.0.signature.title: Too small'],
    ['too long a title', { title: '签'.repeat(65) }, 'papers.0.signature.title: Too big'],
    ['a bare flag', true, 'papers.0.signature: Invalid input'],
  ])('refuses a signature with %s', (_, signature, issue) => {
    const issues = issuesOf(paperWith({ signature }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain(issue);
  });

  it.each([
    [
      'a duplicate bank code',
      {
        ...packWith(),
        questionBanks: [
          { code: 'bank', name: 'One', questions: [questions().single] },
          { code: 'bank', name: 'Two', questions: [questions().fill] },
        ],
        papers: [],
      },
      'questionBanks.1.code: duplicate bank code bank',
    ],
    [
      'a duplicate question code in a bank',
      packWith({ bank: [questions().single, { ...questions().fill, code: 'single' }], papers: [] }),
      'questionBanks.0.questions.1.code: duplicate question code single in bank bank',
    ],
    [
      'a duplicate classification code',
      packWith({
        classifications: [
          { code: 'safety', name: 'Safety', children: [{ code: 'safety', name: 'Again' }] },
        ],
        papers: [],
      }),
      'examClassifications.0.children.0.code: duplicate classification code safety',
    ],
    [
      'a duplicate paper code',
      packWith({
        papers: [
          {
            code: 'p',
            name: 'P',
            passScore: 0,
            draws: [{ bankCode: 'bank', questionType: 4, count: 1, score: 1 }],
          },
          {
            code: 'p',
            name: 'Q',
            passScore: 0,
            draws: [{ bankCode: 'bank', questionType: 4, count: 1, score: 1 }],
          },
        ],
      }),
      'papers.1.code: duplicate paper code p',
    ],
    [
      'duplicate part codes in a combination',
      packWith({
        bank: [
          combination([
            { ...questions().single, code: 'p', score: 1 },
            { ...questions().fill, code: 'p', score: 1 },
          ]),
        ],
        papers: [],
      }),
      'questionBanks.0.questions.0.parts: duplicate part codes: p',
    ],
  ])('refuses %s', (_, pack, issue) => {
    expect(issuesOf(pack as TContentPackInput)).toContain(issue);
  });

  describe('papers', () => {
    it.each([
      [
        'an unknown classification',
        { classifyCode: 'none' },
        'papers.0.classifyCode: unknown classification code none',
      ],
      [
        'an invitee who is not a member',
        { invitees: ['ann', 'zoe'] },
        'papers.0.invitees.1: unknown member zoe',
      ],
      [
        'an invitee named twice',
        { invitees: ['ann', 'ann'] },
        'papers.0.invitees.1: ann is invited twice',
      ],
      [
        'an unknown bank',
        { questions: [{ bankCode: 'other', questionCode: 'single', score: 1 }] },
        'papers.0.questions.0.bankCode: unknown bank code other',
      ],
      [
        'an unknown question',
        { questions: [{ bankCode: 'bank', questionCode: 'nothing', score: 1 }] },
        'papers.0.questions.0.questionCode: no question nothing in bank bank',
      ],
      [
        'the same question twice',
        {
          questions: [
            { bankCode: 'bank', questionCode: 'single', score: 1 },
            { bankCode: 'bank', questionCode: 'single', score: 1 },
          ],
        },
        'papers.0.questions.1: question bank/single is on the paper twice',
      ],
      [
        'a draw from an unknown bank',
        { draws: [{ bankCode: 'other', questionType: 1, count: 1, score: 1 }] },
        'papers.0.draws.0.bankCode: unknown bank code other',
      ],
      [
        'a draw of more questions than the bank has',
        { questions: [], draws: [{ bankCode: 'bank', questionType: 4, count: 2, score: 1 }] },
        'papers.0.draws.0.count: bank bank has 1 questions of type 4, the paper takes 2',
      ],
      [
        'a draw of a type the fixed questions already used up',
        { draws: [{ bankCode: 'bank', questionType: 1, count: 1, score: 1 }] },
        'papers.0.draws.0.count: bank bank has 1 questions of type 1, the paper takes 2',
      ],
      [
        'a combination scored other than the sum of its parts',
        { questions: [{ bankCode: 'bank', questionCode: 'combination', score: 6 }] },
        'papers.0.questions.0.score: a combination scores the sum of its parts, 5',
      ],
      [
        'a combination draw scored other than the sum of its parts',
        { questions: [], draws: [{ bankCode: 'bank', questionType: 0, count: 1, score: 4 }] },
        'papers.0.draws.0.score: combination combination scores the sum of its parts, 5',
      ],
      [
        'a pass score above the total',
        { passScore: 5.5 },
        'papers.0.passScore: the pass score is above the total score 5',
      ],
      [
        'an end before the start',
        { examEnableTime: 2_000, examExpireTime: 1_000 },
        'papers.0.examExpireTime: the exam ends before it starts',
      ],
      [
        'a latest start after the end',
        { examEnableTime: 1_000, examExpireTime: 2_000, latestStartTime: 3_000 },
        'papers.0.latestStartTime: the latest start time is after the exam ends',
      ],
      [
        'a latest start before the start',
        { examEnableTime: 1_000, latestStartTime: 500 },
        'papers.0.latestStartTime: the latest start time is before the exam starts',
      ],
      [
        'a paid exam without an amount',
        { paid: true },
        'papers.0.payAmount: a paid exam needs an amount',
      ],
      [
        'pausing a paper with per-question time',
        { allowSuspension: true, secondsPerQuestion: 30 },
        'papers.0.allowSuspension: a paper with per-question time cannot be paused',
      ],
      [
        'a question outside every section of a sectioned paper',
        { sections: ['one'] },
        'papers.0.questions.0: name the section it belongs to',
      ],
      [
        'a section nobody declared',
        { questions: [{ bankCode: 'bank', questionCode: 'single', score: 5, section: 'x' }] },
        'papers.0.questions.0.section: unknown section x',
      ],
      [
        'a section named twice',
        {
          sections: ['one', 'one'],
          questions: [{ bankCode: 'bank', questionCode: 'single', score: 5, section: 'one' }],
        },
        'papers.0.sections.1: section one is named twice',
      ],
      [
        'a collection field key used twice',
        {
          collectionFields: [
            { key: 'employer', label: 'Employer', type: 'text' },
            { key: 'employer', label: 'Company', type: 'text' },
          ],
        },
        'papers.0.collectionFields.1: duplicate field key employer',
      ],
      [
        'a collected select without options',
        { collectionFields: [{ key: 'role', label: 'Role', type: 'select' }] },
        'papers.0.collectionFields.0: a select field needs options',
      ],
      [
        'options on a collected text field',
        {
          collectionFields: [{ key: 'employer', label: 'Employer', type: 'text', options: ['A'] }],
        },
        'papers.0.collectionFields.0: only a select field has options',
      ],
      [
        'a collected select offering an option twice',
        {
          collectionFields: [{ key: 'role', label: 'Role', type: 'select', options: ['A', 'A'] }],
        },
        'papers.0.collectionFields.0: duplicate option',
      ],
      [
        'a collection field key that is not a key',
        { collectionFields: [{ key: '1 employer', label: 'Employer', type: 'text' }] },
        'papers.0.collectionFields.0.key: a letter, then letters, digits, "_" or "-"',
      ],
      [
        'an empty section',
        {
          sections: ['one', 'two'],
          questions: [{ bankCode: 'bank', questionCode: 'single', score: 5, section: 'one' }],
        },
        'papers.0.sections.1: section two has no questions',
      ],
      [
        'notes to examinees on a paper without admission tickets',
        { examineeNotes: ['Bring your ID card'] },
        'papers.0.examineeNotes: notes to examinees are printed on admission tickets: set admissionTicket',
      ],
    ])('refuses %s', (_, change, issue) => {
      expect(issuesOf(paperWith(change))).toContain(issue);
    });

    it('accepts admission tickets with notes to examinees', () => {
      expect(
        issuesOf(paperWith({ admissionTicket: true, examineeNotes: ['Bring your ID card'] })),
      ).toEqual([]);
    });

    it('accepts a combination draw scored as its parts, and a draw of every remaining question', () => {
      expect(
        issuesOf(
          paperWith({
            draws: [
              { bankCode: 'bank', questionType: 0, count: 1, score: 5 },
              { bankCode: 'bank', questionType: 7, count: 1, score: 2.5 },
            ],
          }),
        ),
      ).toEqual([]);
    });
  });

  describe('answer keys against what the learner is shown', () => {
    it.each([
      [
        'single',
        'a right choice that is not an option',
        { key: { questionType: 1, choice: 'C' } },
        'key.choice: the right choice C is not an option',
      ],
      [
        'single',
        'a single option',
        { options: choices('A'), key: { questionType: 1, choice: 'A' } },
        'options: needs at least 2 options',
      ],
      [
        'single',
        'duplicate option keys',
        { options: choices('A', 'B', 'A') },
        'options: duplicate option keys: A',
      ],
      [
        'multiple',
        'right choices that are not options',
        { key: { questionType: 2, choices: ['A', 'D'] } },
        'key.choices: right choices that are not options: D',
      ],
      [
        'fill',
        'options on a fill-in-blank question',
        { options: choices('A', 'B') },
        'options: a question of type 3 has no options',
      ],
      [
        'trueFalse',
        'options on a true/false question',
        { options: choices('T', 'F') },
        'options: a question of type 4 has no options',
      ],
      [
        'cloze',
        'fewer right choices than blanks',
        { key: { questionType: 6, choices: ['A'] } },
        'key.choices: 1 right choices for 2 cloze blanks',
      ],
      [
        'cloze',
        'a right choice not offered in its blank',
        { key: { questionType: 6, choices: ['C', 'C'] } },
        'key.choices.0: C is not an option of blank 1',
      ],
      [
        'cloze',
        'a blank with one option',
        { clozeBlanks: [choices('A'), choices('A', 'B', 'C')] },
        'clozeBlanks.0: a cloze blank needs at least 2 options',
      ],
      [
        'single',
        'cloze blanks on another type',
        { clozeBlanks: [choices('A', 'B')] },
        'clozeBlanks: only a cloze question has cloze blanks',
      ],
      [
        'sorting',
        'an order that leaves an item out',
        { key: { questionType: 7, order: ['c', 'a'] } },
        'key.order: the right order must name every item exactly once',
      ],
      [
        'sorting',
        'an order with an unknown item',
        { key: { questionType: 7, order: ['c', 'a', 'x'] } },
        'key.order: the right order must name every item exactly once',
      ],
      [
        'matching',
        'a pair from an unknown left item',
        { key: { questionType: 10, pairs: { l1: 'r1', l2: 'r2', l9: 'r1' } } },
        'key.pairs: left items that are not options: l9',
      ],
      [
        'matching',
        'a pair to an unknown right item',
        { key: { questionType: 10, pairs: { l1: 'r9', l2: 'r1' } } },
        'key.pairs: right items that are not targets: r9',
      ],
      [
        'matching',
        'a left item without its pair',
        { key: { questionType: 10, pairs: { l1: 'r1' } } },
        'key.pairs: every left item needs its right item; missing: l2',
      ],
      ['matching', 'no right column', { targets: [] }, 'targets: needs at least 1 targets'],
      [
        'classification',
        'an unknown category',
        { key: { questionType: 11, groups: { apple: 'fruit', carrot: 'meat', pear: 'fruit' } } },
        'key.groups: categories that are not targets: meat',
      ],
      [
        'classification',
        'an unclassified item',
        { key: { questionType: 11, groups: { apple: 'fruit', carrot: 'vegetable' } } },
        'key.groups: every item needs its category; missing: pear',
      ],
      [
        'single',
        'targets on a choice question',
        { targets: choices('x') },
        'targets: a question of type 1 has no targets',
      ],
      [
        'trueFalse',
        'files on a true/false question',
        { upload: { limit: 1, sizeMb: 1, types: ['pdf'] } },
        'upload: only a short answer takes files',
      ],
      [
        'short',
        'an upload type outside spec §5',
        { upload: { limit: 1, sizeMb: 1, types: ['exe'] } },
        'upload.types: file types that cannot be uploaded: exe',
      ],
      [
        'single',
        'attachments without their names',
        { docUrls: ['https://x/a.pdf', 'https://x/b.pdf'], docNames: ['a.pdf'] },
        'docNames: 1 names for 2 attachments',
      ],
      [
        'single',
        'more picture texts than pictures',
        { docPics: ['https://x/a.png'], docPicAlts: ['柱状图', '多余的说明'] },
        'docPicAlts: 2 alternative texts for 1 pictures',
      ],
    ])('%s: refuses %s', (name, _, change, issue) => {
      expect(issuesOf(withQuestion(name, change))).toContain(
        `questionBanks.0.questions.${Object.keys(questions()).indexOf(name)}.${issue}`,
      );
    });

    it('checks the parts of a combination as questions of their own', () => {
      const pack = packWith({
        bank: [
          combination([
            { ...questions().single, code: 'p1', score: 1 },
            {
              ...questions().sorting,
              code: 'p2',
              score: 1,
              key: { questionType: 7, order: ['a'] },
            },
          ]),
        ],
        papers: [],
      });
      expect(issuesOf(pack)).toEqual([
        'questionBanks.0.questions.0.parts.1.key.order: the right order must name every item exactly once',
      ]);
    });
  });
});
