import { z } from 'zod';
import { QuestionType } from '../common/enums';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZRealtimeIncoming } from '../common/realtime';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZQuestionView } from '../questions/question';

/**
 * PK (head-to-head) quizzes (spec §1 Practice, issue 22 point 6, docs/decisions/0059): two
 * learners of a tenant, matched from a queue or by a challenge, answer the same questions from
 * the same moment; each answer is judged on the server as it is given, both see the live score
 * over the realtime channel, and the result earns credits (history type 'PK quiz').
 */

/** The question types a PK match draws: those the server judges right or wrong by itself. */
export const PK_QUESTION_TYPES: readonly number[] = [
  QuestionType.SINGLE_CHOICE,
  QuestionType.MULTIPLE_CHOICE,
  QuestionType.TRUE_FALSE,
];

/** Seconds between the match being made and its first question (both players get ready). */
export const PK_COUNTDOWN_MS = 3_000;

/** How long a pending challenge waits for an answer. */
export const PK_CHALLENGE_TTL_MS = 60_000;

/** A waiting learner not seen (lobby read or join) for this long is no longer paired. */
export const PK_QUEUE_STALE_MS = 30_000;

export const PkResult = { WIN: 'win', DRAW: 'draw', LOSS: 'loss' } as const;
export type TPkResult = (typeof PkResult)[keyof typeof PkResult];
export const ZPkResult = z.enum([PkResult.WIN, PkResult.DRAW, PkResult.LOSS]);

export const PkMatchStatus = { ACTIVE: 'active', FINISHED: 'finished' } as const;
export const ZPkMatchStatus = z.enum([PkMatchStatus.ACTIVE, PkMatchStatus.FINISHED]);
export type TPkMatchStatus = z.infer<typeof ZPkMatchStatus>;

/** Why a match ended. */
export const PkEndReason = {
  /** Both players answered every question. */
  ALL_ANSWERED: 'allAnswered',
  /** The match's time ran out. */
  TIME_UP: 'timeUp',
  /** A player's page was gone for longer than the grace period: they lose. */
  DISCONNECT: 'disconnect',
} as const;
export const ZPkEndReason = z.enum([
  PkEndReason.ALL_ANSWERED,
  PkEndReason.TIME_UP,
  PkEndReason.DISCONNECT,
]);
export type TPkEndReason = z.infer<typeof ZPkEndReason>;

export const ZPkCredits = z.object({
  win: z.number().int().nonnegative(),
  draw: z.number().int().nonnegative(),
  loss: z.number().int().nonnegative(),
});

/** A PK quiz of the tenant: its pool, questions per match, time and credits. */
export const ZPkQuiz = z.object({
  quizId: ZId,
  name: z.string(),
  questionCount: z.number().int().positive(),
  secondsPerQuestion: z.number().int().positive(),
  credits: ZPkCredits,
});
export type TPkQuiz = z.infer<typeof ZPkQuiz>;

/** A learner of the tenant to challenge: their name and account, never their id. */
export const ZPkOpponent = z.object({ name: z.string(), userCode: z.string() });
export type TPkOpponent = z.infer<typeof ZPkOpponent>;

/** A learner as the other player of their match or challenge sees them. */
export const ZPkMember = ZPkOpponent.extend({ memberId: ZId });
export type TPkMember = z.infer<typeof ZPkMember>;

/** A player of a match, as both players see them. */
export const ZPkPlayer = ZPkMember.extend({
  score: z.number().int().nonnegative(),
  answeredCount: z.number().int().nonnegative(),
  /** False while their page is gone (their grace period runs from `awaySince`). */
  connected: z.boolean(),
  awaySince: ZEpochMillis.nullable(),
  /** Once the match has ended. */
  result: ZPkResult.nullable(),
  credits: z.number().int().nonnegative().nullable(),
});
export type TPkPlayer = z.infer<typeof ZPkPlayer>;

/** One of the caller's answers, judged. */
export const ZPkJudgedAnswer = z.object({
  index: z.number().int().nonnegative(),
  answer: ZAnswer,
  correct: z.boolean(),
  key: ZAnswerKey,
});
export type TPkJudgedAnswer = z.infer<typeof ZPkJudgedAnswer>;

export const ZPkMatch = z.object({
  matchId: ZId,
  quizId: ZId,
  quizName: z.string(),
  status: ZPkMatchStatus,
  endReason: ZPkEndReason.nullable(),
  /** The first question shows at this time (server clock), for both players. */
  startsAt: ZEpochMillis,
  /** Answers after it do not count: the match ends. */
  endsAt: ZEpochMillis,
  finishedAt: ZEpochMillis.nullable(),
  secondsPerQuestion: z.number().int().positive(),
  /** How long a player's page may be gone before they lose. */
  graceMs: z.number().int().nonnegative(),
  questions: z.array(ZQuestionView),
  me: ZPkPlayer,
  opponent: ZPkPlayer,
  myAnswers: z.array(ZPkJudgedAnswer),
  serverTime: ZEpochMillis,
});
export type TPkMatch = z.infer<typeof ZPkMatch>;

export const PkChallengeStatus = {
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
} as const;

/** A challenge the caller sent or received, still waiting for its answer. */
export const ZPkChallenge = z.object({
  challengeId: ZId,
  quizId: ZId,
  quizName: z.string(),
  from: ZPkMember,
  to: ZPkMember,
  createdAt: ZEpochMillis,
  expiresAt: ZEpochMillis,
});
export type TPkChallenge = z.infer<typeof ZPkChallenge>;

/** Spec §3 realtime message: PK traffic travels with this messagePath and eventType. */
export const PK_MESSAGE_PATH = 'pk';
export const PK_EVENT_TYPE = 3;

export const PkSignalType = {
  /** A match was made for the learner (from the queue or an accepted challenge). */
  MATCHED: 'matched',
  /** Someone challenged the learner. */
  CHALLENGED: 'challenged',
  /** A challenge the learner sent or received was declined, cancelled or accepted. */
  CHALLENGE_CLOSED: 'challengeClosed',
  /** A player's score or state changed: both players' states follow. */
  SCORE: 'score',
  /** The match ended. */
  FINISHED: 'finished',
} as const;

const ZPlayerState = z.object({
  memberId: ZId,
  score: z.number().int().nonnegative(),
  answeredCount: z.number().int().nonnegative(),
  connected: z.boolean(),
  awaySince: ZEpochMillis.nullable(),
});
export type TPkPlayerState = z.infer<typeof ZPlayerState>;

/** The content of a PK realtime message (a JSON string in `content`, spec §3). */
export const ZPkSignal = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PkSignalType.MATCHED), matchId: ZId }),
  z.object({ type: z.literal(PkSignalType.CHALLENGED), challengeId: ZId }),
  z.object({
    type: z.literal(PkSignalType.CHALLENGE_CLOSED),
    challengeId: ZId,
    matchId: ZId.nullable(),
  }),
  z.object({
    type: z.literal(PkSignalType.SCORE),
    matchId: ZId,
    players: z.array(ZPlayerState),
  }),
  z.object({ type: z.literal(PkSignalType.FINISHED), matchId: ZId }),
]);
export type TPkSignal = z.infer<typeof ZPkSignal>;

/** An incoming realtime frame as a PK signal; null: anything else. */
export const pkSignalOf = (raw: unknown): TPkSignal | null => {
  const message = ZRealtimeIncoming.safeParse(raw);
  if (
    !message.success ||
    message.data.messagePath !== PK_MESSAGE_PATH ||
    message.data.eventType !== PK_EVENT_TYPE
  ) {
    return null;
  }
  let content: unknown;
  try {
    content = JSON.parse(message.data.content);
  } catch {
    return null;
  }
  const signal = ZPkSignal.safeParse(content);
  return signal.success ? signal.data : null;
};

/** A finished match in the learner's PK history. */
export const ZPkHistoryEntry = z.object({
  matchId: ZId,
  quizName: z.string(),
  opponent: ZPkMember,
  myScore: z.number().int().nonnegative(),
  opponentScore: z.number().int().nonnegative(),
  result: ZPkResult,
  endReason: ZPkEndReason,
  credits: z.number().int().nonnegative(),
  finishedAt: ZEpochMillis,
});
export type TPkHistoryEntry = z.infer<typeof ZPkHistoryEntry>;
