import DOMPurify from 'dompurify';
import type katex from 'katex';
import type { KatexOptions } from 'katex';
import { useEffect, useState } from 'react';
import { hasFormula, splitFormulas } from './formulas';

/**
 * ARCHITECTURE.md: formulas render with trust off and limits on, never throwing on bad input: a
 * formula KaTeX cannot read shows as its source text (KaTeX's error colour, the reason as title).
 */
export const KATEX_OPTIONS: KatexOptions = {
  throwOnError: false,
  trust: false,
  maxExpand: 1000,
  maxSize: 20,
  strict: 'ignore',
};

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links opening elsewhere must not get a handle on this page.
  if (node.tagName === 'A' && node.getAttribute('target')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// Set once: a configuration passed to every sanitize() call is parsed again on each of them,
// which the exam screen's first render pays for every stem and option.
DOMPurify.setConfig({ USE_PROFILES: { html: true } });

/** Removes scripts, event handlers and anything else that could run in the learner's session. */
export const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html);

type TKatex = typeof katex;

/** A formula's HTML: display formulas (\[ \]) on a line of their own, inline ones (\( \)) in the text. */
export const formulaHtml = (katexModule: TKatex, tex: string, display: boolean) =>
  katexModule.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });

/**
 * Replaces every formula inside the text of already sanitised HTML with the rendered formula.
 * Working on text nodes (not the HTML string) keeps attribute values and markup untouched.
 */
export function renderFormulas(
  sanitizedHtml: string,
  render: (tex: string, display: boolean) => string,
): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizedHtml;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (hasFormula(node.nodeValue ?? '')) textNodes.push(node as Text);
  }
  for (const textNode of textNodes) {
    const fragment = document.createDocumentFragment();
    for (const piece of splitFormulas(textNode.nodeValue ?? '')) {
      if (piece.kind === 'text') {
        fragment.append(piece.text);
        continue;
      }
      const formula = document.createElement('span');
      formula.className = 'lectern-formula';
      formula.innerHTML = render(piece.tex, piece.display);
      fragment.append(formula);
    }
    textNode.replaceWith(fragment);
  }
  return template.innerHTML;
}

let katexModule: Promise<TKatex> | null = null;

/** KaTeX and its styles load only when some text holds a formula. */
export function loadKatex(): Promise<TKatex> {
  katexModule ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
    (error: unknown) => {
      katexModule = null; // let the next formula try again
      throw error;
    },
  );
  return katexModule;
}

/** KaTeX once `needed` (loading it then), null until it is there or when it could not load. */
export function useKatex(needed: boolean): TKatex | null {
  const [katexLoaded, setKatex] = useState<TKatex | null>(null);
  useEffect(() => {
    if (!needed || katexLoaded) return;
    let current = true;
    loadKatex().then(
      (module) => current && setKatex(() => module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, katexLoaded]);
  return katexLoaded;
}
