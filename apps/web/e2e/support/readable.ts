import { expect, type Locator } from '@playwright/test';

/** The smallest text a learner is expected to read, in CSS pixels. */
export const MIN_READABLE_FONT_SIZE = 10;

/** What a piece of text looks like on screen: the parts that make it readable or not. */
type TDrawnText = {
  text: string;
  fontSize: number;
  color: string;
  width: number;
  height: number;
};

/** What `expectReadable` measures on one element. */
type TReadability = {
  text: string;
  width: number;
  height: number;
  /** The element's own look, for a select (its chosen option is drawn by the browser). */
  own: TDrawnText;
  /** Every run of text inside it, where it is drawn. */
  texts: TDrawnText[];
};

/**
 * Asserts that a learner can read `locator`'s text, not merely that it is in the page: the element
 * is visible with a non-zero box, its text is not empty, and every run of text inside it (a text
 * node, or a select's chosen option) is drawn at a non-zero size, with a font of at least
 * MIN_READABLE_FONT_SIZE px, in a colour that is not transparent. Accessible names and
 * `toBeVisible` both pass for text drawn at `font-size: 0` (issue 18: choice text inherited antd's
 * zero font size); this does not. KaTeX's scripts (a formula's exponents) are exempt from the
 * font size: they are drawn smaller on purpose.
 */
export async function expectReadable(locator: Locator, what?: string) {
  const label = what ?? String(locator);
  await expect(locator, `${label} is visible`).toBeVisible();
  // Re-measured until it holds: fonts, images and transitions can settle after first paint.
  await expect(async () => {
    const seen = await locator.evaluate((element): TReadability => {
      const drawn = (node: Element, text: string, rect: DOMRect): TDrawnText => {
        const style = getComputedStyle(node);
        return {
          text,
          fontSize: parseFloat(style.fontSize),
          color: style.color,
          width: rect.width,
          height: rect.height,
        };
      };
      const box = element.getBoundingClientRect();
      const html = element as HTMLElement;
      const own =
        element instanceof HTMLSelectElement
          ? drawn(element, element.selectedOptions[0]?.text.trim() ?? '', box)
          : drawn(element, html.innerText.trim(), box);
      const texts: TDrawnText[] = [];
      if (!(element instanceof HTMLSelectElement)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!text || !parent) continue;
          // Not drawn at all (closed select options, script and style text, hidden parts).
          if (parent.closest('select, script, style, template, [hidden], [aria-hidden="true"]'))
            continue;
          // Text kept for screen readers only, clipped to a pixel on purpose.
          if (parent.closest('.katex-mathml, .lectern-visually-hidden')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const measured = drawn(parent, text, range.getBoundingClientRect());
          // A formula's scripts are small by design: check that they are drawn, not their size.
          if (parent.closest('.katex')) measured.fontSize = Math.max(measured.fontSize, 10);
          texts.push(measured);
        }
      }
      return { text: html.innerText.trim(), width: box.width, height: box.height, own, texts };
    });

    const transparent = (color: string) =>
      color === 'transparent' || /^rgba\(.*,\s*0(\.0+)?\)$/.test(color);
    expect(seen.width, `${label}: width of its box`).toBeGreaterThan(0);
    expect(seen.height, `${label}: height of its box`).toBeGreaterThan(0);
    expect(seen.text || seen.own.text, `${label}: its text`).not.toBe('');
    expect(seen.own.fontSize, `${label}: its font size`).toBeGreaterThanOrEqual(
      MIN_READABLE_FONT_SIZE,
    );
    expect(transparent(seen.own.color), `${label}: colour ${seen.own.color} is transparent`).toBe(
      false,
    );
    for (const text of seen.texts) {
      const where = `${label}: text "${text.text.slice(0, 40)}"`;
      expect(text.fontSize, `${where} font size`).toBeGreaterThanOrEqual(MIN_READABLE_FONT_SIZE);
      expect(text.width, `${where} drawn width`).toBeGreaterThan(0);
      expect(text.height, `${where} drawn height`).toBeGreaterThan(0);
      expect(transparent(text.color), `${where} colour ${text.color} is transparent`).toBe(false);
    }
  }).toPass({ timeout: 10_000 });
}

/** `expectReadable` for every element `locator` finds; there must be at least `atLeast`. */
export async function expectEachReadable(locator: Locator, what: string, atLeast = 1) {
  await expect(locator.first(), `${what}: the first one is visible`).toBeVisible();
  const count = await locator.count();
  expect(count, `${what}: how many`).toBeGreaterThanOrEqual(atLeast);
  for (let index = 0; index < count; index += 1) {
    await expectReadable(locator.nth(index), `${what} ${index + 1}`);
  }
}
