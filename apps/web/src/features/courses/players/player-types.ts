import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import type { Ref } from 'react';

/** What the learning screen can ask of a player: notes and the `at` of the URL seek with it. */
export type TPlayerHandle = {
  /** Goes to a second of playback, or a page of a document. */
  seek: (at: number) => void;
};

/** What every player is given and reports. */
export type TPlayerProps = {
  session: TCoursewareSession;
  /** Where to open: the second or page (from 1) where learning stopped, a note's, the URL's. */
  startAt: number;
  /** Something holds learning (a quiz, a face check, a dialog): media pause, and play on after. */
  held: boolean;
  /** The courseware is being learned: media playing, a document, picture or package shown. */
  onActive: (active: boolean) => void;
  /** The second of playback or page reached. */
  onPosition: (at: number) => void;
  ref?: Ref<TPlayerHandle>;
};
