import {
  HEARTBEAT_PING,
  HEARTBEAT_PONG,
  RealtimeCloseCode,
  RealtimeEventType,
  RealtimeMessagePath,
  RealtimeTiming,
} from '@lectern/contracts/common/realtime';
import { API_BASE } from '@lectern/contracts/common/endpoint';

/**
 * Spec §4 "Proctoring / realtime connection": connected, interrupted, reconnecting, reconnect
 * failed, restored; and the two ends that never reconnect: the login was refused (§7), or a newer
 * login replaced this page (§4 "Login elsewhere").
 */
export const RealtimeState = {
  CONNECTING: 'connecting',
  CONNECTED: 'connected',
  INTERRUPTED: 'interrupted',
  RECONNECTING: 'reconnecting',
  RECONNECT_FAILED: 'reconnectFailed',
  RESTORED: 'restored',
  LOGIN_REFUSED: 'loginRefused',
  REPLACED: 'replaced',
} as const;
export type TRealtimeState = (typeof RealtimeState)[keyof typeof RealtimeState];

export type RealtimeStatus = {
  state: TRealtimeState;
  /** With LOGIN_REFUSED: the catalogue code the server gave. */
  code?: string;
};

export type RealtimeSocketOptions = {
  /** Path under the API base, with its query. */
  path: string;
  protocols?: string[];
  /** Every frame but the heartbeat's, parsed from JSON. */
  onMessage: (message: unknown) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** Reconnect attempts before giving up; spec §7 'an optional reconnect limit'. */
  reconnectLimit?: number;
  /** Tests give a fake. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
};

/** The socket URL of an API path on this page's host (spec §7 'ws base'). */
export const socketUrl = (
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}${path}`;

const isClientRace = (message: unknown) =>
  typeof message === 'object' &&
  message !== null &&
  (message as { messagePath?: unknown }).messagePath === RealtimeMessagePath.CLIENT_RACE &&
  (message as { eventType?: unknown }).eventType === RealtimeEventType.CLIENT_RACE;

/**
 * One realtime socket that keeps itself open (spec §7, §9): pings "1" every 25 s and closes when
 * the "2" does not come within 3 s, reconnects 2 s after any loss up to the limit, and stops for
 * good when the server refuses its login or a newer login replaces the page.
 */
export const openRealtimeSocket = (options: RealtimeSocketOptions) => {
  const limit = options.reconnectLimit ?? RealtimeTiming.RECONNECT_LIMIT;
  const create = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  let socket: WebSocket | null = null;
  let stopped = false;
  let wasConnected = false;
  let failures = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongWait: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const report = (status: RealtimeStatus) => {
    if (!stopped || status.state === RealtimeState.REPLACED) options.onStatus(status);
  };
  const clearTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(pongWait);
  };

  const end = () => {
    stopped = true;
    clearTimers();
    clearTimeout(retry);
    const current = socket;
    socket = null;
    if (current && current.readyState <= WebSocket.OPEN) current.close(1000);
  };

  const connect = () => {
    const current = create(socketUrl(options.path), options.protocols ?? []);
    socket = current;
    current.onopen = () => {
      failures = 0;
      report({ state: wasConnected ? RealtimeState.RESTORED : RealtimeState.CONNECTED });
      wasConnected = true;
      heartbeat = setInterval(() => {
        current.send(HEARTBEAT_PING);
        clearTimeout(pongWait);
        pongWait = setTimeout(() => current.close(), RealtimeTiming.PONG_WAIT_MS);
      }, RealtimeTiming.HEARTBEAT_MS);
    };
    current.onmessage = (event: MessageEvent) => {
      if (event.data === HEARTBEAT_PONG) {
        clearTimeout(pongWait);
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (isClientRace(message)) {
        // Spec §4: log out of realtime, then the page tells the learner.
        end();
        report({ state: RealtimeState.REPLACED });
        return;
      }
      options.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      clearTimers();
      socket = null;
      if (stopped) return;
      if (event.code === RealtimeCloseCode.LOGIN_REFUSED) {
        stopped = true;
        options.onStatus({ state: RealtimeState.LOGIN_REFUSED, code: event.reason });
        return;
      }
      if (event.code === RealtimeCloseCode.REPLACED) {
        end();
        report({ state: RealtimeState.REPLACED });
        return;
      }
      if (failures >= limit) {
        report({ state: RealtimeState.RECONNECT_FAILED });
        return;
      }
      report({
        state:
          wasConnected && failures === 0 ? RealtimeState.INTERRUPTED : RealtimeState.RECONNECTING,
      });
      failures += 1;
      retry = setTimeout(() => {
        report({ state: RealtimeState.RECONNECTING });
        connect();
      }, RealtimeTiming.RECONNECT_DELAY_MS);
    };
  };

  report({ state: RealtimeState.CONNECTING });
  connect();

  return {
    /** Sends a JSON message; false when the socket is not open (the caller may retry). */
    send: (message: unknown) => {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    /** Tries again after RECONNECT_FAILED, with a fresh count of attempts. */
    retry: () => {
      if (stopped || socket) return;
      failures = 0;
      report({ state: RealtimeState.RECONNECTING });
      connect();
    },
    close: end,
  };
};

export type RealtimeSocket = ReturnType<typeof openRealtimeSocket>;
