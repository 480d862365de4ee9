import { CoursewareKind } from '@lectern/contracts/courses/courses';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '@/lib/use-latest';
import { attachMediaSource } from './media-source';
import type { TPlayerProps } from './player-types';

/** Resuming this close to the end would end at once: start from the beginning instead. */
const RESUME_TAIL_SECONDS = 3;

/**
 * Video and audio courseware: the browser's own controls, resumed where learning stopped;
 * learning counts while it plays, and pauses with a dialog that holds it.
 */
export function MediaPlayer({ session, startAt, held, onActive, onPosition, ref }: TPlayerProps) {
  const { t } = useTranslation();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const reports = useLatest({ onActive, onPosition });
  const startAtRef = useLatest(startAt);
  const resumeAfterHold = useRef(false);
  const url = session.url ?? '';

  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !url) return;
    let release: (() => void) | null = null;
    let gone = false;
    const resume = () => {
      const at = startAtRef.current;
      if (at > 0 && (!Number.isFinite(media.duration) || at < media.duration - RESUME_TAIL_SECONDS))
        media.currentTime = at;
    };
    media.addEventListener('loadedmetadata', resume, { once: true });
    void attachMediaSource(media, url).then((detach) => {
      if (gone) detach();
      else release = detach;
    });
    return () => {
      gone = true;
      media.removeEventListener('loadedmetadata', resume);
      media.pause();
      release?.();
    };
  }, [url, startAtRef]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const playing = () => reports.current.onActive(true);
    const stopped = () => reports.current.onActive(false);
    const moved = () => reports.current.onPosition(Math.floor(media.currentTime));
    const events: [string, () => void][] = [
      ['playing', playing],
      ['pause', stopped],
      ['ended', stopped],
      ['waiting', stopped],
      ['emptied', stopped],
      ['timeupdate', moved],
      ['seeked', moved],
    ];
    for (const [name, handler] of events) media.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) media.removeEventListener(name, handler);
      stopped();
    };
  }, [reports]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    if (held) {
      resumeAfterHold.current = !media.paused;
      if (!media.paused) media.pause();
    } else if (resumeAfterHold.current) {
      resumeAfterHold.current = false;
      void media.play()?.catch(() => undefined);
    }
  }, [held]);

  useImperativeHandle(
    ref,
    () => ({
      seek: (at) => {
        const media = mediaRef.current;
        if (!media) return;
        media.currentTime = at;
        reports.current.onPosition(Math.floor(at));
      },
    }),
    [reports],
  );

  if (session.kind === CoursewareKind.AUDIO) {
    return (
      <div className="lectern-learning-player__audio">
        <audio ref={mediaRef} controls preload="metadata" aria-label={session.name} />
      </div>
    );
  }
  return (
    <video
      ref={mediaRef}
      className="lectern-learning-player__video"
      controls
      playsInline
      preload="metadata"
      aria-label={session.name}
    >
      {t('course-learning:player.noVideo')}
    </video>
  );
}
