import { useQuery } from '@tanstack/react-query';
import { getAdmissionTickets as endpoint } from '@lectern/contracts/exams/get-admission-tickets';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /examinee/admissionTickets: the learner's admission tickets (spec §2 examinee card). */
export const getAdmissionTickets = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useAdmissionTickets = () =>
  useQuery({
    queryKey: examKeys.admissionTickets(),
    queryFn: ({ signal }) => getAdmissionTickets(signal),
  });
