import type { TPlayerProps } from './player-types';
import { useShownWhileMounted } from './use-shown-while-mounted';

/** Picture courseware, as it is. */
export function PicturePlayer({ session, onActive }: TPlayerProps) {
  useShownWhileMounted(onActive);
  return (
    <div className="lectern-learning-player__picture">
      <img src={session.url ?? ''} alt={session.name} />
    </div>
  );
}
