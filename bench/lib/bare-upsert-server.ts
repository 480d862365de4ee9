import Fastify from 'fastify';
import { loadConfig } from '../../apps/server/src/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/database';

/**
 * S3's yardstick: a bare Fastify route doing the single upsert an answer save needs, on the same
 * database opened the same way as the product (SQLite WAL with synchronous=FULL, or the
 * PostgreSQL pool), with no session, no validation and no sheet checks. Started by the bench.
 */
type UpsertBody = {
  sheetId: string;
  questionId: string;
  answer: string;
  seq: number;
};

const config = loadConfig();
const { db } = openConfiguredDatabase(config);
const factoryCode = process.env.BENCH_FACTORY_CODE ?? '';
const tenant = await db
  .selectFrom('tenants')
  .select('id')
  .where('factory_code', '=', factoryCode)
  .executeTakeFirstOrThrow();
const app = Fastify({ logger: false });

app.get('/ready', async () => ({ ok: true }));

app.post<{ Body: UpsertBody }>('/upsert', async (request) => {
  const { sheetId, questionId, answer, seq } = request.body;
  const now = Date.now();
  await db
    .insertInto('sheet_answers')
    .values({
      tenant_id: tenant.id,
      sheet_id: sheetId,
      question_id: questionId,
      answer,
      marked: 0,
      seq,
      saved_at: now,
      status: null,
      score: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['sheet_id', 'question_id'])
        .doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          marked: eb.ref('excluded.marked'),
          seq: eb.ref('excluded.seq'),
          saved_at: eb.ref('excluded.saved_at'),
        }))
        .whereRef('sheet_answers.seq', '<', 'excluded.seq'),
    )
    .execute();
  return { code: '200', body: { seq } };
});

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
