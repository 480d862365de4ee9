import { useCallback, useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), audio[controls], video[controls]';

/** Still able to hold the focus: enabled and not inside an inert part. */
const focusable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  !element.matches(':disabled') &&
  !element.closest('[inert], [aria-hidden="true"]');

/** A control a learner can see and reach. */
const usable = (element: Element): element is HTMLElement =>
  focusable(element) && (element.checkVisibility?.() ?? true);

/** The enabled control nearest before `lost` in its group (item, footer, question), else after it. */
function neighbourOf(lost: HTMLElement): HTMLElement | null {
  const group = lost.closest('li, footer, fieldset, section');
  if (!group) return null;
  const controls = [...group.querySelectorAll(FOCUSABLE)];
  const at = controls.indexOf(lost);
  const before = controls.slice(0, at).reverse();
  const after = controls.slice(at + 1);
  return [...before, ...after].find(usable) ?? null;
}

/**
 * Keeps the keyboard focus inside `container`: when the control that has the focus is disabled
 * or removed (the last 下一题, a move button at the end of the list, a reset answer), the focus
 * goes to the nearest enabled control of the same group, else to `fallback` (the question
 * heading), never to <body>. Returns `rescue`, for the moments a dialog hands the focus back to a
 * control that was disabled while it was open.
 */
export function useFocusKeeper(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const last = useRef<HTMLElement | null>(null);

  const rescue = useCallback(() => {
    const lost = last.current;
    const active = document.activeElement;
    if (!lost || (active && active !== document.body && active !== lost)) return;
    if (lost.isConnected && focusable(lost)) return;
    const target = (lost.isConnected ? neighbourOf(lost) : null) ?? fallback.current;
    target?.focus();
  }, [fallback]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last.current = event.target;
    };
    // A pointer press that leaves the focus on <body> (text, background) is the learner's choice.
    const onPointerDown = () => {
      last.current = null;
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    root.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [container, rescue]);

  return rescue;
}
