import { useEffect } from 'react';
import { useLatest } from '@/lib/use-latest';

/** A courseware on screen by itself (a picture, rich text): learned while it is shown. */
export function useShownWhileMounted(onActive: (active: boolean) => void) {
  const report = useLatest(onActive);
  useEffect(() => {
    const shown = (active: boolean) => report.current(active);
    shown(true);
    return () => shown(false);
  }, [report]);
}
