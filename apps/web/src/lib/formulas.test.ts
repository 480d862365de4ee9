import { describe, expect, it } from 'vitest';
import { hasFormula, insertFormula, splitFormulas, withoutDelimiters } from './formulas';

describe('formulas in text (decision 0053)', () => {
  it.each([
    ['plain text', 'x + 1 = 2', [{ kind: 'text', text: 'x + 1 = 2' }]],
    [
      'an inline formula between text',
      String.raw`Area \(\frac{a}{b}\) m`,
      [
        { kind: 'text', text: 'Area ' },
        {
          kind: 'formula',
          tex: String.raw`\frac{a}{b}`,
          display: false,
          source: String.raw`\(\frac{a}{b}\)`,
        },
        { kind: 'text', text: ' m' },
      ],
    ],
    [
      'a display formula and an inline one',
      String.raw`\[x^2\]\(y\)`,
      [
        { kind: 'formula', tex: 'x^2', display: true, source: String.raw`\[x^2\]` },
        { kind: 'formula', tex: 'y', display: false, source: String.raw`\(y\)` },
      ],
    ],
    [
      'a formula over lines, ending at the first closing delimiter',
      'a\\(x\n+1\\) \\(y\\)',
      [
        { kind: 'text', text: 'a' },
        { kind: 'formula', tex: 'x\n+1', display: false, source: '\\(x\n+1\\)' },
        { kind: 'text', text: ' ' },
        { kind: 'formula', tex: 'y', display: false, source: '\\(y\\)' },
      ],
    ],
    [
      'delimiters with nothing between them or never closed, as text',
      String.raw`\(\) and \( x`,
      [{ kind: 'text', text: String.raw`\(\) and \( x` }],
    ],
    [
      'delimiters that do not pair, as text',
      String.raw`\( x \]`,
      [{ kind: 'text', text: String.raw`\( x \]` }],
    ],
  ])('cuts %s', (_, text, pieces) => {
    expect(splitFormulas(text)).toEqual(pieces);
    expect(hasFormula(text)).toBe(pieces.some((piece) => piece.kind === 'formula'));
  });

  it('reads formulas as their LaTeX without delimiters', () => {
    expect(withoutDelimiters(String.raw`E = \(mc^2\), \[\sqrt{2}\]`)).toBe(
      String.raw`E = mc^2, \sqrt{2}`,
    );
  });

  it('puts the formula at the caret and the caret after it', () => {
    expect(insertFormula('x = ', { start: 4, end: 4 }, String.raw`\frac{1}{2}`, 500)).toEqual({
      text: String.raw`x = \(\frac{1}{2}\)`,
      caret: 19,
    });
    expect(insertFormula('= 3', { start: 0, end: 0 }, 'y', 500)).toEqual({
      text: String.raw`\(y\)= 3`,
      caret: 5,
    });
  });

  it('replaces the selection, and takes a selection past the text as its end', () => {
    expect(insertFormula('a half b', { start: 2, end: 6 }, String.raw`\frac12`, 500)).toEqual({
      text: String.raw`a \(\frac12\) b`,
      caret: 13,
    });
    expect(insertFormula('ab', { start: 9, end: 12 }, 'x', 500)).toEqual({
      text: String.raw`ab\(x\)`,
      caret: 7,
    });
  });

  it('refuses a formula that would take the answer past its longest', () => {
    expect(insertFormula('abc', { start: 3, end: 3 }, 'xy', 9)).toEqual({
      text: String.raw`abc\(xy\)`,
      caret: 9,
    });
    expect(insertFormula('abc', { start: 3, end: 3 }, 'xyz', 9)).toBeNull();
    // Replacing a selection frees its length.
    expect(insertFormula('abc', { start: 0, end: 3 }, 'xyzab', 9)?.text).toBe(
      String.raw`\(xyzab\)`,
    );
  });
});
