import { useState } from 'react';
import { StorageKey } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/storage';

/** Spec §2/§9 font sizes of the exam screen, with their text size in pixels. */
export const EXAM_FONT_SIZES = { small: 14, medium: 16, large: 18, extraLarge: 20 } as const;
export type TExamFontSize = keyof typeof EXAM_FONT_SIZES;
export const DEFAULT_EXAM_FONT_SIZE: TExamFontSize = 'medium';

const isExamFontSize = (value: string | null): value is TExamFontSize =>
  value !== null && Object.hasOwn(EXAM_FONT_SIZES, value);

/** The exam screen's font size, remembered on this device for the next exam. */
export function useExamFontSize() {
  const [fontSize, setFontSize] = useState<TExamFontSize>(() => {
    const stored = readStored(StorageKey.EXAM_FONT_SIZE);
    return isExamFontSize(stored) ? stored : DEFAULT_EXAM_FONT_SIZE;
  });
  const choose = (size: TExamFontSize) => {
    setFontSize(size);
    writeStored(StorageKey.EXAM_FONT_SIZE, size);
  };
  return [fontSize, choose] as const;
}
