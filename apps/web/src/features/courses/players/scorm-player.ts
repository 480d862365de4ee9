import type { Scorm12API, Scorm2004API } from 'scorm-again';
import {
  isScormHostMessage,
  type TScormHostMessage,
  type TScormPlayerMessage,
  type TScormVersion,
} from './scorm-messages';

/**
 * The SCORM player page (/scorm/index.html, decision 0062): the learning screen frames it, and it
 * runs scorm-again's API for the package and frames the package's launch file, whose SCO finds
 * the API in its parent. It stores nothing and requests nothing itself: the cmi data goes to the
 * learning screen in the messages of scorm-messages.ts.
 */

type TScormRuntime = Scorm12API | Scorm2004API;
type TCmi = Record<string, unknown>;

/** The API's calls that store data and that end the session, by version. */
const RUNTIME_CALLS = {
  '1.2': { global: 'API', commit: 'LMSCommit', finish: 'LMSFinish' },
  '2004': { global: 'API_1484_11', commit: 'Commit', finish: 'Terminate' },
} as const satisfies Record<TScormVersion, { global: string; commit: string; finish: string }>;

const RUNTIME_SETTINGS = {
  // Data is stored when the SCO commits, by the learning screen: no URL, no timer, no storage.
  lmsCommitUrl: false,
  autocommit: false,
  dataCommitFormat: 'json',
  logLevel: 'NONE',
} as const;

/** Each version's runtime is a chunk of its own: a 1.2 package never loads 2004's sequencing. */
const createRuntime = async (version: TScormVersion): Promise<TScormRuntime> => {
  if (version === '1.2') {
    // The package's export map names its CommonJS types; the ES module exports the class by name.
    const { Scorm12API: Runtime } = (await import('scorm-again/scorm12')) as unknown as {
      Scorm12API: typeof Scorm12API;
    };
    return new Runtime(RUNTIME_SETTINGS);
  }
  const { Scorm2004API: Runtime } = (await import('scorm-again/scorm2004')) as unknown as {
    Scorm2004API: typeof Scorm2004API;
  };
  return new Runtime(RUNTIME_SETTINGS);
};

const asRecord = (value: unknown): TCmi | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TCmi) : null;

/**
 * The stored cmi data made ready for a new session (SCORM 1.2 RTE 3.4.2, SCORM 2004 RTE 4.2.8):
 * the last session's exit and session time were write-only values of that session, and its exit
 * decides the entry: resume after a suspended session, ab-initio the first time.
 */
export const cmiForNewSession = (version: TScormVersion, stored: TCmi | null): TCmi => {
  const data = structuredClone(stored ?? { cmi: {} });
  const cmi = asRecord(data.cmi) ?? data;
  let session = cmi;
  if (version === '1.2') {
    session = asRecord(cmi.core) ?? {};
    cmi.core = session;
  }
  const exit = session.exit;
  delete session.exit;
  delete session.session_time;
  session.entry = stored === null ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
  return data;
};

/**
 * Starts the player in `player` (the page's window), framed by `host` (the learning screen): it
 * answers only `host`'s messages from its own origin, and frames only its own origin's files.
 */
export const startScormPlayer = (player: Window = window, host: Window = window.parent) => {
  const origin = player.location.origin;
  const post = (message: TScormPlayerMessage) => host.postMessage(message, origin);
  let started = false;

  const start = async ({
    version,
    launchUrl,
    cmi,
  }: Extract<TScormHostMessage, { type: 'scorm-init' }>) => {
    const launch = new URL(launchUrl, player.location.href);
    if (launch.origin !== origin) return;
    const runtime = await createRuntime(version);
    runtime.loadFromJSON(cmiForNewSession(version, cmi));
    const calls = RUNTIME_CALLS[version];
    // dataCommitFormat 'json' renders an object, never the 'params' list.
    const committed = (terminate: boolean) => runtime.renderCommitCMI(terminate) as TCmi;
    runtime.on(calls.commit, () => post({ type: 'scorm-commit', cmi: committed(false) }));
    runtime.on(calls.finish, () => {
      post({ type: 'scorm-commit', cmi: committed(true) });
      post({ type: 'scorm-finished' });
    });
    Object.assign(player, { [calls.global]: runtime });

    const frame = player.document.createElement('iframe');
    frame.className = 'scorm-player__package';
    frame.title = player.document.title;
    frame.src = launch.href;
    player.document.body.append(frame);
  };

  player.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== host || event.origin !== origin || !isScormHostMessage(event.data)) return;
    // `committed` and `failed` need nothing here: the SCO's own call has returned, and the
    // learning screen tells the learner about a refusal.
    if (event.data.type !== 'scorm-init' || started) return;
    started = true;
    void start(event.data);
  });
  if (host !== player) post({ type: 'scorm-ready' });
};
