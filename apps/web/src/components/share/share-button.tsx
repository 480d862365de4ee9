import { Suspense, useContext } from 'react';
import type { TShareToolProps } from '@/lib/feature';
import { ShareToolContext } from './share-tool-context';

/**
 * Spec §2 /personal/shareKnowledge: the button that shares a course, a note or a question as a
 * link, when the app has a sharing feature (nothing otherwise).
 */
export function ShareButton(props: TShareToolProps) {
  const Tool = useContext(ShareToolContext);
  if (!Tool) return null;
  return (
    <Suspense fallback={null}>
      <Tool {...props} />
    </Suspense>
  );
}
