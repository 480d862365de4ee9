import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A learner's collection of a paper as one call names it. */
export type CollectionRef = { tenantId: string; paperId: string; memberId: string };

/** A unique field's value, claimed by one learner of the paper. */
export type CollectionClaim = { fieldKey: string; value: string };

const rowOf = ({ tenantId, paperId, memberId }: CollectionRef) =>
  ({ tenant_id: tenantId, paper_id: paperId, member_id: memberId }) as const;

/** Learners' information collections of papers (spec §2 /exam/Collection), tenant-scoped. */
export const examCollectionsRepository = (db: Kysely<Database>) => ({
  /** The learner's saved values of the paper (JSON), or undefined before the first save. */
  find: (ref: CollectionRef) =>
    db
      .selectFrom('exam_collections')
      .select(['field_values', 'saved_at'])
      .where('tenant_id', '=', ref.tenantId)
      .where('paper_id', '=', ref.paperId)
      .where('member_id', '=', ref.memberId)
      .executeTakeFirst(),

  /** The claims of another learner of the paper among `claims`: the fields whose value is taken. */
  takenByOthers: async (ref: CollectionRef, claims: CollectionClaim[]) => {
    if (claims.length === 0) return new Set<string>();
    const rows = await db
      .selectFrom('exam_collection_claims')
      .select('field_key')
      .where('tenant_id', '=', ref.tenantId)
      .where('paper_id', '=', ref.paperId)
      .where('member_id', '!=', ref.memberId)
      .where((eb) =>
        eb.or(
          claims.map((claim) =>
            eb.and([eb('field_key', '=', claim.fieldKey), eb('value', '=', claim.value)]),
          ),
        ),
      )
      .execute();
    return new Set(rows.map((row) => row.field_key));
  },

  /**
   * Writes the learner's values as their one row of the paper. On PostgreSQL the upsert holds the
   * row's lock until the transaction ends, so the learner's saves at once take turns.
   */
  upsert: (ref: CollectionRef, fieldValues: string, now: number) =>
    db
      .insertInto('exam_collections')
      .values({ ...rowOf(ref), field_values: fieldValues, saved_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'paper_id', 'member_id'])
          .doUpdateSet({ field_values: fieldValues, saved_at: now }),
      )
      .execute(),

  /** Gives up the learner's claims of the paper's unique values. */
  releaseClaims: (ref: CollectionRef) =>
    db
      .deleteFrom('exam_collection_claims')
      .where('tenant_id', '=', ref.tenantId)
      .where('paper_id', '=', ref.paperId)
      .where('member_id', '=', ref.memberId)
      .execute(),

  /** Claims a unique value for the learner; throws a unique violation when another holds it. */
  claim: (ref: CollectionRef, claim: CollectionClaim) =>
    db
      .insertInto('exam_collection_claims')
      .values({
        tenant_id: ref.tenantId,
        paper_id: ref.paperId,
        field_key: claim.fieldKey,
        value: claim.value,
        member_id: ref.memberId,
      })
      .execute(),
});
