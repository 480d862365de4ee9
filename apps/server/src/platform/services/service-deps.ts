import type { Kysely } from 'kysely';
import type { Transact } from '../../db/group-commit';
import type { Database } from '../../db/schema';

/**
 * What a repository is built on: the database, or the transaction `transact` hands its work.
 * Both are a `Kysely<Database>`, so one repository serves reads and transactional writes.
 */
export type Executor = Kysely<Database>;

/** A feature's repositories, built on an executor: real ones in the app, staged ones in tests. */
export type Repositories<R> = (executor: Executor) => R;

/**
 * The one signature of every service factory (issue 19): the database it reads outside a
 * transaction, the transaction runner (the only way a service opens a transaction: grouped
 * commits on SQLite, one each on PostgreSQL, db/group-commit.ts) and its repositories as one
 * factory; then whatever else the feature needs from the app (`Extra`: config, storage, limits,
 * other services). A test substitutes `repositories` to stage a race, without module mocks.
 *
 * ```ts
 * export const newsService = ({ db, repositories }: ServiceDeps<NewsRepositories>) => {
 *   const { news } = repositories(db);
 *   ...
 * };
 * ```
 */
export type ServiceDeps<R, Extra = unknown> = {
  db: Executor;
  transact: Transact;
  repositories: Repositories<R>;
} & Extra;
