/**
 * Formulas inside text (docs/decisions/0053): LaTeX between \( and \) is an inline formula, the
 * formula editor's insertions; LaTeX between \[ and \] is a display formula, spec §2's rich text.
 */
const FORMULA = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

export type TTextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'formula'; tex: string; display: boolean; source: string };

export const hasFormula = (text: string) => new RegExp(FORMULA.source).test(text);

/** The text cut into plain runs and formulas, in order; no formula is one text piece. */
export function splitFormulas(text: string): TTextPiece[] {
  const pieces: TTextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(FORMULA)) {
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    const display = match[2] !== undefined;
    pieces.push({
      kind: 'formula',
      tex: (display ? match[2] : match[1]) ?? '',
      display,
      source: match[0],
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** A formula reads as its LaTeX without its delimiters ('E = mc^2'), for selects and summaries. */
export const withoutDelimiters = (text: string) =>
  text.replace(FORMULA, (_, inline: string | undefined, display: string | undefined) =>
    String(inline ?? display),
  );

/** What the formula editor puts into an answer for its LaTeX. */
export const inlineFormula = (tex: string) => String.raw`\(${tex}\)`;

/**
 * The answer with a formula put in place of its selection (at the caret when nothing is
 * selected), and where the caret goes then; null when the answer would pass `maxLength`.
 */
export function insertFormula(
  text: string,
  selection: { start: number; end: number },
  tex: string,
  maxLength: number,
): { text: string; caret: number } | null {
  const start = Math.min(Math.max(selection.start, 0), text.length);
  const end = Math.min(Math.max(selection.end, start), text.length);
  const formula = inlineFormula(tex);
  const next = text.slice(0, start) + formula + text.slice(end);
  if (next.length > maxLength) return null;
  return { text: next, caret: start + formula.length };
}
