import { postProctoringDeputyTicket as endpoint } from '@lectern/contracts/exams/post-proctoring-deputy-ticket';
import { request } from '@/lib/api-client';

/** POST /exam/proctoring/deputyTicket: the ticket the phone camera's QR code carries. */
export const postProctoringDeputyTicket = (paperId: string) => request(endpoint, { paperId });
