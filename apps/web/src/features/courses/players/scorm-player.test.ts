import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TScormHostMessage, TScormPlayerMessage } from './scorm-messages';
import { cmiForNewSession, startScormPlayer } from './scorm-player';

/**
 * The player page's side of scorm-messages.ts, with a fake SCO in the framed package calling the
 * API it finds in its parent, as a real one does.
 */

/**
 * The page's own window, which its frames see as their parent: jsdom's, reached through a frame,
 * since Vitest's `window` is Node's global with jsdom's properties copied onto it.
 */
const player = (() => {
  const probe = document.createElement('iframe');
  document.body.append(probe);
  const parent = probe.contentWindow?.parent as Window;
  probe.remove();
  return parent;
})();
const ORIGIN = player.location.origin;
const LAUNCH_URL = '/h5/api/courseware/files/cw-1/index.html';

type TScorm12 = {
  LMSInitialize: (parameter: string) => string;
  LMSGetValue: (element: string) => string;
  LMSSetValue: (element: string, value: string) => string;
  LMSCommit: (parameter: string) => string;
  LMSFinish: (parameter: string) => string;
};
type TScorm2004 = {
  Initialize: (parameter: string) => string;
  GetValue: (element: string) => string;
  SetValue: (element: string, value: string) => string;
  Commit: (parameter: string) => string;
  Terminate: (parameter: string) => string;
};
type TPlayerGlobals = { API?: TScorm12; API_1484_11?: TScorm2004 };

/** The learning screen: a window whose postMessage the player calls. */
const openHost = () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const host = frame.contentWindow as Window;
  const posted = vi.spyOn(host, 'postMessage').mockImplementation(() => undefined);
  const messages = () =>
    posted.mock.calls.map(([message, targetOrigin]) => {
      expect(targetOrigin).toBe(ORIGIN);
      return message as TScormPlayerMessage;
    });
  const send = (data: TScormHostMessage | object, { origin = ORIGIN, source = host } = {}) =>
    player.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { host, messages, send };
};

const packageFrame = () =>
  waitFor(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe.scorm-player__package');
    expect(frame).not.toBeNull();
    return frame as HTMLIFrameElement;
  });

/** What a SCO sees: the API of its parent frame, the player. */
const scoApi = <T extends keyof TPlayerGlobals>(frame: HTMLIFrameElement, name: T) =>
  (frame.contentWindow?.parent as unknown as TPlayerGlobals)[name] as NonNullable<
    TPlayerGlobals[T]
  >;

const commits = (messages: TScormPlayerMessage[]) =>
  messages.flatMap((message) => (message.type === 'scorm-commit' ? [message.cmi] : []));

afterEach(() => {
  document.body.replaceChildren();
  const globals = player as unknown as TPlayerGlobals;
  delete globals.API;
  delete globals.API_1484_11;
});

describe('the SCORM player', () => {
  it('says it is ready, frames the launch file and posts a SCORM 1.2 SCO’s commits and finish', async () => {
    const { host, messages, send } = openHost();
    startScormPlayer(player, host);
    expect(messages()).toEqual([{ type: 'scorm-ready' }]);

    send({ type: 'scorm-init', version: '1.2', launchUrl: LAUNCH_URL, cmi: null });
    const frame = await packageFrame();
    expect(frame.src).toBe(`${ORIGIN}${LAUNCH_URL}`);
    const api = scoApi(frame, 'API');
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');

    api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
    api.LMSSetValue('cmi.core.lesson_location', '2');
    api.LMSSetValue('cmi.core.suspend_data', '{"answers":{}}');
    expect(api.LMSCommit('')).toBe('true');
    expect(messages()).toHaveLength(2);
    expect(commits(messages())[0]).toMatchObject({
      cmi: {
        core: { lesson_status: 'incomplete', lesson_location: '2' },
        suspend_data: '{"answers":{}}',
      },
    });

    api.LMSSetValue('cmi.core.score.raw', '100');
    api.LMSSetValue('cmi.core.score.max', '100');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSSetValue('cmi.core.exit', 'suspend');
    api.LMSSetValue('cmi.core.session_time', '00:01:30');
    expect(api.LMSFinish('')).toBe('true');
    expect(messages().map(({ type }) => type)).toEqual([
      'scorm-ready',
      'scorm-commit',
      'scorm-commit',
      'scorm-finished',
    ]);
    expect(commits(messages())[1]).toMatchObject({
      cmi: {
        core: {
          lesson_status: 'passed',
          exit: 'suspend',
          score: { raw: '100', max: '100' },
          total_time: '00:01:30',
        },
      },
    });
    // The player itself asks the server nothing.
    expect(messages().every(({ type }) => type.startsWith('scorm-'))).toBe(true);
  });

  it('resumes a suspended SCORM 1.2 session from the stored cmi data', async () => {
    const { host, send } = openHost();
    startScormPlayer(player, host);
    const stored = {
      cmi: {
        core: {
          lesson_location: '3',
          lesson_status: 'incomplete',
          exit: 'suspend',
          session_time: '00:00:40',
          total_time: '00:00:40',
        },
        suspend_data: '{"answers":{"q1":"B"}}',
      },
    };
    send({ type: 'scorm-init', version: '1.2', launchUrl: LAUNCH_URL, cmi: stored });
    const api = scoApi(await packageFrame(), 'API');
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('3');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(api.LMSGetValue('cmi.core.suspend_data')).toBe('{"answers":{"q1":"B"}}');
    expect(api.LMSGetValue('cmi.core.total_time')).toBe('00:00:40');
  });

  it('runs SCORM 2004 packages on API_1484_11, Commit and Terminate', async () => {
    const { host, messages, send } = openHost();
    startScormPlayer(player, host);
    send({ type: 'scorm-init', version: '2004', launchUrl: LAUNCH_URL, cmi: null });
    const frame = await packageFrame();
    expect((player as unknown as TPlayerGlobals).API).toBeUndefined();
    const api = scoApi(frame, 'API_1484_11');
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.entry')).toBe('ab-initio');
    api.SetValue('cmi.location', 'page-2');
    expect(api.Commit('')).toBe('true');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.score.scaled', '0.9');
    expect(api.Terminate('')).toBe('true');
    expect(messages().map(({ type }) => type)).toEqual([
      'scorm-ready',
      'scorm-commit',
      'scorm-commit',
      'scorm-finished',
    ]);
    expect(commits(messages())[0]).toMatchObject({ cmi: { location: 'page-2' } });
    expect(commits(messages())[1]).toMatchObject({
      cmi: { completion_status: 'completed', success_status: 'passed', score: { scaled: '0.9' } },
    });
  });

  it('answers only its host, from its own origin, and frames only its own origin’s files', async () => {
    const { host, messages, send } = openHost();
    const stranger = openHost();
    startScormPlayer(player, host);
    const init = { type: 'scorm-init', version: '1.2', launchUrl: LAUNCH_URL, cmi: null } as const;
    send(init, { origin: 'https://elsewhere.example' });
    send(init, { source: stranger.host });
    send({ type: 'something-else' });
    send({ ...init, launchUrl: 'https://elsewhere.example/sco.html' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('iframe.scorm-player__package')).toBeNull();
    expect((player as unknown as TPlayerGlobals).API).toBeUndefined();
    expect(messages()).toEqual([{ type: 'scorm-ready' }]);
  });

  it('starts once, and takes the learning screen’s answers to commits quietly', async () => {
    const { host, messages, send } = openHost();
    startScormPlayer(player, host);
    const init = { type: 'scorm-init', version: '1.2', launchUrl: LAUNCH_URL, cmi: null } as const;
    send(init);
    send({ ...init, launchUrl: '/h5/api/courseware/files/cw-2/index.html' });
    await packageFrame();
    send({ type: 'scorm-committed' });
    send({ type: 'scorm-failed', code: '309195' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('iframe.scorm-player__package')).toHaveLength(1);
    expect(messages()).toEqual([{ type: 'scorm-ready' }]);
  });

  it('does nothing when it is not framed', () => {
    const posted = vi.spyOn(player, 'postMessage');
    startScormPlayer(player, player);
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('the cmi data of a new session', () => {
  it('drops the last session’s write-only values and enters by its exit', () => {
    const suspended = {
      cmi: { core: { exit: 'suspend', session_time: '00:00:10', lesson_location: '1' } },
    };
    expect(cmiForNewSession('1.2', suspended)).toEqual({
      cmi: { core: { entry: 'resume', lesson_location: '1' } },
    });
    expect(suspended.cmi.core.exit).toBe('suspend');
    expect(cmiForNewSession('1.2', { cmi: { core: { exit: '' } } })).toEqual({
      cmi: { core: { entry: '' } },
    });
    expect(cmiForNewSession('2004', { cmi: { exit: 'suspend', session_time: 'PT10S' } })).toEqual({
      cmi: { entry: 'resume' },
    });
    expect(cmiForNewSession('2004', { cmi: { exit: 'normal' } })).toEqual({ cmi: { entry: '' } });
    expect(cmiForNewSession('1.2', null)).toEqual({ cmi: { core: { entry: 'ab-initio' } } });
    expect(cmiForNewSession('2004', null)).toEqual({ cmi: { entry: 'ab-initio' } });
  });
});
