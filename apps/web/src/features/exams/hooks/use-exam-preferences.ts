import { StorageKey } from '@/lib/storage-keys';
import { useStoredChoice } from '@/lib/use-stored-choice';

/** Spec §2/§9 font sizes of the exam screen, with their text size in pixels. */
export const EXAM_FONT_SIZES = { small: 14, medium: 16, large: 18, extraLarge: 20 } as const;
export type TExamFontSize = keyof typeof EXAM_FONT_SIZES;
export const DEFAULT_EXAM_FONT_SIZE: TExamFontSize = 'medium';
const FONT_SIZES = Object.keys(EXAM_FONT_SIZES) as TExamFontSize[];

/** The exam screen's font size, remembered on this device for the next exam. */
export const useExamFontSize = () =>
  useStoredChoice(StorageKey.EXAM_FONT_SIZE, FONT_SIZES, DEFAULT_EXAM_FONT_SIZE);

/**
 * Spec §2 basic/advanced mode (decision 0047): the basic screen keeps what answering needs; the
 * advanced one adds the tools (font size, calculators, mark, reset).
 */
export const EXAM_MODES = ['basic', 'advanced'] as const;
export type TExamMode = (typeof EXAM_MODES)[number];

/** The exam screen's mode, remembered on this device for the next exam; advanced at first. */
export const useExamMode = () => useStoredChoice(StorageKey.EXAM_MODE, EXAM_MODES, 'advanced');
