import type { TInmailLabel } from '@lectern/contracts/common/inmail-label';
import type { Executor } from '../services/service-deps';

/**
 * An in-mail message the server writes to one member. The client words it from `label` in the
 * learner's language; `title` and `content` are the default wording (docs/decisions/0031).
 */
export type ServerInmail = {
  /** Unique in the tenant: the same code is never sent twice. */
  code: string;
  title: string;
  content: string;
  label: TInmailLabel;
  sentAt: number;
};

/**
 * In-mail messages other features send. The messages module owns the in-mail tables and
 * implements this (modules/messages/inmail-notices.repository.ts); the app lends it (features.ts,
 * docs/decisions/0039). Built on an executor, so a message commits with the caller's transaction.
 */
export type InmailNotices = {
  /** Sends `message` to a member unless its code was sent before: true when sent now. */
  sendOnce: (tenantId: string, memberId: string, message: ServerInmail) => Promise<boolean>;
};

export type InmailNoticesOn = (executor: Executor) => InmailNotices;
