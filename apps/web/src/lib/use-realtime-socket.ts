import { useCallback, useEffect, useRef, useState } from 'react';
import {
  openRealtimeSocket,
  RealtimeState,
  type RealtimeSocket,
  type RealtimeStatus,
} from './realtime';
import { useLatest } from './use-latest';

/**
 * Keeps a realtime socket open while the component is shown and `path` is set (spec §7: the IM
 * socket lives on /exam/preview and /strat/exam only), and answers its status.
 */
export function useRealtimeSocket(
  path: string | null,
  onMessage: (message: unknown) => void,
  protocol?: string,
) {
  const [status, setStatus] = useState<RealtimeStatus>({ state: RealtimeState.CONNECTING });
  const latestOnMessage = useLatest(onMessage);
  const socket = useRef<RealtimeSocket | null>(null);
  useEffect(() => {
    if (path === null) return;
    const opened = openRealtimeSocket({
      path,
      protocols: protocol ? [protocol] : [],
      onMessage: (message) => latestOnMessage.current(message),
      onStatus: setStatus,
    });
    socket.current = opened;
    return () => {
      opened.close();
      socket.current = null;
    };
  }, [path, protocol, latestOnMessage]);
  const send = useCallback((message: unknown) => socket.current?.send(message) ?? false, []);
  const retry = useCallback(() => socket.current?.retry(), []);
  return { status, send, retry };
}
