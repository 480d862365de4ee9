import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZAdmissionTicket } from './admission-ticket';

/** Most tickets listed at once, the soonest exams first. */
export const MAX_ADMISSION_TICKETS = 50;

export const ZGetAdmissionTicketsResponse = z.array(ZAdmissionTicket);
export type TGetAdmissionTicketsResponse = z.infer<typeof ZGetAdmissionTicketsResponse>;

/**
 * Spec §2 /personal/examinee-card: the learner's admission tickets, one for each paper that
 * issues them and that the learner may take (published, public or inviting them, paid for when
 * paid) and whose exam has not ended; soonest start first. A ticket is issued at the first read
 * and keeps its number.
 */
export const getAdmissionTickets = defineEndpoint({
  method: 'GET',
  path: '/examinee/admissionTickets',
  access: 'member',
  summary: "The learner's admission tickets (examinee cards)",
  response: ZGetAdmissionTicketsResponse,
});
