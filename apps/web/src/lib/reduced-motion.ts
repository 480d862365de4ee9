import { useSyncExternalStore } from 'react';

/** WCAG 2.2 SC 2.3.3: the learner's system setting asks for as little motion as possible. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Whether the learner asked their system for reduced motion, followed as they change it. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
