import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedTestDatabase, openTestDatabase } from '../../test/test-database';
import { repeatingJob } from '../jobs/repeating-job';
import { runtimeDiagnostics, type DiagnosticsSnapshot } from './runtime-diagnostics';

const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the event loop is held, as a long synchronous piece of work would
  }
};

const nextTurns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runtime diagnostics (docs/decisions/0071)', () => {
  const database = migratedTestDatabase();
  afterEach(() => runtimeDiagnostics.stop());

  it('times the database’s statements, and on PostgreSQL the waits for a connection', async () => {
    runtimeDiagnostics.start();
    // Statements are timed on a database opened once diagnostics have started, as main.ts does.
    const { db, dialect, close } = await openTestDatabase();
    try {
      await Promise.all(Array.from({ length: 5 }, () => sql`select 1 as one`.execute(db)));
      const { poolWait, statement } = runtimeDiagnostics.snapshot().database;
      expect(statement.count).toBe(5);
      expect(poolWait.count).toBe(dialect === 'postgres' ? 5 : 0);
    } finally {
      await close();
    }
  });

  it('names the statements that took the most time, lists of parameters folded', () => {
    runtimeDiagnostics.start();
    runtimeDiagnostics.statement(5, 'select * from papers where id in (?, ?, ?)');
    runtimeDiagnostics.statement(7, 'select *\n  from papers where id in (?, ?)');
    runtimeDiagnostics.statement(3, 'update sessions set last_seen_at = $1 where id in ($2, $3)');
    runtimeDiagnostics.statement(1, 'select 1');
    expect(runtimeDiagnostics.snapshot().database.costliest).toEqual([
      { text: 'select * from papers where id in (…)', count: 2, totalMs: 12 },
      { text: 'update sessions set last_seen_at = $1 where id in (…)', count: 1, totalMs: 3 },
      { text: 'select 1', count: 1, totalMs: 1 },
    ]);
  });

  it('does not time the statements of a database opened before diagnostics started', async () => {
    const { db } = database();
    runtimeDiagnostics.start();
    await sql`select count(*) as n from tenants`.execute(db);
    expect(runtimeDiagnostics.snapshot().database.statement.count).toBe(0);
  });

  it('records nothing until started', () => {
    runtimeDiagnostics.poolWait(5);
    runtimeDiagnostics.background('sweep', 5);
    runtimeDiagnostics.start();
    const { database, background } = runtimeDiagnostics.snapshot();
    expect(database.poolWait.count).toBe(0);
    expect(background).toEqual({});
  });

  it('measures the event loop held up, pool waits, statements and background runs, until reset', async () => {
    runtimeDiagnostics.start();
    await nextTurns(20);
    hold(60);
    await nextTurns(20);
    for (const ms of [1, 2, 3, 40]) runtimeDiagnostics.poolWait(ms);
    runtimeDiagnostics.statement(0.4);
    const job = repeatingJob('slow sweep', async () => {
      hold(15);
    });
    await job.runOnce();
    await job.runOnce();

    const snapshot = runtimeDiagnostics.snapshot();
    expect(snapshot.eventLoopDelayMs.max).toBeGreaterThanOrEqual(50);
    expect(snapshot.database.poolWait).toMatchObject({ count: 4, totalMs: 46 });
    expect(snapshot.database.poolWait.max).toBeCloseTo(40, 0);
    expect(snapshot.database.poolWait.p50).toBeCloseTo(2, 0);
    expect(snapshot.database.statement.count).toBe(1);
    expect(snapshot.background['slow sweep']?.runs).toBe(2);
    expect(snapshot.background['slow sweep']?.maxMs).toBeGreaterThanOrEqual(15);

    runtimeDiagnostics.reset();
    const after = runtimeDiagnostics.snapshot();
    expect(after.database.poolWait.count).toBe(0);
    expect(after.background).toEqual({});
    expect(after.eventLoopDelayMs.max).toBeLessThan(50);
  });

  it('counts garbage collection pauses', async () => {
    runtimeDiagnostics.start();
    let kept: unknown[] = [];
    for (let round = 0; round < 200; round += 1) {
      kept = Array.from({ length: 10_000 }, (_, index) => ({ index, round }));
    }
    expect(kept).toHaveLength(10_000);
    // The observer hears of collections on a later turn.
    await nextTurns(50);
    const { gc } = runtimeDiagnostics.snapshot();
    expect(gc.count).toBeGreaterThan(0);
    expect(gc.totalMs).toBeGreaterThan(0);
  });

  it('answers a parent process over IPC with RUNTIME_DIAGNOSTICS=ipc', async () => {
    const module = fileURLToPath(new URL('./runtime-diagnostics.ts', import.meta.url));
    const child = fork(
      '-e',
      [
        `import(${JSON.stringify(module)}).then((m) => { m.answerDiagnosticsOverIpc(); ` +
          `m.runtimeDiagnostics.background('sweep', 7); setInterval(() => {}, 1000); })`,
      ],
      { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    type Answer = { id?: number; snapshot?: DiagnosticsSnapshot; profile?: { nodes?: unknown[] } };
    const answerTo = (op: string, id: number) =>
      new Promise<Answer>((resolve) => {
        const listen = (message: Answer) => {
          if (message.id !== id) return;
          child.off('message', listen);
          resolve(message);
        };
        child.on('message', listen);
        child.send({ lectern: 'diagnostics', op, id });
      });
    const ask = async (op: 'reset' | 'snapshot', id: number) =>
      (await answerTo(op, id)).snapshot ?? null;
    try {
      // Asked until the child is listening.
      let first: DiagnosticsSnapshot | null = null;
      for (let id = 1; first === null; id += 1) {
        first = await Promise.race([ask('snapshot', id), nextTurns(200).then(() => null)]);
      }
      expect(first.background).toEqual({ sweep: { runs: 1, totalMs: 7, maxMs: 7 } });
      expect(await ask('reset', 1000)).toBeNull();
      expect((await ask('snapshot', 1001))?.background).toEqual({});
      // A CPU profile of what the process did between the two messages.
      expect((await answerTo('profile-start', 1002)).profile).toBeUndefined();
      const { profile } = await answerTo('profile-stop', 1003);
      expect(profile?.nodes?.length).toBeGreaterThan(0);
    } finally {
      child.kill();
    }
  });
});
