import type { TPostScormCommitResponse } from '@lectern/contracts/courses/post-scorm-commit';
import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import { errorCodeOf } from '@/lib/api-client';
import type { TSendScormCommit } from '../api/learning-scorm';
import { isScormPlayerMessage, type TScormHostMessage } from './scorm-messages';

/** The SCORM player page the build makes (spec §2 /scorm/index.html), under the page base. */
export const scormPlayerUrl = () => `${import.meta.env.BASE_URL}scorm/index.html`;

/**
 * The learning screen's side of scorm-messages.ts for one package: answers `scorm-ready` with the
 * package and the learner's stored cmi, stores each `scorm-commit` (POST /courseware/scorm/commit)
 * with a seq rising from the session's, and tells the player how it went. Messages count only
 * from our own origin and from the player's frame. Answers how to stop listening.
 */
export function hostScormPlayer({
  session,
  frame,
  send,
  onReady,
  onCommitted,
  onFinished,
}: {
  session: Pick<TCoursewareSession, 'coursewareId' | 'url' | 'scorm'>;
  frame: () => Window | null;
  send: TSendScormCommit;
  onReady: () => void;
  onCommitted: (answer: TPostScormCommitResponse) => void;
  onFinished: () => void;
}) {
  let seq = session.scorm?.seq ?? 0;
  const origin = window.location.origin;
  const post = (player: Window, message: TScormHostMessage) => player.postMessage(message, origin);

  const received = (event: MessageEvent) => {
    const player = frame();
    if (!player || event.origin !== origin || event.source !== player) return;
    const message: unknown = event.data;
    if (!isScormPlayerMessage(message) || !session.scorm) return;
    if (message.type === 'scorm-ready') {
      post(player, {
        type: 'scorm-init',
        version: session.scorm.version,
        launchUrl: session.url ?? '',
        cmi: session.scorm.cmi,
      });
      onReady();
    } else if (message.type === 'scorm-commit') {
      seq += 1;
      send({ coursewareId: session.coursewareId, seq, cmi: message.cmi }).then(
        (answer) => {
          post(player, { type: 'scorm-committed' });
          onCommitted(answer);
        },
        (error: unknown) => post(player, { type: 'scorm-failed', code: errorCodeOf(error) }),
      );
    } else {
      onFinished();
    }
  };
  window.addEventListener('message', received);
  return () => window.removeEventListener('message', received);
}
