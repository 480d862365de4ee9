import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import type {
  THeartbeatPhase,
  TPostCoursewareHeartbeatResponse,
} from '@lectern/contracts/courses/post-courseware-heartbeat';
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { postCoursewareHeartbeat, type TSendHeartbeat } from '../../api/learning-heartbeat';
import { createHeartbeatQueue, type THeartbeatQueue } from './heartbeat-queue';

/**
 * Spec §4 "Pausing": a document, picture or rich text shown this long without a pointer, key or
 * scroll is inactivity judged as cheating; learning pauses until the learner says to continue.
 */
export const INACTIVE_SECONDS = 180;
const MILLIS_PER_SECOND = 1_000;

/** What the learner does that shows they are there. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];

/** Active seconds to a tenth: what the beat claims, the server credits at most the real time. */
const tenths = (milliseconds: number) => Math.round(milliseconds / 100) / 10;

type TClock = {
  setRunning: (running: boolean, leaving?: boolean) => void;
  turnPage: (pageShown: number) => void;
  leave: () => void;
};

/**
 * The beats of one courseware session: `start` when learning begins, `tick` every
 * `heartbeatSeconds` while it goes on and on a page turn, `stop` when it pauses, each with the
 * next seq and the active seconds since the beat before.
 */
function createClock({
  session,
  position,
  queue,
}: {
  session: Pick<TCoursewareSession, 'coursewareId' | 'heartbeatSeconds' | 'progress'>;
  position: () => number;
  queue: THeartbeatQueue;
}): TClock {
  let seq = session.progress.seq;
  let running = false;
  let mark: number | null = null;
  let timer: number | undefined;

  const beat = (phase: THeartbeatPhase, at: number, leaving = false) => {
    const now = Date.now();
    const elapsed = phase === 'start' || mark === null ? 0 : now - mark;
    mark = phase === 'stop' ? null : now;
    seq += 1;
    const body = {
      coursewareId: session.coursewareId,
      seq,
      phase,
      position: Math.max(0, Math.floor(at)),
      elapsedSeconds: tenths(elapsed),
    };
    if (leaving) queue.sendLast(body);
    else queue.push(body);
  };
  const tickEvery = () => {
    window.clearInterval(timer);
    timer = window.setInterval(
      () => beat('tick', position()),
      session.heartbeatSeconds * MILLIS_PER_SECOND,
    );
  };

  const setRunning = (next: boolean, leaving = false) => {
    if (next === running) return;
    running = next;
    if (next) {
      beat('start', position());
      tickEvery();
    } else {
      window.clearInterval(timer);
      beat('stop', position(), leaving);
    }
  };

  return {
    setRunning,
    turnPage: (pageShown) => {
      if (!running) return;
      beat('tick', pageShown);
      tickEvery();
    },
    leave: () => {
      setRunning(false, true);
      queue.dispose();
    },
  };
}

/** Whether the page is on screen (spec §4: learning pauses on a screen switch). */
function useDocumentVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const changed = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
  return visible;
}

/** Whether the learner did nothing for INACTIVE_SECONDS while `watching`; `resume` clears it. */
function useInactivity(watching: boolean) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!watching || idle) return;
    const limit = INACTIVE_SECONDS * MILLIS_PER_SECOND;
    let lastInput = Date.now();
    let timer: number | undefined;
    const check = () => {
      const quiet = Date.now() - lastInput;
      if (quiet >= limit) setIdle(true);
      else timer = window.setTimeout(check, limit - quiet);
    };
    const input = () => {
      lastInput = Date.now();
    };
    timer = window.setTimeout(check, limit);
    for (const name of INPUT_EVENTS)
      window.addEventListener(name, input, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, input, { capture: true });
    };
  }, [watching, idle]);
  return { idle, resume: () => setIdle(false) };
}

/**
 * Spec §4 trusted progress (decision 0062): reports learning on a courseware while it is visible
 * and active — `start`, a `tick` every heartbeatSeconds and on a page turn, `stop` on a pause, a
 * screen switch, inactivity or leaving (the last one by a keepalive request). A failed beat goes
 * again with its seq; the answers and a refusal of the rules go to the screen.
 */
export function useCoursewareHeartbeat({
  session,
  active,
  watchInactivity,
  position,
  onAnswer,
  onRefused,
  send = postCoursewareHeartbeat,
}: {
  /** null: nothing to report (no session, or a completed courseware shown for review). */
  session: Pick<TCoursewareSession, 'coursewareId' | 'heartbeatSeconds' | 'progress'> | null;
  /** The courseware is shown and learned: media playing, a document or picture on screen. */
  active: boolean;
  /** Kinds that do not play by themselves pause after INACTIVE_SECONDS without input. */
  watchInactivity: boolean;
  /** The second of playback or the page shown. */
  position: () => number;
  onAnswer: (answer: TPostCoursewareHeartbeatResponse) => void;
  onRefused: (code: string) => void;
  send?: TSendHeartbeat;
}) {
  const visible = useDocumentVisible();
  const learning = session !== null && active && visible;
  const { idle, resume } = useInactivity(learning && watchInactivity);
  const running = learning && !idle;

  const clock = useRef<TClock | null>(null);
  const runningNow = useLatest(running);
  const latest = useLatest({ position, onAnswer, onRefused, send });

  // A new session (another courseware, or the same one opened again) starts its own seq and clock.
  useEffect(() => {
    if (!session) return;
    const queue = createHeartbeatQueue({
      send: (beat, options) =>
        latest.current.send(beat, {
          // A page going away may not wait for an ordinary request.
          keepalive: options.keepalive || document.visibilityState === 'hidden',
        }),
      onAnswer: (answer) => latest.current.onAnswer(answer),
      onRefused: (code) => {
        clock.current?.setRunning(false);
        latest.current.onRefused(code);
      },
    });
    const created = createClock({
      session,
      position: () => latest.current.position(),
      queue,
    });
    clock.current = created;
    created.setRunning(runningNow.current);
    // Closing the tab does not unmount the screen: its last beat goes as the page hides.
    const hidden = () => created.setRunning(false, true);
    const shown = () => created.setRunning(runningNow.current);
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
      created.leave();
      if (clock.current === created) clock.current = null;
    };
  }, [session, latest, runningNow]);

  useEffect(() => {
    clock.current?.setRunning(running);
  }, [running]);

  return {
    /** Learning is being reported right now. */
    running,
    /** Paused for inactivity: the screen asks whether to continue. */
    idle,
    resume,
    /** A document's page was left: a tick with the page shown until then. */
    turnPage: (pageShown: number) => clock.current?.turnPage(pageShown),
  };
}
