import type { Selectable } from 'kysely';
import type { CertificateTable } from '../../platform/certificates/certificates.schema';
import type { Executor } from '../../platform/services/service-deps';

const certificateOf = (row: Selectable<CertificateTable>) => ({
  ...row,
  issued_at: Number(row.issued_at),
});
export type CertificateRow = ReturnType<typeof certificateOf>;

type Page = { offset: number; limit: number };

/**
 * Learners' certificates, as the certificates feature reads them; every query tenant-scoped. The
 * shared issuer (platform/certificates) writes them. A certificate dated later than `now` (an
 * exam's hidden result, decision 0064) is not shown yet.
 */
export const certificatesRepository = (db: Executor) => ({
  /** A page of the learner's certificates, newest first. */
  ofLearner: async (tenantId: string, memberId: string, page: Page, now: number) => {
    const query = db
      .selectFrom('certificates')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('issued_at', '<=', now);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('issued_at', 'desc')
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('certificates')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(certificateOf), total: Number(total.certificates) };
  },

  /** The tenant's certificate of this number (stored form). */
  byNumber: async (tenantId: string, number: string, now: number) => {
    const row = await db
      .selectFrom('certificates')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('number', '=', number)
      .where('issued_at', '<=', now)
      .executeTakeFirst();
    return row && certificateOf(row);
  },
});

export const certificatesRepositories = (executor: Executor) => ({
  certificates: certificatesRepository(executor),
});
export type CertificatesRepositories = ReturnType<typeof certificatesRepositories>;
