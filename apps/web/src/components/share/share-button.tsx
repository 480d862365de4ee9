import { Suspense, useContext } from 'react';
import type { TShareToolProps } from '@/lib/feature';
import { ShareToolContext } from './share-tool-context';

/**
 * Spec §2 /personal/shareKnowledge: the button that shares a course, a note or a question as a
 * link, when the app has a sharing feature (nothing otherwise).
 */
export function ShareButton(props: TShareToolProps) {
  const tools = useContext(ShareToolContext);
  if (tools.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {tools.map((Tool, index) => (
        <Tool key={index} {...props} />
      ))}
    </Suspense>
  );
}
