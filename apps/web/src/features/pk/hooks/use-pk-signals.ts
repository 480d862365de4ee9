import { useCallback } from 'react';
import { IM_MESSAGE_PATH } from '@lectern/contracts/common/realtime';
import { pkSignalOf, type TPkSignal } from '@lectern/contracts/pk/pk';
import { useSession } from '@/lib/session';
import { useRealtimeSocket } from '@/lib/use-realtime-socket';

/**
 * The learner's IM socket on the PK screens (docs/decisions/0059): the server's PK signals
 * (matched, challenged, scores, finished) reach `onSignal`; the socket being open is what tells
 * the server the learner is there.
 */
export function usePkSignals(onSignal: (signal: TPkSignal) => void) {
  const { member } = useSession();
  const userId = member?.userId ?? null;
  const onMessage = useCallback(
    (raw: unknown) => {
      const signal = pkSignalOf(raw);
      if (signal) onSignal(signal);
    },
    [onSignal],
  );
  return useRealtimeSocket(
    userId === null ? null : `${IM_MESSAGE_PATH}?userId=${encodeURIComponent(userId)}`,
    onMessage,
    userId ?? undefined,
  );
}
