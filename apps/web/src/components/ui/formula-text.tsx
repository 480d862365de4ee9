import { useMemo } from 'react';
import { hasFormula, splitFormulas } from '@/lib/formulas';
import { formulaHtml, useKatex } from '@/lib/rich-text';

/**
 * Plain text a learner wrote (an answer), with its formulas rendered by KaTeX (decision 0053). The
 * text stays text, never HTML; each formula shows as its source until KaTeX has loaded, and a
 * formula KaTeX cannot read stays its source text.
 */
export function FormulaText({ text, className }: { text: string; className?: string }) {
  const katex = useKatex(hasFormula(text));
  const pieces = useMemo(() => splitFormulas(text), [text]);
  return (
    <span className={['lectern-formula-text', className].filter(Boolean).join(' ')}>
      {pieces.map((piece, index) =>
        piece.kind === 'text' || !katex ? (
          <span key={index}>{piece.kind === 'text' ? piece.text : piece.source}</span>
        ) : (
          <span
            key={index}
            className="lectern-formula"
            // KaTeX's own markup of the formula, with trust off (lib/rich-text.ts).
            dangerouslySetInnerHTML={{ __html: formulaHtml(katex, piece.tex, piece.display) }}
          />
        ),
      )}
    </span>
  );
}
