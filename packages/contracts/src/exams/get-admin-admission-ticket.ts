import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZAdmissionTicket } from './admission-ticket';

/** The number as printed or scanned; any case, dashes and spaces are ignored. */
export const ZGetAdminAdmissionTicketRequest = z.object({
  ticketNumber: z.string().trim().min(1).max(64),
});
export type TGetAdminAdmissionTicketRequest = z.infer<typeof ZGetAdminAdmissionTicketRequest>;

export const ZGetAdminAdmissionTicketResponse = ZAdmissionTicket.extend({
  /**
   * Whether the learner may still take the exam: the paper is still published and not deleted,
   * public or inviting them, and paid for when paid. A ticket stays findable after that changes.
   */
  admitted: z.boolean(),
});
export type TGetAdminAdmissionTicketResponse = z.infer<typeof ZGetAdminAdmissionTicketResponse>;

/**
 * The invigilator's check of an admission ticket (its QR code encodes the number): who holds it
 * and for which exam, in the administrator's tenant. 309121 when the tenant has no such ticket.
 */
export const getAdminAdmissionTicket = defineEndpoint({
  method: 'GET',
  path: '/admin/exam/admissionTicket',
  access: 'admin',
  summary: 'Look an admission ticket up by its number',
  query: ZGetAdminAdmissionTicketRequest,
  response: ZGetAdminAdmissionTicketResponse,
});
