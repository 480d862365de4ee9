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

/** WCAG 2.x AA: the contrast normal-size text needs against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Asserts that every run of text inside each element `locator` finds (a select: its chosen
 * option) contrasts at least MIN_TEXT_CONTRAST with the background it is drawn on: its colour,
 * blended over the first opaque background behind it (white at the top), against that
 * background. axe-core skips the text of disabled controls, so it cannot see review options
 * drawn in antd's disabled grey; this does.
 */
export async function expectEachContrasting(locator: Locator, what: string, atLeast = 1) {
  await expect(locator.first(), `${what}: the first one is visible`).toBeVisible();
  const count = await locator.count();
  expect(count, `${what}: how many`).toBeGreaterThanOrEqual(atLeast);
  const seen = await locator.evaluateAll((elements, minimum) => {
    type TRgba = [number, number, number, number];
    const parse = (colour: string): TRgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, colour.startsWith('rgba') ? a : 1];
    };
    const over = ([r, g, b, a]: TRgba, [br, bg, bb]: TRgba): TRgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    /** The background behind `element`: its and its ancestors' backgrounds blended over white. */
    const backgroundOf = (element: Element | null): TRgba => {
      const layers: TRgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<TRgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: TRgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (text: Element) => {
      const background = backgroundOf(text);
      const colour = over(parse(getComputedStyle(text).color), background);
      const [front, behind] = [luminance(colour), luminance(background)];
      return (Math.max(front, behind) + 0.05) / (Math.min(front, behind) + 0.05);
    };
    const low: string[] = [];
    for (const element of elements) {
      const drawn =
        element instanceof HTMLSelectElement
          ? [element]
          : [
              ...new Set(
                [...element.querySelectorAll('*'), element]
                  .flatMap((node) => [...node.childNodes])
                  .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
                  .map((node) => node.parentElement)
                  .filter((parent): parent is HTMLElement => parent !== null)
                  .filter((parent) => !parent.closest('.katex-mathml, [aria-hidden="true"]')),
              ),
            ];
      for (const text of drawn) {
        const ratio = contrast(text);
        if (ratio < minimum) {
          low.push(
            `"${(text as HTMLElement).innerText.trim().slice(0, 30)}" ${ratio.toFixed(2)}:1`,
          );
        }
      }
    }
    return low;
  }, MIN_TEXT_CONTRAST);
  expect(seen, `${what}: text under ${MIN_TEXT_CONTRAST}:1`).toEqual([]);
}
