import PauseOutlined from '@ant-design/icons/es/icons/PauseOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import type { TQuestionMedia } from '@lectern/contracts/questions/question';
import Button from 'antd/es/button';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteFileUrl } from '@/lib/file-types';
import { MediaPlaysContext } from './media-plays';

type TPlayback = 'stopped' | 'playing' | 'paused';

/**
 * A question's audio or video. With a playback limit (spec §5) it plays only through its own
 * buttons: each start from the beginning uses one play, pausing and resuming do not, and the
 * learner sees how many plays are left until none are.
 */
export function QuestionMedia({
  questionId,
  media,
}: {
  questionId: string;
  media: TQuestionMedia;
}) {
  const { t } = useTranslation();
  const plays = useContext(MediaPlaysContext);
  const element = useRef<HTMLMediaElement | null>(null);
  const [playback, setPlayback] = useState<TPlayback>('stopped');
  const src = absoluteFileUrl(media.url) ?? undefined;
  const label = t(`questions:media.${media.kind}`);
  const Media = media.kind;

  if (!plays || media.playLimit === null) {
    return (
      <div className="lectern-question-media">
        <Media
          className={`lectern-question-media__${media.kind}`}
          src={src}
          controls
          preload="metadata"
          aria-label={label}
        />
      </div>
    );
  }

  const remaining = Math.max(0, media.playLimit - plays.playsOf(questionId));
  const playFromStart = () => {
    const player = element.current;
    if (!player || remaining === 0) return;
    plays.recordPlay(questionId);
    player.currentTime = 0;
    void player.play()?.catch(() => setPlayback('stopped'));
  };
  const togglePause = () => {
    const player = element.current;
    if (!player) return;
    if (playback === 'playing') player.pause();
    else void player.play()?.catch(() => setPlayback('stopped'));
  };

  return (
    <div className="lectern-question-media">
      <Media
        ref={(node: HTMLMediaElement | null) => {
          element.current = node;
        }}
        className={`lectern-question-media__${media.kind}`}
        src={src}
        preload="metadata"
        aria-label={label}
        onPlay={() => setPlayback('playing')}
        onPause={(event) => setPlayback(event.currentTarget.ended ? 'stopped' : 'paused')}
        onEnded={() => setPlayback('stopped')}
      />
      <div className="lectern-question-media__controls">
        {playback === 'stopped' ? (
          <Button
            icon={<PlayCircleOutlined aria-hidden />}
            disabled={remaining === 0}
            onClick={playFromStart}
            aria-label={t('questions:media.playLabel', { media: label })}
          >
            {t('questions:media.play')}
          </Button>
        ) : (
          <Button
            icon={
              playback === 'playing' ? (
                <PauseOutlined aria-hidden />
              ) : (
                <PlayCircleOutlined aria-hidden />
              )
            }
            onClick={togglePause}
          >
            {playback === 'playing' ? t('questions:media.pause') : t('questions:media.resume')}
          </Button>
        )}
        <span className="lectern-question-media__plays" aria-live="polite">
          {remaining > 0
            ? t('questions:media.playsLeft', { count: remaining, limit: media.playLimit })
            : t('questions:media.noPlaysLeft')}
        </span>
      </div>
    </div>
  );
}
