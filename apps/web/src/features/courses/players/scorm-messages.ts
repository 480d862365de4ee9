/**
 * The messages between the learning screen and the SCORM player page (/scorm/index.html) framed
 * in it (decision 0062). Both are of our origin; each side checks `event.origin` and `source`.
 *
 * 1. The player loads and posts `ready` to its parent.
 * 2. The learning screen answers `init`: the package's version, the launch file's URL and the
 *    learner's stored cmi data (null the first time).
 * 3. The player runs scorm-again's API for that version (window.API for 1.2, window.API_1484_11
 *    for 2004) loaded with the cmi data, and frames the launch file, whose SCO finds the API.
 * 4. On every LMSCommit/Commit and LMSFinish/Terminate the player posts `commit` with the cmi
 *    data to store; the learning screen sends it to POST /courseware/scorm/commit with a rising
 *    seq and answers `committed` (or `failed` with the refusal's code).
 * 5. `finished` tells the learning screen that the SCO terminated.
 */
export type TScormVersion = '1.2' | '2004';

export type TScormPlayerMessage =
  | { type: 'scorm-ready' }
  | { type: 'scorm-commit'; cmi: Record<string, unknown> }
  | { type: 'scorm-finished' };

export type TScormHostMessage =
  | {
      type: 'scorm-init';
      version: TScormVersion;
      launchUrl: string;
      cmi: Record<string, unknown> | null;
    }
  | { type: 'scorm-committed' }
  | { type: 'scorm-failed'; code: string };

const playerTypes = new Set(['scorm-ready', 'scorm-commit', 'scorm-finished']);
const hostTypes = new Set(['scorm-init', 'scorm-committed', 'scorm-failed']);

const typeOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'type' in data && typeof data.type === 'string'
    ? data.type
    : null;

export const isScormPlayerMessage = (data: unknown): data is TScormPlayerMessage =>
  playerTypes.has(typeOf(data) ?? '');

export const isScormHostMessage = (data: unknown): data is TScormHostMessage =>
  hostTypes.has(typeOf(data) ?? '');
