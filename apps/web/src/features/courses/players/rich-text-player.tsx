import { RichText } from '@/components/ui/rich-text';
import { useShownWhileMounted } from './use-shown-while-mounted';
import type { TPlayerProps } from './player-types';

/** Rich text courseware: the sanitised HTML as given. */
export function RichTextPlayer({ session, onActive }: TPlayerProps) {
  useShownWhileMounted(onActive);
  return (
    <article className="lectern-learning-player__rich-text">
      <RichText html={session.html ?? ''} />
    </article>
  );
}
