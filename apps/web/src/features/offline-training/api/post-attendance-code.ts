import { useQuery } from '@tanstack/react-query';
import {
  ATTENDANCE_CODE_REFRESH_SECONDS,
  type TAttendanceKind,
} from '@lectern/contracts/offline-training/offline-training';
import { postAttendanceCode as endpoint } from '@lectern/contracts/offline-training/post-attendance-code';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/**
 * POST /offline/session/attendanceCode while the trainer shows the QR code: a fresh code every
 * ATTENDANCE_CODE_REFRESH_SECONDS, well inside its validity. The panel explains refusals itself.
 */
export const useAttendanceCode = (sessionId: string, kind: TAttendanceKind | null) =>
  useQuery({
    queryKey: [...offlineKeys.session(sessionId), 'code', kind] as const,
    queryFn: ({ signal }) =>
      request(endpoint, { sessionId, kind: kind! }, { signal, handlesFailure: () => true }),
    enabled: kind !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchInterval: ATTENDANCE_CODE_REFRESH_SECONDS * 1000,
  });
