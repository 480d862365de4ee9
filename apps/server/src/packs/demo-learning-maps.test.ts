import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditBizType, LearningTaskKind } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetDevelopmentMapResponse } from '@lectern/contracts/learning-maps/get-development-map';
import type { TGetLearningMapClassifyResponse } from '@lectern/contracts/learning-maps/get-learning-map-classify';
import type { TGetLearningMapDetailResponse } from '@lectern/contracts/learning-maps/get-learning-map-detail';
import type { TGetLearningMapListResponse } from '@lectern/contracts/learning-maps/get-learning-map-list';
import type { TGetMapMenteesResponse } from '@lectern/contracts/learning-maps/get-map-mentees';
import type { TGetMenteeMapsResponse } from '@lectern/contracts/learning-maps/get-mentee-maps';
import { creditLedger } from '../platform/credits/credit-ledger';
import { createPasswordHasher } from '../platform/security/passwords';
import { newId } from '../platform/security/tokens';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, type PackImportDeps } from './import-pack';

/** The demo pack's learning maps as its learners meet them (issue 24, decision 0069). */

let test: TestApp;
let deps: PackImportDeps;
let tenantId: string;

const signIn = async (userCode: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode, password: 'demo1234' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};

const get = async <T>(token: string, path: string, query: Record<string, string> = {}) =>
  (await callApi<T>(test.app, { method: 'GET', path, token, query })).envelope;

const memberIdOf = async (userCode: string) =>
  (
    await test.db
      .selectFrom('members')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_code', '=', userCode)
      .executeTakeFirstOrThrow()
  ).id;

const idOf = async (table: 'papers' | 'courses' | 'practice_tasks', code: string) =>
  (
    await test.db
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

const mapsOf = async (token: string) =>
  (await get<TGetLearningMapListResponse>(token, '/learn/map/list', { pageSize: '50' })).body.list;

const starterMap = async (token: string) => {
  const map = (await mapsOf(token)).find((candidate) => candidate.name === '信息安全入门地图');
  if (!map) throw new Error('no starter map');
  return (
    await get<TGetLearningMapDetailResponse>(token, '/learn/map/detail', { mapId: map.mapId })
  ).body;
};

beforeAll(async () => {
  test = await buildTestApp({ paperCacheMs: 0 });
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  ({ tenantId } = await importPackFile(deps, builtinDemoPackPath()));
});
afterAll(() => test.close());

describe('the demo learning maps', () => {
  it('classifies the maps and shows each learner the maps their organisations reach', async () => {
    const demo = await signIn('demo');
    const tree = (await get<TGetLearningMapClassifyResponse>(demo, '/learn/map/classify')).body;
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['新员工成长', '销售能力提升']);
    expect((await mapsOf(demo)).map((map) => map.name)).toEqual([
      '信息安全入门地图',
      '销售进阶地图',
      '销售主管储备地图',
    ]);
    const sales = await get<TGetLearningMapListResponse>(demo, '/learn/map/list', {
      classifyPath: 'map-sales/',
    });
    expect(sales.body.total).toBe(2);

    // learner2 works in research and HR, outside the sales centre.
    const other = await signIn('learner2');
    expect((await mapsOf(other)).map((map) => map.name)).toEqual(['信息安全入门地图']);
    const salesMap = (await mapsOf(demo)).find((map) => map.name === '销售进阶地图');
    const refused = await get(other, '/learn/map/detail', { mapId: salesMap?.mapId ?? '' });
    expect(refused.code).toBe(ErrorCode.LEARNING_MAP_NOT_FOUND);
  });

  it('has three stages of courses, papers and practice, each locked until its rules hold', async () => {
    const map = await starterMap(await signIn('demo'));
    expect(map.stages.map((stage) => [stage.name, stage.unlocked])).toEqual([
      ['入门练习', true],
      ['安全基础', false],
      ['结业考核', false],
    ]);
    expect(map.stages[1]?.locks).toEqual([{ type: 'previous', stageName: '入门练习' }]);
    expect(map.stages[2]?.locks.map((lock) => lock.type)).toEqual(['previous', 'score']);
    expect(map.stages.flatMap((stage) => stage.tasks.map((task) => task.kind))).toEqual([
      LearningTaskKind.PRACTICE,
      LearningTaskKind.COURSE,
      LearningTaskKind.EXAM,
      LearningTaskKind.PRACTICE,
      LearningTaskKind.EXAM,
    ]);
    expect(map.stages.flatMap((stage) => stage.tasks).every((task) => task.available)).toBe(true);
  });

  it('opens the final exam through the map only once its stage opens, and credits the map once', async () => {
    const walker = await signIn('mapwalker');
    const memberId = await memberIdOf('mapwalker');
    const finalPaper = await idOf('papers', 'safety-awareness-final');
    const preview = () => get(walker, '/exam/preview', { paperId: finalPaper });
    expect((await preview()).code).toBe(ErrorCode.NOT_INVITED);

    const now = Date.now();
    for (const code of ['practice-subjective', 'practice-info-security']) {
      await test.db
        .insertInto('practice_records')
        .values({
          id: newId(),
          tenant_id: tenantId,
          member_id: memberId,
          task_id: await idOf('practice_tasks', code),
          question_count: 2,
          correct_count: 2,
          score: 100,
          time_spent_ms: 1000,
          started_at: now - 2000,
          finished_at: now - 1000,
        })
        .execute();
    }
    await test.db
      .insertInto('course_runs')
      .values({
        id: newId(),
        tenant_id: tenantId,
        member_id: memberId,
        course_id: await idOf('courses', 'safety-handbook-reading'),
        run_no: 1,
        status: 2,
        started_at: now - 5000,
        completed_at: now - 4000,
        last_learn_at: now - 4000,
        learned_ms: 60_000,
        completed_count: 2,
        days_learned: 1,
        last_learn_day: null,
        first_sign_url: null,
        first_signed_at: null,
        completion_sign_url: null,
        completion_signed_at: null,
        face_passed_at: null,
        face_failures: 0,
        ended_at: null,
      })
      .execute();
    const sheet = (score: number, attempt: number, paperId: string) => ({
      id: newId(),
      tenant_id: tenantId,
      paper_id: paperId,
      member_id: memberId,
      attempt_no: attempt,
      state: 'judged',
      started_at: now - 3000,
      deadline_at: null,
      finished_at: now - 2000 + attempt,
      submit_reason: 'learner',
      questions: '[]',
      question_count: 0,
      answered_count: 0,
      grades: null,
      last_seq: 0,
      score,
      passed: score >= 60 ? 1 : 0,
      query_code: newId().slice(0, 10),
      hidden_at: null,
    });
    const pausable = await idOf('papers', 'infosec-pausable');
    await test.db
      .insertInto('answer_sheets')
      .values(sheet(70, 1, pausable))
      .execute();

    // Stage 2 is done with 70, below the 80 the final stage asks.
    const passed = await starterMap(walker);
    expect(passed.stages[1]?.progress.completed).toBe(true);
    expect(passed.stages[2]?.locks).toEqual([
      { type: 'score', minScore: 80, exams: [{ title: '信息安全自测（可暂停）', score: 70 }] },
    ]);
    expect((await preview()).code).toBe(ErrorCode.NOT_INVITED);

    await test.db
      .insertInto('answer_sheets')
      .values(sheet(85, 2, pausable))
      .execute();
    expect((await starterMap(walker)).stages[2]?.unlocked).toBe(true);
    expect((await preview()).code).toBe('200');

    await test.db
      .insertInto('answer_sheets')
      .values(sheet(90, 1, finalPaper))
      .execute();
    const completed = await starterMap(walker);
    expect(completed.progress).toMatchObject({ completed: true, percent: 100 });
    await starterMap(walker);
    const entry = await creditLedger(test.db).entryOf(
      tenantId,
      memberId,
      `learning-map:${completed.mapId}`,
    );
    expect(entry).toMatchObject({ biz_type: CreditBizType.LEARNING_MAP, amount: 20 });
    expect(await creditLedger(test.db).total(tenantId, memberId)).toBe(20);

    // The development map: the first rung reached, the second worked towards.
    const ladder = (await get<TGetDevelopmentMapResponse>(walker, '/learn/map/development')).body;
    expect(ladder).toHaveLength(1);
    expect(ladder[0]).toMatchObject({ name: '销售岗位晋升通道', reachedCount: 1 });
    expect(ladder[0]?.rungs.map((rung) => [rung.name, rung.reached, rung.current])).toEqual([
      ['销售代表', true, false],
      ['高级销售顾问', false, true],
      ['销售主管', false, false],
    ]);
    const advanced = (
      await get<TGetLearningMapDetailResponse>(walker, '/learn/map/detail', {
        mapId: ladder[0]?.rungs[1]?.map?.mapId ?? '',
      })
    ).body;
    expect(advanced.stages[1]?.locks.map((lock) => lock.type)).toEqual(['previous', 'date']);
  });

  it("lets the demo learner follow their mentee's maps, and no one else", async () => {
    const demo = await signIn('demo');
    const walkerId = await memberIdOf('mapwalker');
    const mentees = (await get<TGetMapMenteesResponse>(demo, '/learn/map/member/mentees')).body;
    expect(mentees.map((mentee) => [mentee.nickName, mentee.mapCount])).toEqual([['周明远', 3]]);
    const maps = await get<TGetMenteeMapsResponse>(demo, '/learn/map/member/list', {
      memberId: walkerId,
    });
    expect(maps.code).toBe('200');
    expect(maps.body.mentee.userCode).toBe('mapwalker');
    const detail = await get<TGetLearningMapDetailResponse>(demo, '/learn/map/member/detail', {
      memberId: walkerId,
      mapId: maps.body.maps[0]?.mapId ?? '',
    });
    expect(detail.body.stages).toHaveLength(3);

    const other = await signIn('learner2');
    expect((await get(other, '/learn/map/member/list', { memberId: walkerId })).code).toBe(
      ErrorCode.MENTEE_NOT_FOUND,
    );
    expect(
      (
        await get(other, '/learn/map/member/detail', {
          memberId: walkerId,
          mapId: maps.body.maps[0]?.mapId ?? '',
        })
      ).code,
    ).toBe(ErrorCode.MENTEE_NOT_FOUND);
    expect((await get<TGetMapMenteesResponse>(other, '/learn/map/member/mentees')).body).toEqual(
      [],
    );
  });

  it('imports again keeping its maps and development rungs', async () => {
    const ids = async () =>
      Promise.all(
        (
          [
            'learning_maps',
            'learning_map_stages',
            'learning_map_tasks',
            'development_rungs',
          ] as const
        ).map(async (table) =>
          (
            await test.db
              .selectFrom(table)
              .select('id')
              .where('tenant_id', '=', tenantId)
              .orderBy('id')
              .execute()
          ).map((row) => row.id),
        ),
      );
    const before = await ids();
    await importPackFile(deps, builtinDemoPackPath());
    const after = await ids();
    // The development rungs and stages without dates are kept; stages opening some days after the
    // import move with it, so only the maps' ids are compared whole.
    expect(after[0]).toEqual(before[0]);
    expect(after[3]).toEqual(before[3]);
  });
});
