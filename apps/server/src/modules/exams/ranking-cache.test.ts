import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { RankingSort, RankingTab, type TRankingRow } from '@lectern/contracts/exams/exam';
import type { TGetExamRankingsResponse } from '@lectern/contracts/exams/get-exam-rankings';
import {
  createPaperWithQuestions,
  createSheets,
  saveAnswers,
  startedSheet,
  submitSheet,
  type TestPaper,
} from '../../test/exam-factories';
import {
  createOrganisation,
  createTenant,
  signedInLearner,
  type TestMember,
  type TestOrganisation,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { rankingCache, type RankedMemberEntry, type RankingLoaders } from './ranking-cache';
import type { RankingScope } from './results.repository';

const SECOND_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the ranking cache', () => {
  const entryOf = (memberId: string, score: number): RankedMemberEntry => ({
    member_id: memberId,
    score,
    duration: SECOND_MS,
    rank: 1,
  });

  /**
   * Loaders that record each computation and answer an entry naming its tenant and paper. The
   * judged sheets of every paper stay the same until `judge` is called.
   */
  const countingLoaders = () => {
    const loads: string[] = [];
    const fingerprintReads: string[] = [];
    let judged = 0;
    let release = () => {};
    let gate = Promise.resolve();
    const loaders: RankingLoaders = {
      memberEntries: async ({ tenantId, paperId, since }, basis) => {
        loads.push(`${tenantId}/${paperId}/${basis}/${since}`);
        await gate;
        return [entryOf(`${tenantId}/${paperId}`, loads.length)];
      },
      organisationEntries: async ({ tenantId, paperId }, basis) => {
        loads.push(`${tenantId}/${paperId}/${basis}`);
        await gate;
        return [];
      },
      judgedSheetsFingerprint: async ({ tenantId, paperId }) => {
        fingerprintReads.push(`${tenantId}/${paperId}`);
        return String(judged);
      },
      memberLabels: async () => new Map(),
    };
    /** Holds every computation until `release` is called. */
    const hold = () => {
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    };
    /** A sheet is judged somewhere: every paper's fingerprint changes. */
    const judge = () => {
      judged += 1;
    };
    return { loads, fingerprintReads, loaders, hold, judge };
  };

  const scopeOf = (tenantId: string, paperId: string, since: number | null = null) =>
    ({ tenantId, paperId, since }) satisfies RankingScope;

  it('computes a ranking once for concurrent requests, and keeps it', async () => {
    const { loads, loaders, hold } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs: 60 * SECOND_MS });
    const release = hold();
    const waiting = Array.from({ length: 20 }, () =>
      cache.memberEntries(scopeOf('t1', 'p1'), 'best'),
    );
    release();
    const lists = await Promise.all(waiting);
    expect(loads).toEqual(['t1/p1/best/null']);
    expect(new Set(lists).size).toBe(1);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toBe(lists[0]);
    expect(loads).toHaveLength(1);

    // Each sort and period is a ranking of its own.
    await cache.memberEntries(scopeOf('t1', 'p1'), 'sheet');
    await cache.memberEntries(scopeOf('t1', 'p1', 1000), 'best');
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'average');
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'average');
    expect(loads).toEqual([
      't1/p1/best/null',
      't1/p1/sheet/null',
      't1/p1/best/1000',
      't1/p1/average',
    ]);
  });

  it('renews a paper’s rankings once one of its sheets is judged here, answering those at hand meanwhile, and only that paper’s', async () => {
    const { loads, loaders, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs: 60 * SECOND_MS });
    const atHand = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'sum');
    await cache.memberEntries(scopeOf('t1', 'p2'), 'best');
    expect(loads).toHaveLength(3);

    judge();
    cache.invalidatePaper('t1', 'p1');
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toBe(atHand);
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'sum');
    await cache.memberEntries(scopeOf('t1', 'p2'), 'best');
    await expect.poll(() => loads.slice(3)).toEqual(['t1/p1/best/null', 't1/p1/sum']);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).not.toBe(atHand);
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'sum');
    expect(loads).toHaveLength(5);
  });

  it('renews a paper’s first-opened ranking shortly after its sheets are judged here, once, asked for or not', async () => {
    const { loads, loaders, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs: 60 * SECOND_MS });
    for (let sheet = 0; sheet < 3; sheet++) {
      judge();
      cache.invalidatePaper('t1', 'p1');
    }
    expect(loads).toEqual([]);
    await sleep(SECOND_MS + 100);
    expect(loads).toEqual(['t1/p1/best/null']);
    // Each learner's best sheet, all time: what the rankings screen opens on.
    const [entry] = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    expect(entry?.score).toBe(1);
    expect(loads).toHaveLength(1);
  });

  it('keeps each tenant’s rankings apart, even of papers with the same id', async () => {
    const { loads, loaders, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs: 60 * SECOND_MS });
    const [ours] = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    const [theirs] = await cache.memberEntries(scopeOf('t2', 'p1'), 'best');
    expect([ours?.member_id, theirs?.member_id]).toEqual(['t1/p1', 't2/p1']);

    judge();
    cache.invalidatePaper('t2', 'p1');
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toEqual([ours]);
    await cache.memberEntries(scopeOf('t2', 'p1'), 'best');
    await expect
      .poll(() => loads)
      .toEqual(['t1/p1/best/null', 't2/p1/best/null', 't2/p1/best/null']);
  });

  it('renews a ranking asked for shortly before it expires, answering the one at hand meanwhile', async () => {
    const ttlMs = 1000;
    const { loads, loaders, hold, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs });
    const atHand = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await sleep(ttlMs - 150);

    judge();
    const release = hold();
    const answered = await Promise.race([
      cache.memberEntries(scopeOf('t1', 'p1'), 'best'),
      sleep(100).then(() => 'waited for the computation'),
    ]);
    expect(answered).toBe(atHand);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toBe(atHand);
    release();
    await sleep(0);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).not.toBe(atHand);
    expect(loads).toHaveLength(2);
  });

  it('keeps a member ranking past its time to live while its judged sheets stay the same', async () => {
    const ttlMs = 300;
    const { loads, fingerprintReads, loaders, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs });
    const first = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'average');
    await sleep(ttlMs + 50);

    // Expired: the fingerprint is read again, the ranking is not.
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toBe(first);
    // An organisation ranking also follows memberships: computed again.
    await cache.organisationEntries(scopeOf('t1', 'p1'), 'average');
    expect(loads).toEqual(['t1/p1/best/null', 't1/p1/average', 't1/p1/average']);
    expect(fingerprintReads).toEqual(['t1/p1', 't1/p1']);

    // Another process judged a sheet: shown once the ranking at hand expires.
    judge();
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toBe(first);
    await sleep(ttlMs + 50);
    const renewed = await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    expect(renewed).not.toBe(first);
    expect(loads.slice(3)).toEqual(['t1/p1/best/null']);
  });

  it('computes a ranking again when a sheet was judged while it was computed', async () => {
    const ttlMs = 300;
    const { loads, loaders, hold, judge } = countingLoaders();
    const cache = rankingCache(loaders, { ttlMs });
    const release = hold();
    const computing = cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await sleep(0);
    judge();
    release();
    const first = await computing;
    await sleep(ttlMs + 50);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).not.toBe(first);
    expect(loads).toHaveLength(2);
  });

  it('keeps learners’ labels for its time to live, reading those not at hand together', async () => {
    const ttlMs = 300;
    const reads: string[][] = [];
    let nickname = 'Ann';
    const cache = rankingCache(
      {
        ...countingLoaders().loaders,
        memberLabels: async (_tenantId, memberIds) => {
          reads.push(memberIds);
          return new Map(memberIds.map((id) => [id, { userCode: id, nickname, dept: '' }]));
        },
      },
      { ttlMs },
    );
    const nicknames = async (memberIds: string[]) =>
      [...(await cache.memberLabels('t1', memberIds)).values()].map((label) => label.nickname);

    expect(await nicknames(['ann', 'bob'])).toEqual(['Ann', 'Ann']);
    nickname = 'Renamed';
    expect(await nicknames(['ann', 'bob', 'cat'])).toEqual(['Ann', 'Ann', 'Renamed']);
    expect(reads).toEqual([['ann', 'bob'], ['cat']]);
    // Another tenant's learner of the same id is another learner.
    expect(await nicknames(['ann'])).toEqual(['Ann']);
    expect((await cache.memberLabels('t2', ['ann'])).get('ann')?.nickname).toBe('Renamed');

    await sleep(ttlMs + 50);
    expect(await nicknames(['ann', 'bob'])).toEqual(['Renamed', 'Renamed']);
    expect(reads.slice(2)).toEqual([['ann'], ['ann', 'bob']]);
  });

  it('lets every waiter see a failed computation, and keeps nothing of it', async () => {
    let attempts = 0;
    const cache = rankingCache(
      {
        ...countingLoaders().loaders,
        memberEntries: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('database gone');
          return [entryOf('ann', 1)];
        },
      },
      { ttlMs: 60 * SECOND_MS },
    );
    const failed = await Promise.allSettled([
      cache.memberEntries(scopeOf('t1', 'p1'), 'best'),
      cache.memberEntries(scopeOf('t1', 'p1'), 'best'),
    ]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.memberEntries(scopeOf('t1', 'p1'), 'best')).toEqual([entryOf('ann', 1)]);
    expect(attempts).toBe(2);
  });

  it('computes every call and reads every label when its time to live is 0', async () => {
    const { loads, loaders } = countingLoaders();
    let labelReads = 0;
    const cache = rankingCache(
      {
        ...loaders,
        memberLabels: async () => {
          labelReads += 1;
          return new Map();
        },
      },
      { ttlMs: 0 },
    );
    await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await cache.memberEntries(scopeOf('t1', 'p1'), 'best');
    await cache.memberLabels('t1', ['ann']);
    await cache.memberLabels('t1', ['ann']);
    expect(loads).toHaveLength(2);
    expect(labelReads).toBe(2);
  });
});

/** The rankings the app serves: one app keeps them for long, another for a short time. */
describe('rankings served from memory', () => {
  /** Long enough for the few calls before it is waited out, short enough to wait out. */
  const SHORT_TTL_MS = 1500;
  let held: TestApp;
  let expiring: TestApp;

  beforeAll(async () => {
    held = await buildTestApp({ examExpirySweep: false, rankingCacheMs: 60 * 60 * SECOND_MS });
    expiring = await buildTestApp({ examExpirySweep: false, rankingCacheMs: SHORT_TTL_MS });
  });
  afterAll(async () => {
    await held.close();
    await expiring.close();
  });

  /** A paper of one true-or-false question worth 100, in a tenant of its own. */
  const newPaper = async (test: TestApp) => {
    const tenant = await createTenant(test.db);
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE],
      { score: 100 },
    );
    const organisation = (name: string) =>
      createOrganisation(test.db, tenant, { code: name.toLowerCase(), name });
    const learner = (userCode: string, organisations: TestOrganisation[] = []) =>
      signedInLearner(test, tenant, { userCode, organisations });
    return { paper, question: questions[0]!, organisation, learner };
  };

  /** A judged sheet written straight into the table, behind the cache's back. */
  const writeSheet = (
    test: TestApp,
    paper: TestPaper,
    member: TestMember,
    score: number,
    seconds: number,
  ) => createSheets(test.db, paper, [{ member, score, timeUsed: seconds * SECOND_MS }]);

  const ranking = async (
    test: TestApp,
    token: string,
    paper: TestPaper,
    query: Record<string, string> = {},
  ) => {
    const { envelope } = await callApi<TGetExamRankingsResponse>(test.app, {
      path: '/exam/rankings',
      token,
      query: { paperId: paper.id, sort: RankingSort.HIGHEST, ...query },
    });
    expect(envelope.code).toBe('200');
    return envelope.body;
  };

  /** [userCode or dept, rank, score] per row. */
  const rowsOf = (rows: TRankingRow[]) =>
    rows.map((row) => [row.userCode || row.dept, row.rank, row.score]);

  it('shows a sheet judged on this server in every ranking of its paper once they are renewed', async () => {
    const { paper, question, organisation, learner } = await newPaper(held);
    const sales = await organisation('Sales');
    const support = await organisation('Support');
    const ann = await learner('ann', [sales]);
    const bob = await learner('bob', [sales]);
    const cal = await learner('cal', [support]);
    const dan = await learner('dan');
    await writeSheet(held, paper, ann.member, 80, 300);
    await writeSheet(held, paper, bob.member, 60, 100);
    const organisations = { tab: RankingTab.ORGANISATION, sort: RankingSort.AVERAGE };
    expect(rowsOf((await ranking(held, ann.token, paper)).list)).toEqual([
      ['ann', 1, 80],
      ['bob', 2, 60],
    ]);
    expect(rowsOf((await ranking(held, ann.token, paper, organisations)).list)).toEqual([
      ['Sales', 1, 70],
    ]);
    // The ranking at hand: a sheet written behind the cache's back does not show.
    await writeSheet(held, paper, dan.member, 70, 100);
    expect((await ranking(held, ann.token, paper)).total).toBe(2);

    const sheetId = await startedSheet(held.app, cal.token, paper.id);
    const answer = { questionId: question.id, seq: 1, answer: question.rightAnswer, marked: false };
    expect((await saveAnswers(held.app, cal.token, sheetId, [answer])).code).toBe('200');
    expect((await submitSheet(held.app, cal.token, sheetId)).code).toBe('200');

    // The lists at hand are answered while the submission renews them.
    await expect
      .poll(async () => {
        const after = await ranking(held, ann.token, paper);
        return [rowsOf(after.list), after.total];
      })
      .toEqual([
        [
          ['cal', 1, 100],
          ['ann', 2, 80],
          ['dan', 3, 70],
          ['bob', 4, 60],
        ],
        4,
      ]);
    await expect
      .poll(async () => rowsOf((await ranking(held, ann.token, paper, organisations)).list))
      .toEqual([
        ['Support', 1, 100],
        ['Sales', 2, 70],
      ]);
  });

  it('always shows the learner’s own latest entry, ranked among the entries at hand', async () => {
    const { paper, organisation, learner } = await newPaper(held);
    const support = await organisation('Support');
    const ann = await learner('ann');
    const bob = await learner('bob');
    const cat = await learner('cat', [support]);
    const dan = await learner('dan');
    const eve = await learner('eve');
    await writeSheet(held, paper, ann.member, 90, 600);
    await writeSheet(held, paper, bob.member, 80, 300);
    await writeSheet(held, paper, cat.member, 70, 300);
    const total = { sort: RankingSort.TOTAL };
    const atHand = [
      ['ann', 1, 90],
      ['bob', 2, 80],
      ['cat', 3, 70],
    ];
    expect(rowsOf((await ranking(held, cat.token, paper)).list)).toEqual(atHand);
    expect(rowsOf((await ranking(held, cat.token, paper, total)).list)).toEqual(atHand);

    // Written behind the cache's back (as another server process would).
    await writeSheet(held, paper, cat.member, 95, 900);
    await writeSheet(held, paper, dan.member, 85, 100);
    await writeSheet(held, paper, eve.member, 80, 300);

    const catsBest = await ranking(held, cat.token, paper);
    expect(rowsOf(catsBest.list)).toEqual(atHand);
    expect(catsBest.total).toBe(3);
    expect(catsBest.mine).toEqual({
      rank: 1,
      nickname: 'Learner cat',
      userCode: 'cat',
      dept: 'Support',
      score: 95,
      duration: 900 * SECOND_MS,
    });
    const catsSum = await ranking(held, cat.token, paper, total);
    expect(rowsOf(catsSum.list)).toEqual(atHand);
    expect(catsSum.mine).toMatchObject({ rank: 1, score: 165, duration: 1200 * SECOND_MS });
    expect((await ranking(held, dan.token, paper)).mine).toMatchObject({ rank: 2, score: 85 });
    // Level with an entry at hand: the same rank.
    expect((await ranking(held, eve.token, paper)).mine).toMatchObject({ rank: 2, score: 80 });
  });

  it('shows renamed and moved learners within the time to live, and the learner’s own label at once', async () => {
    const { paper, organisation, learner } = await newPaper(expiring);
    const sales = await organisation('Sales');
    const support = await organisation('Support');
    const ann = await learner('ann', [sales]);
    const bob = await learner('bob', [sales]);
    await writeSheet(expiring, paper, ann.member, 90, 300);
    await writeSheet(expiring, paper, bob.member, 80, 300);
    /** [nickname, dept] of the rows shown, and of the learner's own. */
    const labelsOf = ({ list, mine }: TGetExamRankingsResponse) => ({
      list: list.map((row) => [row.nickname, row.dept]),
      mine: mine && [mine.nickname, mine.dept],
    });
    expect(labelsOf(await ranking(expiring, ann.token, paper))).toEqual({
      list: [
        ['Learner ann', 'Sales'],
        ['Learner bob', 'Sales'],
      ],
      mine: ['Learner ann', 'Sales'],
    });

    // Changed behind the cache's back (as a content pack import would).
    const rename = (member: TestMember, nickName: string) =>
      expiring.db.updateTable('members').set({ nick_name: nickName }).where('id', '=', member.id);
    await rename(ann.member, 'Ann Renamed').execute();
    await rename(bob.member, 'Bob Renamed').execute();
    await expiring.db
      .updateTable('member_organisations')
      .set({ organisation_id: support.id })
      .where('member_id', '=', bob.member.id)
      .execute();
    expect(labelsOf(await ranking(expiring, ann.token, paper))).toEqual({
      list: [
        ['Ann Renamed', 'Sales'],
        ['Learner bob', 'Sales'],
      ],
      mine: ['Ann Renamed', 'Sales'],
    });

    await sleep(SHORT_TTL_MS + 100);
    expect(labelsOf(await ranking(expiring, ann.token, paper)).list).toEqual([
      ['Ann Renamed', 'Sales'],
      ['Bob Renamed', 'Support'],
    ]);
  });

  it('shows a sheet written behind the cache’s back once the ranking expires, not before', async () => {
    const { paper, learner } = await newPaper(expiring);
    const ann = await learner('ann');
    const bob = await learner('bob');
    const cat = await learner('cat');
    await writeSheet(expiring, paper, ann.member, 80, 300);
    await writeSheet(expiring, paper, bob.member, 80, 300);
    expect(rowsOf((await ranking(expiring, ann.token, paper)).list)).toEqual([
      ['ann', 1, 80],
      ['bob', 1, 80],
    ]);

    await writeSheet(expiring, paper, cat.member, 90, 300);
    expect((await ranking(expiring, ann.token, paper)).total).toBe(2);

    await sleep(SHORT_TTL_MS + 100);
    const expired = await ranking(expiring, ann.token, paper);
    expect(rowsOf(expired.list)).toEqual([
      ['cat', 1, 90],
      ['ann', 2, 80],
      ['bob', 2, 80],
    ]);
    expect(expired.mine).toMatchObject({ userCode: 'ann', rank: 2 });
  });
});
