import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { DEPT_NAME_SEPARATOR } from '@lectern/contracts/common/member';
import {
  formatTicketNumber,
  normaliseTicketNumber,
  TICKET_NUMBER_ALPHABET,
  TICKET_NUMBER_LENGTH,
  type TAdmissionTicket,
} from '@lectern/contracts/exams/admission-ticket';
import type { TGetAdminAdmissionTicketResponse } from '@lectern/contracts/exams/get-admin-admission-ticket';
import {
  MAX_ADMISSION_TICKETS,
  type TGetAdmissionTicketsResponse,
} from '@lectern/contracts/exams/get-admission-tickets';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { ExamsRepositories } from './exams.repositories';
import type { PaperRow } from './papers.repository';

/**
 * Draws of new numbers for the tickets a read still lacks. A draw fails only when a number is
 * taken already (2^-60 per ticket held in the tenant) or a concurrent read stored the ticket,
 * which the next read finds; a third failure is a fault, not bad luck.
 */
const MAX_NUMBER_DRAWS = 3;

/** 60 random bits: each random byte picks one of the alphabet's 32 characters (256 = 8 × 32). */
export const newTicketNumber = () =>
  formatTicketNumber(
    [...randomBytes(TICKET_NUMBER_LENGTH)]
      .map((byte) => TICKET_NUMBER_ALPHABET[byte % TICKET_NUMBER_ALPHABET.length])
      .join(''),
  );

type Examinee = NonNullable<Awaited<ReturnType<ExamsRepositories['tickets']['examinee']>>>;

const ticketOf = (
  paper: PaperRow,
  ticket: { ticket_number: string; issued_at: number },
  examinee: Examinee,
): TAdmissionTicket => ({
  ticketNumber: ticket.ticket_number,
  paperId: paper.id,
  paperName: paper.name,
  examEnableTime: paper.enable_time,
  examExpireTime: paper.expire_time,
  duration: paper.duration_minutes,
  notes: JSON.parse(paper.examinee_notes) as string[],
  nickName: examinee.nick_name,
  userCode: examinee.user_code,
  avatar: examinee.avatar,
  deptName:
    examinee.organisations.length === 0 ? null : examinee.organisations.join(DEPT_NAME_SEPARATOR),
  issuedAt: ticket.issued_at,
});

/**
 * Spec §1 admission tickets (docs/decisions/0045): the learner's, issued at their first read,
 * and the invigilator's lookup by number.
 */
export const admissionTicketsService = ({
  db,
  transact,
  repositories,
}: ServiceDeps<Pick<ExamsRepositories, 'papers' | 'tickets'>>) => {
  const { papers, tickets } = repositories(db);

  /** The learner's tickets for these papers, issuing the missing ones: one each, ever. */
  const issuedTickets = async (tenantId: string, memberId: string, paperIds: string[]) => {
    for (let draw = 0; ; draw += 1) {
      const held = await tickets.ofMember(tenantId, memberId, paperIds);
      const missing = paperIds.filter((paperId) => !held.has(paperId));
      if (missing.length === 0) return held;
      if (draw === MAX_NUMBER_DRAWS) throw new Error('admission tickets could not be issued');
      const now = Date.now();
      await transact((trx) =>
        repositories(trx).tickets.insertMissing(
          tenantId,
          memberId,
          missing.map((paperId) => ({ paperId, ticketNumber: newTicketNumber() })),
          now,
        ),
      );
    }
  };

  return {
    /** Spec §2 /personal/examinee-card: a ticket for each paper that issues them and admits the learner. */
    list: async ({ tenantId, memberId }: MemberSession): Promise<TGetAdmissionTicketsResponse> => {
      const admitted = await papers.listAdmittedWithTickets(
        tenantId,
        memberId,
        Date.now(),
        MAX_ADMISSION_TICKETS,
      );
      if (admitted.length === 0) return [];
      const [held, examinee] = await Promise.all([
        issuedTickets(
          tenantId,
          memberId,
          admitted.map((paper) => paper.id),
        ),
        tickets.examinee(tenantId, memberId),
      ]);
      if (!examinee) throw new AppError(ErrorCode.NO_DATA);
      return admitted.map((paper) => ticketOf(paper, held.get(paper.id)!, examinee));
    },

    /** The invigilator's check: who holds the ticket, for which exam, and whether still admitted. */
    lookup: async (
      { tenantId }: MemberSession,
      ticketNumber: string,
    ): Promise<TGetAdminAdmissionTicketResponse> => {
      const number = normaliseTicketNumber(ticketNumber);
      const ticket = number === null ? undefined : await tickets.findByNumber(tenantId, number);
      if (!ticket) throw new AppError(ErrorCode.ADMISSION_TICKET_NOT_FOUND);
      const [paper, examinee, admitted] = await Promise.all([
        papers.findById(tenantId, ticket.paper_id),
        tickets.examinee(tenantId, ticket.member_id),
        papers.isAdmitted(tenantId, ticket.member_id, ticket.paper_id),
      ]);
      // Both are deleted with their tickets (foreign keys); papers are only marked deleted.
      if (!paper || !examinee) throw new AppError(ErrorCode.ADMISSION_TICKET_NOT_FOUND);
      return { ...ticketOf(paper, ticket, examinee), admitted };
    },
  };
};
