import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type NewAdmissionTicket = { paperId: string; ticketNumber: string };

/** Admission tickets and the examinee they name (docs/decisions/0045); always tenant-scoped. */
export const admissionTicketsRepository = (db: Kysely<Database>) => ({
  /** The learner's tickets for these papers, by paper id. */
  ofMember: async (tenantId: string, memberId: string, paperIds: string[]) => {
    if (paperIds.length === 0)
      return new Map<string, { ticket_number: string; issued_at: number }>();
    const rows = await db
      .selectFrom('admission_tickets')
      .select(['paper_id', 'ticket_number', 'issued_at'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('paper_id', 'in', paperIds)
      .execute();
    return new Map(rows.map(({ paper_id, ...ticket }) => [paper_id, ticket]));
  },

  /**
   * Stores the tickets that do not exist yet. A ticket the learner already holds (a concurrent
   * first read stored it) or a number the tenant already uses is left out, not an error: the
   * caller reads again and draws a new number for what is still missing.
   */
  insertMissing: async (
    tenantId: string,
    memberId: string,
    tickets: NewAdmissionTicket[],
    now: number,
  ) => {
    if (tickets.length === 0) return;
    await db
      .insertInto('admission_tickets')
      .values(
        tickets.map(({ paperId, ticketNumber }) => ({
          tenant_id: tenantId,
          paper_id: paperId,
          member_id: memberId,
          ticket_number: ticketNumber,
          issued_at: now,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },

  findByNumber: (tenantId: string, ticketNumber: string) =>
    db
      .selectFrom('admission_tickets')
      .select(['paper_id', 'member_id', 'ticket_number', 'issued_at'])
      .where('tenant_id', '=', tenantId)
      .where('ticket_number', '=', ticketNumber)
      .executeTakeFirst(),

  /** What a ticket shows of its holder: name, account, photo and organisations. */
  examinee: async (tenantId: string, memberId: string) => {
    const member = await db
      .selectFrom('members')
      .select(['nick_name', 'user_code', 'avatar'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) return undefined;
    const organisations = await db
      .selectFrom('member_organisations')
      .innerJoin('organisations', (join) =>
        join
          .onRef('organisations.id', '=', 'member_organisations.organisation_id')
          .onRef('organisations.tenant_id', '=', 'member_organisations.tenant_id'),
      )
      .select('organisations.name')
      .where('member_organisations.tenant_id', '=', tenantId)
      .where('member_organisations.member_id', '=', memberId)
      .orderBy('organisations.classify_path')
      .execute();
    return { ...member, organisations: organisations.map((row) => row.name) };
  },
});
