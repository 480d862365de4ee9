import { appendFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (docs/decisions/0029). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules outside those tags that the tester's report named: dialogs without a name (a best
 * practice of ARIA) and visible labels missing from a control's name (SC 2.5.3, experimental).
 */
const EXTRA_RULES = ['aria-dialog-name', 'label-content-name-mismatch'];

/** The impacts that fail a test; minor and moderate findings are printed, not failed. */
const FAILING = new Set(['critical', 'serious']);

type TAxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type TViolation = TAxeResults['violations'][number];

/** One violation as lines a person can act on: rule, impact, help, then each element and why. */
const describe = (violation: TViolation) =>
  [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})`,
    ...violation.nodes.slice(0, 8).map((node) => {
      const why = node.failureSummary?.split('\n').slice(1).join('; ').trim() ?? '';
      return `    ${node.target.join(' ')}\n      ${why}`;
    }),
    ...(violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : []),
  ].join('\n');

/**
 * Waits for the page's animations with an end (antd's enter motions of dialogs, menus and
 * messages) to finish, so colours are final; endless ones (spinners) are not waited for. Two
 * frames first: antd starts a motion in the frame after the element appears.
 */
const animationsEnded = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => null)));
    // A paused animation never finishes: two seconds are longer than any of antd's motions.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });

/**
 * Runs axe-core on the page as it stands and fails (softly, so the test goes on to its next
 * screen and every screen is reported) on any critical or serious WCAG 2.2 AA violation.
 * With AXE_COUNTS=<file> each screen's counts are appended to that file as one JSON line.
 */
export async function expectAccessible(page: Page, stateName: string) {
  await animationsEnded(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the
  // results of cross-origin frames, which the client has none of, and takes twice as long.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .analyze();
  const failing = results.violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  const width = page.viewportSize()?.width ?? 0;
  const screen = `${stateName} @${width}px`;
  if (process.env.AXE_COUNTS) {
    const counts = Object.fromEntries(
      failing.map((violation) => [violation.id, violation.nodes.length]),
    );
    await appendFile(process.env.AXE_COUNTS, `${JSON.stringify({ screen, counts })}\n`);
  }
  const report = failing.map(describe).join('\n');
  expect.soft(failing.length, `accessibility of ${screen}:\n${report}`).toBe(0);
}
