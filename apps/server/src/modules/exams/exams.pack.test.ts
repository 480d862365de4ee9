import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TGetPaperClassifyListResponse } from '@lectern/contracts/exams/get-paper-classify-list';
import type { TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { createPasswordHasher } from '../../platform/security/passwords';
import { createLocalStorage } from '../../platform/storage/local-storage';
import {
  getAnswerSheet,
  saveAnswers,
  startedSheet,
  startExam,
  submitSheet,
} from '../../test/exam-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { builtinDemoPackPath } from '../../packs/demo-pack';
import { importPackFile, InvalidPackError, type PackImportDeps } from '../../packs/import-pack';

let test: TestApp;
let deps: PackImportDeps;
let folder: string;

beforeAll(async () => {
  // Papers change in the database under the app, as another process's pack import would change
  // them: read afresh on every call (paper-cache.test.ts covers the cache).
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  folder = mkdtempSync(join(tmpdir(), 'lectern-exam-pack-'));
  mkdirSync(join(folder, 'files'));
  for (const [from, to] of [
    ['campus.png', 'picture.png'],
    ['learner-handbook.pdf', 'handout.pdf'],
    ['exams/product-intro.mp3', 'listening.mp3'],
  ] as const) {
    copyFileSync(
      new URL(`../../packs/demo/assets/${from}`, import.meta.url),
      join(folder, 'files', to),
    );
  }
});
afterAll(async () => {
  await test.close();
  rmSync(folder, { recursive: true, force: true });
});

const EXAM_TABLES = [
  'exam_classifications',
  'question_banks',
  'questions',
  'papers',
  'paper_invitations',
  'uploads',
] as const;

/** Every row of the exam tables, in a stable order: what a re-import must leave as it was. */
const examRows = async () =>
  Object.fromEntries(
    await Promise.all(
      EXAM_TABLES.map(
        async (table) =>
          [
            table,
            (await test.db.selectFrom(table).selectAll().execute())
              .map((row) => JSON.stringify(row))
              .sort(),
          ] as const,
      ),
    ),
  );

const countOf = async (table: (typeof EXAM_TABLES)[number] | 'tenants') =>
  Number(
    (
      await test.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  );

const writePack = (pack: TContentPackInput) => {
  const file = join(folder, 'pack.json');
  writeFileSync(file, JSON.stringify(pack));
  return file;
};

const signIn = async (factoryCode: string, userCode: string, password: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode, userCode, password },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};

const examList = async (token: string) => {
  const { envelope } = await callApi<TGetExamListResponse>(test.app, {
    path: '/exam/list',
    token,
    query: { pageSize: '50' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.list;
};

const paperIds = async (token: string) =>
  Object.fromEntries((await examList(token)).map((exam) => [exam.paperName, exam.paperId]));

/** Fetches a site-relative file URL: its status and content type. */
const served = async (url: string) => {
  const response = await test.app.inject({ url });
  return { status: response.statusCode, type: response.headers['content-type'] };
};

const FILE_URL = /^\/h5\/api\/files\/[A-Za-z0-9_-]+\//;

const choice = (key: string, content = `选项 ${key}`) => ({ key, content });

describe('the demo pack’s exam content', () => {
  it('is imported with its assets as served files, and again without changing a row', async () => {
    const summary = await importPackFile(deps, builtinDemoPackPath());
    expect(summary).toMatchObject({
      examClassifications: 9,
      questionBanks: 4,
      questions: 49,
      papers: 23,
    });

    const token = await signIn('100100', 'demo', 'demo1234');
    // Papers without a release date list in the pack's order, the same on every import (their
    // ids are random), then the released one.
    expect((await examList(token)).map((exam) => exam.paperName)).toEqual([
      '演示综合测验',
      '信息安全随机抽题测验',
      '信息安全自测（可暂停）',
      '信息安全分部分测验',
      '信息安全闯关（一次机会）',
      '信息安全快答（每题限时）',
      '信息安全年考（统一放榜）',
      '信息安全自测（防切屏）',
      '华东销售部季度销售技能考核',
      '销售精英认证考试',
      '2024 年度信息安全知识考试',
    ]);
    const sheetId = await startedSheet(test.app, token, (await paperIds(token))['演示综合测验']!);
    const { body: sheet } = await getAnswerSheet(test.app, token, sheetId);
    expect(JSON.stringify(sheet)).not.toContain('asset:');
    const chart = sheet.questions.find((question) => question.docPics.length > 0);
    const handout = sheet.questions.find((question) => question.docUrls.length > 0);
    const listening = sheet.questions.find((question) => question.media !== null);
    expect(chart?.docPics[0]).toMatch(FILE_URL);
    expect(chart?.docPicAlts?.[0]).toMatch(/^柱状图：华东销售部 2024 年季度销售额/);
    // A question without pictures has no picture texts either.
    expect(handout?.docPicAlts).toEqual([]);
    expect(await served(chart?.docPics[0] ?? '')).toEqual({ status: 200, type: 'image/png' });
    expect(handout?.docNames).toEqual(['客户拜访记录表.pdf']);
    expect(await served(handout?.docUrls[0] ?? '')).toEqual({
      status: 200,
      type: 'application/pdf',
    });
    expect(listening?.media).toMatchObject({ kind: 'audio', playLimit: 2 });
    expect(await served(listening?.media?.url ?? '')).toEqual({ status: 200, type: 'audio/mpeg' });

    const before = await examRows();
    const again = await importPackFile(deps, builtinDemoPackPath());
    expect(again).toMatchObject({ created: false, questions: 49, papers: 23 });
    expect(await examRows()).toEqual(before);
  });

  it('gives the account `proctored` its two proctored papers, each read with its rule', async () => {
    await importPackFile(deps, builtinDemoPackPath());
    const token = await signIn('100100', 'proctored', 'demo1234');
    const exams = await examList(token);
    const ruleOf = async (name: string) => {
      const paperId = exams.find((exam) => exam.paperName === name)?.paperId ?? '';
      const { envelope } = await callApi<TGetExamPreviewResponse>(test.app, {
        path: '/exam/preview',
        token,
        query: { paperId },
      });
      return envelope.body.proctoring?.rule;
    };
    expect(await ruleOf('信息安全监考测验（严格）')).toEqual({
      camera: true,
      faceCheckSeconds: 3,
      faceCheckIntervalSeconds: 5,
      compareIdPhoto: false,
      microphone: false,
      noiseThreshold: 60,
      screenRecording: false,
      phoneCamera: false,
      maxNoFace: 2,
      maxMultipleFaces: null,
      maxFaceMismatch: null,
      maxNoise: null,
    });
    expect(await ruleOf('信息安全全程监考')).toMatchObject({
      camera: true,
      compareIdPhoto: true,
      microphone: true,
      noiseThreshold: 20,
      screenRecording: true,
      phoneCamera: true,
      maxNoFace: 3,
      maxMultipleFaces: 3,
      maxFaceMismatch: 3,
      maxNoise: 3,
    });
  });
});

describe('a pack’s exam content imported again', () => {
  const FACTORY = '400401';
  const pack = (changed: boolean): TContentPackInput => ({
    version: 1,
    tenant: { factoryCode: FACTORY, sysName: 'Exam pack' },
    members: [
      { userCode: 'ada', nickName: 'Ada', password: 'password-a' },
      { userCode: 'bob', nickName: 'Bob', password: 'password-b' },
    ],
    examClassifications: [
      {
        code: 'safety',
        name: changed ? '安全（新）' : '安全',
        children: changed ? [] : [{ code: 'fire', name: '消防' }],
      },
      ...(changed
        ? [{ code: 'skills', name: '技能', children: [{ code: 'fire', name: '消防' }] }]
        : []),
    ],
    questionBanks: [
      {
        code: 'bank',
        name: changed ? '题库（新）' : '题库',
        questions: [
          {
            code: 'extinguisher',
            content: changed ? '<p>干粉灭火器适用于？</p>' : '<p>灭火器适用于？</p>',
            options: [choice('A'), choice('B')],
            key: { questionType: QuestionType.SINGLE_CHOICE, choice: changed ? 'B' : 'A' },
            analysis: '<p>见消防手册。</p>',
          },
          ...(changed
            ? [
                {
                  code: 'exit-new',
                  content: '<p>安全出口必须保持畅通。</p>',
                  key: { questionType: QuestionType.TRUE_FALSE, value: true },
                },
              ]
            : [
                {
                  code: 'exit-old',
                  content: '<p>可以锁闭安全出口。</p>',
                  key: { questionType: QuestionType.TRUE_FALSE, value: false },
                },
              ]),
          {
            code: 'case',
            questionType: QuestionType.COMBINATION,
            content: '<p>案例</p>',
            parts: [
              {
                code: 'part-a',
                content: '<p>火灾时应乘坐电梯。</p>',
                key: { questionType: QuestionType.TRUE_FALSE, value: false },
                score: 3,
              },
            ],
          },
        ],
      },
    ],
    papers: [
      {
        code: 'fixed',
        name: '固定试卷',
        classifyCode: 'fire',
        passScore: 1,
        questions: [
          { bankCode: 'bank', questionCode: 'extinguisher', score: 5 },
          { bankCode: 'bank', questionCode: 'case', score: 3 },
        ],
      },
      {
        code: 'drawn',
        name: '抽题试卷',
        passScore: 1,
        draws: [{ bankCode: 'bank', questionType: QuestionType.TRUE_FALSE, count: 1, score: 2 }],
      },
      {
        code: 'private',
        name: '邀请试卷',
        isPublic: false,
        invitees: changed ? ['bob'] : ['ada'],
        passScore: 1,
        questions: [{ bankCode: 'bank', questionCode: 'extinguisher', score: 5 }],
      },
      ...(changed
        ? []
        : [
            {
              code: 'retired',
              name: '停用试卷',
              passScore: 1,
              questions: [{ bankCode: 'bank', questionCode: 'extinguisher', score: 5 }],
            },
          ]),
    ],
  });

  it('updates what changed in place and removes what the pack no longer lists', async () => {
    await importPackFile(deps, writePack(pack(false)));
    const ada = await signIn(FACTORY, 'ada', 'password-a');
    const bob = await signIn(FACTORY, 'bob', 'password-b');
    const before = await paperIds(ada);
    expect(Object.keys(before).sort()).toEqual(
      ['停用试卷', '固定试卷', '抽题试卷', '邀请试卷'].sort(),
    );
    const firstSheet = await startedSheet(test.app, ada, before['固定试卷']!);
    const { body: first } = await getAnswerSheet(test.app, ada, firstSheet);
    expect((await submitSheet(test.app, ada, firstSheet)).code).toBe('200');

    const summary = await importPackFile(deps, writePack(pack(true)));
    expect(summary).toMatchObject({ created: false, questionBanks: 1, questions: 3, papers: 3 });

    // The retired paper is deleted for learners; the invitation moved from Ada to Bob.
    const after = await paperIds(ada);
    expect(Object.keys(after).sort()).toEqual(['固定试卷', '抽题试卷'].sort());
    expect(after['固定试卷']).toBe(before['固定试卷']);
    expect((await startExam(test.app, ada, before['停用试卷']!)).code).toBe(
      ErrorCode.PAPER_DELETED_ALT,
    );
    expect((await startExam(test.app, ada, before['邀请试卷']!)).code).toBe(ErrorCode.NOT_INVITED);
    expect(Object.keys(await paperIds(bob))).toContain('邀请试卷');

    // Same question ids, new content, and the new key grades.
    const sheetId = await startedSheet(test.app, ada, after['固定试卷']!);
    const { body: sheet } = await getAnswerSheet(test.app, ada, sheetId);
    expect(sheet.questions.map((question) => question.questionId)).toEqual(
      first.questions.map((question) => question.questionId),
    );
    expect(sheet.questions[0]?.content).toBe('<p>干粉灭火器适用于？</p>');
    await saveAnswers(test.app, ada, sheetId, [
      {
        questionId: sheet.questions[0]?.questionId ?? '',
        seq: 1,
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
        marked: false,
      },
    ]);
    expect((await submitSheet(test.app, ada, sheetId)).code).toBe('200');
    const { envelope: result } = await callApi<TGetExamResultResponse>(test.app, {
      path: '/exam/result',
      token: ada,
      query: { answerSheetId: sheetId },
    });
    expect(result.body.score).toBe(5);

    // The dropped true/false question is gone from the bank, so it is no longer drawn.
    const codes = await test.db
      .selectFrom('questions')
      .innerJoin('tenants', 'tenants.id', 'questions.tenant_id')
      .select('questions.code')
      .where('tenants.factory_code', '=', FACTORY)
      .orderBy('questions.code')
      .execute();
    expect(codes.map(({ code }) => code)).toEqual(['case', 'exit-new', 'extinguisher']);
    const drawnSheet = await startedSheet(test.app, ada, after['抽题试卷']!);
    const { body: drawn } = await getAnswerSheet(test.app, ada, drawnSheet);
    expect(drawn.questions.map((question) => question.content)).toEqual([
      '<p>安全出口必须保持畅通。</p>',
    ]);

    // The classification moved under its new parent; the emptied branch is gone.
    const { envelope: tree } = await callApi<TGetPaperClassifyListResponse>(test.app, {
      path: '/exam/paperClassifyList',
      token: ada,
    });
    expect(
      tree.body[0]?.children.map((node) => [
        node.name,
        node.children.map((child) => child.classifyPath),
      ]),
    ).toEqual([
      ['安全（新）', []],
      ['技能', ['skills/fire/']],
    ]);

    // Listing a paper again brings it back under the same id.
    await importPackFile(deps, writePack(pack(false)));
    expect((await paperIds(ada))['停用试卷']).toBe(before['停用试卷']);
  });
});

describe('a paper’s collection fields imported', () => {
  const FACTORY = '400403';
  const pack = (staffNoUnique: boolean): TContentPackInput => ({
    version: 1,
    tenant: { factoryCode: FACTORY, sysName: 'Collection pack' },
    members: [
      { userCode: 'ada', nickName: 'Ada', password: 'password-a' },
      { userCode: 'bob', nickName: 'Bob', password: 'password-b' },
    ],
    questionBanks: [
      {
        code: 'bank',
        name: '题库',
        questions: [
          {
            code: 'exit',
            content: '<p>安全出口必须保持畅通。</p>',
            key: { questionType: QuestionType.TRUE_FALSE, value: true },
          },
        ],
      },
    ],
    papers: [
      {
        code: 'collecting',
        name: '采集试卷',
        passScore: 1,
        questions: [{ bankCode: 'bank', questionCode: 'exit', score: 2 }],
        collectionFields: [
          { key: 'employer', label: '工作单位', type: 'text', required: true, sort: 2 },
          { key: 'staffNo', label: '工号', type: 'text', required: true, unique: staffNoUnique },
          { key: 'role', label: '岗位', type: 'select', options: ['销售', '技术'], sort: 1 },
        ],
      },
    ],
  });
  const save = (token: string, paperId: string, staffNo: string) =>
    callApi(test.app, {
      path: '/exam/saveCollection',
      token,
      body: { paperId, values: { employer: '华东', staffNo, role: null } },
    }).then(({ envelope }) => envelope.code);

  it('orders the form by sort, and claims unique values again when a field becomes unique', async () => {
    await importPackFile(deps, writePack(pack(false)));
    const ada = await signIn(FACTORY, 'ada', 'password-a');
    const bob = await signIn(FACTORY, 'bob', 'password-b');
    const paperId = (await paperIds(ada))['采集试卷']!;
    const { envelope: preview } = await callApi<TGetExamPreviewResponse>(test.app, {
      path: '/exam/preview',
      token: ada,
      query: { paperId },
    });
    expect(preview.body.collection).toBe('required');
    const { envelope: form } = await callApi<{ fields: { key: string }[] }>(test.app, {
      path: '/exam/collection',
      token: ada,
      query: { paperId },
    });
    expect(form.body.fields.map((field) => field.key)).toEqual(['staffNo', 'role', 'employer']);

    // Not unique yet: both learners hold S-1, Ada first.
    expect(await save(ada, paperId, 'S-1')).toBe('200');
    expect(await save(bob, paperId, 'S-1')).toBe('200');
    // Both saves may fall in one millisecond: Bob's is made the later.
    await test.db
      .updateTable('exam_collections')
      .set((eb) => ({ saved_at: eb('saved_at', '+', 1) }))
      .where('paper_id', '=', paperId)
      .where('member_id', '=', (eb) =>
        eb
          .selectFrom('members')
          .innerJoin('tenants', 'tenants.id', 'members.tenant_id')
          .select('members.id')
          .where('tenants.factory_code', '=', FACTORY)
          .where('members.user_code', '=', 'bob'),
      )
      .execute();
    await importPackFile(deps, writePack(pack(true)));
    const claims = await test.db
      .selectFrom('exam_collection_claims')
      .innerJoin('members', 'members.id', 'exam_collection_claims.member_id')
      .select(['members.user_code', 'exam_collection_claims.value'])
      .where('exam_collection_claims.paper_id', '=', paperId)
      .execute();
    expect(claims).toEqual([{ user_code: 'ada', value: 'S-1' }]);
    // Bob keeps what he saved until he saves again, when the value is Ada's.
    expect(await save(bob, paperId, 'S-1')).toBe(ErrorCode.INPUT_ITEM_REPEATED);
    expect(await save(bob, paperId, 'S-2')).toBe('200');

    // Unique no more: the claims go.
    await importPackFile(deps, writePack(pack(false)));
    expect(
      await test.db
        .selectFrom('exam_collection_claims')
        .select('value')
        .where('paper_id', '=', paperId)
        .execute(),
    ).toEqual([]);
  });
});

describe('a pack whose exam content does not hold together', () => {
  const FACTORY = '400402';
  const valid = (): TContentPackInput => ({
    version: 1,
    tenant: { factoryCode: FACTORY, sysName: 'Broken pack' },
    members: [{ userCode: 'ada', nickName: 'Ada', password: 'password-a' }],
    questionBanks: [
      {
        code: 'bank',
        name: '题库',
        questions: [
          {
            code: 'q1',
            content: '<p>1</p>',
            key: { questionType: QuestionType.TRUE_FALSE, value: true },
          },
          {
            code: 'q2',
            content: '<p>2</p>',
            key: { questionType: QuestionType.TRUE_FALSE, value: false },
          },
        ],
      },
    ],
    papers: [
      {
        code: 'paper',
        name: '试卷',
        passScore: 1,
        isPublic: false,
        invitees: ['ada'],
        questions: [{ bankCode: 'bank', questionCode: 'q1', score: 1 }],
        draws: [{ bankCode: 'bank', questionType: QuestionType.TRUE_FALSE, count: 1, score: 1 }],
      },
    ],
  });
  const broken: [string, (pack: TContentPackInput) => void, string][] = [
    [
      'names a question its bank does not have',
      (pack) => {
        pack.papers![0]!.questions![0]!.questionCode = 'q9';
      },
      'papers[0](paper).questions[0].questionCode: no question q9 in bank bank',
    ],
    [
      'names an unknown bank',
      (pack) => {
        pack.papers![0]!.questions![0]!.bankCode = 'elsewhere';
      },
      'papers[0](paper).questions[0].bankCode: unknown bank code elsewhere',
    ],
    [
      'draws more questions than the bank holds',
      (pack) => {
        pack.papers![0]!.draws![0]!.count = 2;
      },
      'papers[0](paper).draws[0].count: bank bank has 2 questions of type 4, the paper takes 3',
    ],
    [
      'invites someone who is not a member',
      (pack) => {
        pack.papers![0]!.invitees = ['ada', 'ghost'];
      },
      'papers[0](paper).invitees[1]: unknown member ghost',
    ],
    [
      'has a question whose key does not fit',
      (pack) => {
        pack.questionBanks![0]!.questions[1] = {
          code: 'q2',
          content: '<p>2</p>',
          options: [choice('A'), choice('B')],
          key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'C' },
        };
      },
      'questionBanks[0](bank).questions[1](q2).key.choice: the right choice C is not an option',
    ],
  ];

  it.each(broken)(
    'is refused when it %s, naming the problem, and nothing is imported',
    async (_, breakIt, problem) => {
      const pack = valid();
      breakIt(pack);
      const tenants = await countOf('tenants');
      const uploads = await countOf('uploads');
      const failure = importPackFile(deps, writePack(pack));
      await expect(failure).rejects.toThrow(InvalidPackError);
      await expect(failure).rejects.toThrow(`\n  ${problem}`);
      expect(await countOf('tenants')).toBe(tenants);
      expect(await countOf('uploads')).toBe(uploads);
    },
  );

  it('leaves an imported tenant’s exams as they were', async () => {
    await importPackFile(deps, writePack(valid()));
    const before = await examRows();
    const pack = valid();
    pack.questionBanks![0]!.name = '改名的题库';
    pack.papers![0]!.draws![0]!.count = 5;
    await expect(importPackFile(deps, writePack(pack))).rejects.toThrow(/draws\[0\]\.count/);
    expect(await examRows()).toEqual(before);
  });
});

describe('asset references inside exam content', () => {
  const FACTORY = '400403';

  it('become the URLs of files uploaded once for the tenant', async () => {
    const uploads = await countOf('uploads');
    await importPackFile(
      deps,
      writePack({
        version: 1,
        tenant: { factoryCode: FACTORY, sysName: 'Assets' },
        members: [{ userCode: 'ada', nickName: 'Ada', password: 'password-a' }],
        questionBanks: [
          {
            code: 'bank',
            name: '题库',
            questions: [
              {
                code: 'listen',
                content: '<p>看图并听录音：</p><p><img src="asset:files/picture.png" alt="图"></p>',
                docUrls: ['asset:files/handout.pdf'],
                docNames: ['讲义.pdf'],
                docPics: ['asset:files/picture.png'],
                docPicAlts: ['一张示意图'],
                media: { kind: 'audio', url: 'asset:files/listening.mp3', playLimit: 1 },
                options: [choice('A'), choice('B', '<img src="asset:files/picture.png">')],
                key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'A' },
                analysis: '<p>详见<a href="asset:files/handout.pdf">讲义</a>。</p>',
              },
            ],
          },
        ],
        papers: [
          {
            code: 'paper',
            name: '试卷',
            passScore: 1,
            keysVisibility: 'afterSubmit',
            agreement: { title: '须知', content: '<p><img src="asset:files/picture.png"></p>' },
            questions: [{ bankCode: 'bank', questionCode: 'listen', score: 2 }],
          },
        ],
      }),
    );
    expect(await countOf('uploads')).toBe(uploads + 3);

    const token = await signIn(FACTORY, 'ada', 'password-a');
    const paperId = (await paperIds(token))['试卷']!;
    const { envelope: preview } = await callApi<TGetExamPreviewResponse>(test.app, {
      path: '/exam/preview',
      token,
      query: { paperId },
    });
    const sheetId = await startedSheet(test.app, token, paperId);
    const { body: sheet } = await getAnswerSheet(test.app, token, sheetId);
    const question = sheet.questions[0];
    const picture = question?.docPics[0] ?? '';
    const handout = question?.docUrls[0] ?? '';
    expect(picture).toMatch(FILE_URL);
    expect(question?.docPicAlts).toEqual(['一张示意图']);
    expect(question?.content).toContain(`src="${picture}"`);
    expect(question?.options[1]?.content).toBe(`<img src="${picture}">`);
    expect(preview.body.agreement?.content).toBe(`<p><img src="${picture}"></p>`);
    expect(await served(picture)).toEqual({ status: 200, type: 'image/png' });
    expect(await served(handout)).toEqual({ status: 200, type: 'application/pdf' });
    expect(await served(question?.media?.url ?? '')).toEqual({ status: 200, type: 'audio/mpeg' });

    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    const { envelope: detail } = await callApi<TGetAnswerDetailResponse>(test.app, {
      path: '/exam/answerDetail',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(detail.body.questions[0]?.analysis).toBe(`<p>详见<a href="${handout}">讲义</a>。</p>`);
  });
});
