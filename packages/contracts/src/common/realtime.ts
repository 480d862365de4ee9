import { z } from 'zod';
import { ZEpochMillis, ZId } from './primitives';

/**
 * Spec §7 "Realtime messaging (proctoring)" and §9 "Realtime and version checks": the learner's
 * WebSocket at `/h5/api/im/message?userId={userId}` with the subprotocol `userId`, and the
 * exam-notification socket at `/ws` (docs/decisions/0048).
 */
export const IM_MESSAGE_PATH = '/im/message';
export const NOTIFICATION_SOCKET_PATH = '/ws';

/** Spec §9: ping "1" every 25 s, pong "2" within 3 s, reconnect after 2 s. */
export const RealtimeTiming = {
  HEARTBEAT_MS: 25_000,
  PONG_WAIT_MS: 3_000,
  RECONNECT_DELAY_MS: 2_000,
  /** Reconnect attempts before the learner is told the reconnection failed (spec's "limit"). */
  RECONNECT_LIMIT: 10,
  /** A socket that sent no frame for this long is closed by the server: its page is gone. */
  SERVER_IDLE_MS: 25_000 * 2 + 10_000,
} as const;

export const HEARTBEAT_PING = '1';
export const HEARTBEAT_PONG = '2';

/** The longest `content` a realtime message may carry (a WebRTC offer fits many times over). */
export const MAX_REALTIME_CONTENT_LENGTH = 64 * 1024;

/**
 * Close codes the server ends a socket with; the client never reconnects after them.
 * The close reason carries the catalogue code (login refused) for the alert of spec §7.
 */
export const RealtimeCloseCode = {
  /** The socket could not log in (no or dead session, wrong userId): reason = the sub-code. */
  LOGIN_REFUSED: 4401,
  /** A newer login replaced this page's session (clientRace, spec §4 "Login elsewhere"). */
  REPLACED: 4409,
} as const;

/** Spec §3 realtime message: messagePath values. */
export const RealtimeMessagePath = {
  /** Proctoring traffic between the exam page, its phone camera and the proctors. */
  MONITOR: 'monitor',
  /** A newer login on another page (eventType 0). */
  CLIENT_RACE: 'clientRace',
} as const;

/** Spec §7: eventType exam = 2; clientRace comes with 0. */
export const RealtimeEventType = { CLIENT_RACE: 0, EXAM: 2 } as const;

/** The suffix of the phone secondary camera's uid: `{userId}-deputy` (spec §7). */
export const DEPUTY_SUFFIX = '-deputy';
export const deputyUidOf = (userId: string) => `${userId}${DEPUTY_SUFFIX}`;

/** A uid on the channel: a member id, optionally with a suffix naming one of their devices. */
export const ZRealtimeUid = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Spec §7 "Send": what a page sends. */
export const ZRealtimeOutgoing = z.object({
  toUid: ZRealtimeUid,
  /** Stringified JSON (spec §3). */
  content: z.string().max(MAX_REALTIME_CONTENT_LENGTH),
  eventType: z.number().int().min(0).max(99),
  messagePath: z.string().min(1).max(64),
  factoryCode: z.string().max(64).optional(),
});
export type TRealtimeOutgoing = z.infer<typeof ZRealtimeOutgoing>;

/** Spec §7 "Receive": what a page gets; `uid` is the sender, stamped by the server. */
export const ZRealtimeIncoming = ZRealtimeOutgoing.extend({ uid: z.string() });
export type TRealtimeIncoming = z.infer<typeof ZRealtimeIncoming>;

/** Spec §3: content carries t (1 or 2) and es (1 or 2), which route it (spec §7). */
export const ZMonitorContent = z.looseObject({
  t: z.union([z.literal(1), z.literal(2)]),
  es: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type TMonitorContent = z.infer<typeof ZMonitorContent>;

/** An incoming frame as a monitor message with its parsed content; null: anything else. */
export const monitorMessageOf = (raw: unknown) => {
  const message = ZRealtimeIncoming.safeParse(raw);
  if (!message.success || message.data.messagePath !== RealtimeMessagePath.MONITOR) return null;
  let content: unknown;
  try {
    content = JSON.parse(message.data.content);
  } catch {
    return null;
  }
  const monitor = ZMonitorContent.safeParse(content);
  return monitor.success ? { message: message.data, content: monitor.data } : null;
};

/** Where an incoming monitor message goes on the page (spec §7 "Routing"). */
export type TMonitorTarget = 'devicePreview' | 'previewAndExam' | 'exam';

/** Spec §7 routing by t and es; null: the content names no known target. */
export const monitorTargetOf = (content: TMonitorContent): TMonitorTarget | null => {
  if (content.t === 2) return 'exam';
  if (content.es === 1) return 'devicePreview';
  if (content.es === 2) return 'previewAndExam';
  return null;
};

/**
 * What `/ws` tells an examinee about their running sheet (issue 21 point 4). The answering page
 * reacts to each: a new deadline, or the sheet submitted for the reason given.
 */
export const ExamNotificationType = {
  TIME_EXTENDED: 'timeExtended',
  /** An administrator ended or force-submitted the attempt. */
  SUBMITTED_BY_ADMIN: 'submittedByAdmin',
  /** A proctoring limit was passed and the server submitted the sheet. */
  SUBMITTED_BY_PROCTORING: 'submittedByProctoring',
  /** A proctor's message to the examinee. */
  MESSAGE: 'message',
} as const;

export const ZExamNotification = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(ExamNotificationType.TIME_EXTENDED),
    answerSheetId: ZId,
    /** The sheet's new deadline on the server's clock. */
    endTime: ZEpochMillis,
  }),
  z.object({ type: z.literal(ExamNotificationType.SUBMITTED_BY_ADMIN), answerSheetId: ZId }),
  z.object({
    type: z.literal(ExamNotificationType.SUBMITTED_BY_PROCTORING),
    answerSheetId: ZId,
    /** The violation kind whose limit was passed. */
    reason: z.string(),
  }),
  z.object({
    type: z.literal(ExamNotificationType.MESSAGE),
    answerSheetId: ZId.nullable(),
    text: z.string().max(2_000),
    sentAt: ZEpochMillis,
  }),
]);
export type TExamNotification = z.infer<typeof ZExamNotification>;
