import type { TPostScormCommitResponse } from '@lectern/contracts/courses/post-scorm-commit';
import { useEffect, useRef } from 'react';
import { useLatest } from '@/lib/use-latest';
import { postScormCommit, type TSendScormCommit } from '../api/learning-scorm';
import type { TPlayerProps } from './player-types';
import { hostScormPlayer, scormPlayerUrl } from './scorm-host';

/**
 * SCORM 1.2 and 2004 packages: the player page in a frame (decision 0062), run by scorm-again
 * with the learner's stored cmi data; learning counts while the package is shown, until its SCO
 * finishes.
 */
export function ScormFrame({
  session,
  onActive,
  onCommitted,
  send = postScormCommit,
}: TPlayerProps & {
  onCommitted: (answer: TPostScormCommitResponse) => void;
  send?: TSendScormCommit;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const reports = useLatest({ onActive, onCommitted, send });

  useEffect(() => {
    const shown = (active: boolean) => reports.current.onActive(active);
    const stop = hostScormPlayer({
      session,
      frame: () => frameRef.current?.contentWindow ?? null,
      send: (commit) => reports.current.send(commit),
      onReady: () => shown(true),
      onCommitted: (answer) => reports.current.onCommitted(answer),
      onFinished: () => shown(false),
    });
    return () => {
      stop();
      shown(false);
    };
  }, [session, reports]);

  return (
    <iframe
      ref={frameRef}
      className="lectern-learning-player__scorm"
      src={scormPlayerUrl()}
      title={session.name}
      allow="fullscreen"
    />
  );
}
