import Fastify from 'fastify';
import { loadConfig } from '../../apps/server/src/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/database';
import { upsertAnswers } from '../../apps/server/src/modules/exams/answer-sheets.repository';

/**
 * S3's yardstick: a bare Fastify route doing the single upsert an answer save needs (the product's
 * own statement, from its repository) on the same database, opened the same way (SQLite WAL with
 * synchronous=FULL, or the PostgreSQL pool), with no session, no validation and no sheet checks.
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
  await upsertAnswers(db, tenant.id, sheetId, [
    { question_id: questionId, answer, marked: 0, seq, saved_at: Date.now() },
  ]);
  return { code: '200', body: { seq } };
});

const shutdown = async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
