import { createContext } from 'react';

/** How often each question's audio or video has been started on this sheet (spec §5 limits). */
export type TMediaPlays = {
  playsOf: (questionId: string) => number;
  recordPlay: (questionId: string) => void;
};

/** Given by the answering screen; without it (the answer detail) media play without a limit. */
export const MediaPlaysContext = createContext<TMediaPlays | null>(null);
