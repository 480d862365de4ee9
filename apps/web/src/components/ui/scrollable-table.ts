import { useEffect, useRef } from 'react';

/**
 * A ref for the element around an antd table that scrolls sideways: its scrolling body becomes
 * a named region in the tab order, so a keyboard can scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable) even when no cell holds a link or button.
 */
export function useScrollableTable<TElement extends HTMLElement>(label: string) {
  const ref = useRef<TElement>(null);
  // After every render: antd may replace the scrolling body when the data or columns change.
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content').forEach((body) => {
      body.tabIndex = 0;
      body.setAttribute('role', 'region');
      body.setAttribute('aria-label', label);
    });
  });
  return ref;
}
