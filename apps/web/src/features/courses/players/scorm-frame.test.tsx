import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPostScormCommitRequest } from '@lectern/contracts/courses/post-scorm-commit';
import { ApiError } from '@/lib/api-client';
import { TestProviders } from '@/test/session';
import { progressOf, sessionOf } from '../test/learning-fixtures';
import { ScormFrame } from './scorm-frame';
import type { TScormPlayerMessage } from './scorm-messages';

const session = sessionOf({
  coursewareId: 'cw-scorm',
  kind: 'scorm',
  name: 'Fire drill package',
  url: '/h5/api/courseware/scorm/cw-scorm/index.html',
  scorm: { version: '2004', cmi: { completion_status: 'incomplete' }, seq: 4 },
});

const answerOf = (seq: number) => ({
  progress: progressOf({ seq }),
  courseProgress: 50,
  courseCompleted: false,
});

function renderScorm(
  send: (commit: TPostScormCommitRequest) => Promise<ReturnType<typeof answerOf>>,
) {
  const onActive = vi.fn();
  const onCommitted = vi.fn();
  render(
    <TestProviders>
      <ScormFrame
        session={session}
        startAt={0}
        held={false}
        onActive={onActive}
        onPosition={vi.fn()}
        onCommitted={onCommitted}
        send={send}
      />
    </TestProviders>,
  );
  const frame = screen.getByTitle('Fire drill package') as HTMLIFrameElement;
  const player = frame.contentWindow;
  if (!player) throw new Error('no frame window');
  const posted = vi.spyOn(player, 'postMessage').mockImplementation(() => undefined);
  const fromPlayer = (
    message: TScormPlayerMessage,
    origin = window.location.origin,
    source: Window = player,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin, source }));
    });
  return { frame, posted, fromPlayer, onActive, onCommitted };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScormFrame', () => {
  it('frames the player page and answers its ready with the package and the stored cmi', () => {
    const { frame, posted, fromPlayer, onActive } = renderScorm(vi.fn());
    // The page base (/h5/p/ in the build) is '/' under Vitest.
    expect(frame.getAttribute('src')).toBe(`${import.meta.env.BASE_URL}scorm/index.html`);
    fromPlayer({ type: 'scorm-ready' });
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'scorm-init',
        version: '2004',
        launchUrl: '/h5/api/courseware/scorm/cw-scorm/index.html',
        cmi: { completion_status: 'incomplete' },
      },
      window.location.origin,
    );
    expect(onActive).toHaveBeenLastCalledWith(true);
  });

  it('stores each commit with a seq rising from the session’s, and says it was stored', async () => {
    const send = vi.fn(async (commit: TPostScormCommitRequest) => answerOf(commit.seq));
    const { posted, fromPlayer, onCommitted } = renderScorm(send);
    fromPlayer({ type: 'scorm-commit', cmi: { location: '2' } });
    fromPlayer({ type: 'scorm-commit', cmi: { location: '3', completion_status: 'completed' } });
    expect(send.mock.calls.map(([commit]) => commit)).toEqual([
      { coursewareId: 'cw-scorm', seq: 5, cmi: { location: '2' } },
      { coursewareId: 'cw-scorm', seq: 6, cmi: { location: '3', completion_status: 'completed' } },
    ]);
    await waitFor(() => expect(onCommitted).toHaveBeenCalledTimes(2));
    expect(posted).toHaveBeenCalledWith({ type: 'scorm-committed' }, window.location.origin);
  });

  it('tells the player a commit failed, with the refusal’s code', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('309195', null);
    });
    const { posted, fromPlayer } = renderScorm(send);
    fromPlayer({ type: 'scorm-commit', cmi: {} });
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: 'scorm-failed', code: '309195' },
        window.location.origin,
      ),
    );
  });

  it('ignores messages from another origin or another window', () => {
    const send = vi.fn();
    const { posted, fromPlayer } = renderScorm(send);
    fromPlayer({ type: 'scorm-ready' }, 'https://elsewhere.example');
    fromPlayer({ type: 'scorm-commit', cmi: {} }, window.location.origin, window);
    expect(posted).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('stops counting learning when the package finishes', () => {
    const { fromPlayer, onActive } = renderScorm(vi.fn());
    fromPlayer({ type: 'scorm-ready' });
    fromPlayer({ type: 'scorm-finished' });
    expect(onActive).toHaveBeenLastCalledWith(false);
  });
});
