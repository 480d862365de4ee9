import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { VerificationCodeTable } from './verification-codes.schema';

type CodeKey = { tenantId: string; phone: string; scene: string };

export const verificationCodesRepository = (db: Kysely<Database>) => ({
  /** Retires every live code of the phone and scene: only the newest code passes. */
  retireLive: ({ tenantId, phone, scene }: CodeKey, now: number) =>
    db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .where('scene', '=', scene)
      .where('consumed_at', 'is', null)
      .execute(),

  insert: (code: VerificationCodeTable) =>
    db.insertInto('verification_codes').values(code).execute(),

  findLive: ({ tenantId, phone, scene }: CodeKey, now: number) =>
    db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash'])
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .where('scene', '=', scene)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Counts one try, atomically; false when the code has no tries left or is used up. */
  takeTry: async (tenantId: string, id: string, maxTries: number) => {
    const result = await db
      .updateTable('verification_codes')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('tries', '<', maxTries)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  /**
   * Deletes up to `limit` of a tenant's codes used or expired before `before`; answers how many.
   * Picked by tenant, deleted by primary key.
   */
  deleteSpentBefore: async (tenantId: string, before: number, limit: number) => {
    const result = await db
      .deleteFrom('verification_codes')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('verification_codes')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where((spent) =>
            spent.or([spent('consumed_at', '<', before), spent('expires_at', '<', before)]),
          )
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Uses the code up; false when a concurrent request used it first. */
  consume: async (tenantId: string, id: string, now: number) => {
    const result = await db
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },
});
