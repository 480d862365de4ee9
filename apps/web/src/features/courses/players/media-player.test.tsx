import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/session';
import { sessionOf } from '../test/learning-fixtures';
import { playTo, stubMediaElements } from '../test/media-stubs';
import { MediaPlayer } from './media-player';
import type { TPlayerHandle } from './player-types';

let media: ReturnType<typeof stubMediaElements>;
beforeEach(() => {
  media = stubMediaElements();
});

function renderPlayer(props: { held?: boolean; startAt?: number; kind?: 'video' | 'audio' } = {}) {
  const onActive = vi.fn();
  const onPosition = vi.fn();
  const ref = createRef<TPlayerHandle>();
  const session = sessionOf({ kind: props.kind ?? 'video', name: 'Safety basics' });
  const element = (held: boolean) => (
    <TestProviders>
      <MediaPlayer
        ref={ref}
        session={session}
        startAt={props.startAt ?? 0}
        held={held}
        onActive={onActive}
        onPosition={onPosition}
      />
    </TestProviders>
  );
  const view = render(element(props.held ?? false));
  const player = view.container.querySelector<HTMLMediaElement>('video, audio');
  if (!player) throw new Error('no media element');
  return {
    ...view,
    player,
    onActive,
    onPosition,
    ref,
    hold: (held: boolean) => view.rerender(element(held)),
  };
}

describe('MediaPlayer', () => {
  it('plays the file and resumes where learning stopped', async () => {
    const { player } = renderPlayer({ startAt: 125 });
    await vi.waitFor(() => expect(player.getAttribute('src')).toBe('/h5/api/files/safety.mp4'));
    Object.defineProperty(player, 'duration', { configurable: true, value: 600 });
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(125);
  });

  it('starts from the beginning when learning stopped at the very end', async () => {
    const { player } = renderPlayer({ startAt: 599 });
    await vi.waitFor(() => expect(player.getAttribute('src')).not.toBeNull());
    Object.defineProperty(player, 'duration', { configurable: true, value: 600 });
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(0);
  });

  it('reports learning while it plays, and the second reached', async () => {
    const { player, onActive, onPosition } = renderPlayer();
    await player.play();
    expect(onActive).toHaveBeenLastCalledWith(true);
    playTo(player, 42.7);
    expect(onPosition).toHaveBeenLastCalledWith(42);
    player.pause();
    expect(onActive).toHaveBeenLastCalledWith(false);
    player.dispatchEvent(new Event('ended'));
    expect(onActive).toHaveBeenLastCalledWith(false);
  });

  it('pauses while held and plays on after', async () => {
    const { player, hold } = renderPlayer();
    await player.play();
    hold(true);
    expect(media.pause).toHaveBeenCalled();
    expect(player.paused).toBe(true);
    hold(false);
    expect(player.paused).toBe(false);
  });

  it('does not start a paused player after a hold', () => {
    const { hold } = renderPlayer();
    hold(true);
    hold(false);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('seeks to a note’s second', () => {
    const { player, ref, onPosition } = renderPlayer();
    ref.current?.seek(95);
    expect(player.currentTime).toBe(95);
    expect(onPosition).toHaveBeenLastCalledWith(95);
  });

  it('plays audio courseware in an audio element', () => {
    renderPlayer({ kind: 'audio' });
    expect(screen.getByLabelText('Safety basics').tagName).toBe('AUDIO');
  });
});
