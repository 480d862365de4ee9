import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeCloseCode, RealtimeTiming } from '@lectern/contracts/common/realtime';
import { openRealtimeSocket, RealtimeState, socketUrl, type RealtimeStatus } from './realtime';

/** A stand-in for the browser's WebSocket that the test drives from the server's side. */
class FakeSocket {
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1005) {
    this.closedWith = code;
    this.serverCloses(code);
  }
  // The server's side:
  opens() {
    this.readyState = WebSocket.OPEN;
    this.onopen?.();
  }
  says(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  serverCloses(code: number, reason = '') {
    if (this.readyState === WebSocket.CLOSED) return;
    this.readyState = WebSocket.CLOSED;
    this.onclose?.({ code, reason } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let statuses: RealtimeStatus[];
let messages: unknown[];
const latest = () => sockets.at(-1)!;
const open = (reconnectLimit?: number) =>
  openRealtimeSocket({
    path: '/im/message?userId=u1',
    protocols: ['u1'],
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    reconnectLimit,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
const states = () => statuses.map(({ state }) => state);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
  messages = [];
});
afterEach(() => vi.useRealTimers());

describe('the realtime socket (spec §7, §9)', () => {
  it('opens the API path on this host with the userId subprotocol', () => {
    open();
    expect(latest().url).toBe(`ws://${window.location.host}/h5/api/im/message?userId=u1`);
    expect(latest().protocols).toEqual(['u1']);
    expect(socketUrl('/ws', { protocol: 'https:', host: 'exam.example' })).toBe(
      'wss://exam.example/h5/api/ws',
    );
  });

  it('pings "1" every 25 s and closes when the "2" does not come within 3 s', () => {
    open();
    latest().opens();
    expect(states()).toEqual([RealtimeState.CONNECTING, RealtimeState.CONNECTED]);
    vi.advanceTimersByTime(RealtimeTiming.HEARTBEAT_MS);
    expect(latest().sent).toEqual(['1']);
    latest().says('2');
    vi.advanceTimersByTime(RealtimeTiming.PONG_WAIT_MS);
    expect(latest().closedWith).toBeUndefined();
    vi.advanceTimersByTime(RealtimeTiming.HEARTBEAT_MS - RealtimeTiming.PONG_WAIT_MS);
    expect(latest().sent).toEqual(['1', '1']);
    vi.advanceTimersByTime(RealtimeTiming.PONG_WAIT_MS);
    expect(latest().closedWith).toBeDefined();
    expect(states().at(-1)).toBe(RealtimeState.INTERRUPTED);
  });

  it('reconnects 2 s after a loss and says the connection was restored', () => {
    open();
    latest().opens();
    latest().serverCloses(1006);
    expect(states().at(-1)).toBe(RealtimeState.INTERRUPTED);
    vi.advanceTimersByTime(RealtimeTiming.RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(states().at(-1)).toBe(RealtimeState.RECONNECTING);
    latest().opens();
    expect(states().at(-1)).toBe(RealtimeState.RESTORED);
  });

  it('gives up after the reconnect limit, and tries again when asked', () => {
    const socket = open(2);
    latest().opens();
    latest().serverCloses(1006);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      vi.advanceTimersByTime(RealtimeTiming.RECONNECT_DELAY_MS);
      latest().serverCloses(1006);
    }
    expect(states().at(-1)).toBe(RealtimeState.RECONNECT_FAILED);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    socket.retry();
    expect(sockets).toHaveLength(4);
    latest().opens();
    expect(states().at(-1)).toBe(RealtimeState.RESTORED);
  });

  it('stops for good with the code when the server refuses the login', () => {
    open();
    latest().opens();
    latest().serverCloses(RealtimeCloseCode.LOGIN_REFUSED, '403-4');
    expect(statuses.at(-1)).toEqual({ state: RealtimeState.LOGIN_REFUSED, code: '403-4' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('logs out of realtime on clientRace with eventType 0 (spec §4 "Login elsewhere")', () => {
    open();
    latest().opens();
    latest().says(
      JSON.stringify({
        uid: 'system',
        toUid: 'u1',
        messagePath: 'clientRace',
        eventType: 0,
        content: '{}',
      }),
    );
    expect(states().at(-1)).toBe(RealtimeState.REPLACED);
    expect(latest().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  it('hands every other message on, parsed, and sends JSON while open', () => {
    const socket = open();
    expect(socket.send({ a: 1 })).toBe(false);
    latest().opens();
    latest().says('{"messagePath":"monitor","eventType":2}');
    latest().says('not json');
    expect(messages).toEqual([{ messagePath: 'monitor', eventType: 2 }]);
    expect(socket.send({ a: 1 })).toBe(true);
    expect(latest().sent).toEqual(['{"a":1}']);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
