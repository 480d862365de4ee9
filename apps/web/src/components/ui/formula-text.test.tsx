import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormulaText } from './formula-text';

describe('FormulaText (decision 0053)', () => {
  it('renders the formulas of a written answer with KaTeX and keeps the rest as written', async () => {
    const { container } = render(
      <FormulaText text={String.raw`Area <b>=</b> \(\frac{a}{b}\) and \[x^2\]`} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    const annotations = [...container.querySelectorAll('.katex-mathml annotation')];
    expect(annotations.map((annotation) => annotation.textContent)).toEqual([
      String.raw`\frac{a}{b}`,
      'x^2',
    ]);
    // \( \) flows with the text; \[ \] is a display formula.
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(container.querySelector('.katex-display annotation')).toHaveTextContent('x^2');
    // The learner's text is text, never markup.
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('Area <b>=</b> ');
    expect(container.textContent).not.toContain(String.raw`\(`);
  });

  it('shows a formula KaTeX cannot read as its source, and trusts no \\href', async () => {
    const { container } = render(
      <FormulaText
        text={String.raw`\(\frac{1}{\) \(\href{javascript:alert(1)}{x}\) \(\rule{99em}{99em}\)`}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.lectern-formula')).toHaveLength(3));
    expect(container.querySelector('.katex-error')).toHaveTextContent(String.raw`\frac{1}{`);
    expect(container.querySelector('a')).toBeNull();
    // maxSize caps what a formula may draw.
    const rule = container.querySelectorAll('.lectern-formula')[2]?.querySelector('.katex-rule');
    expect(rule?.getAttribute('style')).toContain('border-right-width:20em');
  });

  it('shows text without a formula as it is, without loading KaTeX', () => {
    const { container } = render(<FormulaText text={'line 1\nline 2'} />);
    expect(container.textContent).toBe('line 1\nline 2');
    expect(container.querySelector('.lectern-formula')).toBeNull();
  });
});
