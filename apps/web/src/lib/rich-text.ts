import DOMPurify from 'dompurify';
import type katex from 'katex';
import type { KatexOptions } from 'katex';

/** Spec §2 rich text: LaTeX between \[ and \] is a formula. */
const FORMULA = /\\\[([\s\S]+?)\\\]/g;

/** ARCHITECTURE.md: formulas render with trust off and limits on, never throwing on bad input. */
export const KATEX_OPTIONS: KatexOptions = {
  displayMode: true,
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

export const hasFormula = (html: string) => new RegExp(FORMULA.source).test(html);

/**
 * Replaces every \[...\] inside the text of already sanitised HTML with the rendered formula.
 * Working on text nodes (not the HTML string) keeps attribute values and markup untouched.
 */
export function renderFormulas(sanitizedHtml: string, render: (tex: string) => string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizedHtml;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (hasFormula(node.nodeValue ?? '')) textNodes.push(node as Text);
  }
  for (const textNode of textNodes) {
    const text = textNode.nodeValue ?? '';
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(FORMULA)) {
      fragment.append(text.slice(last, match.index));
      const formula = document.createElement('span');
      formula.className = 'lectern-formula';
      formula.innerHTML = render(match[1] ?? '');
      fragment.append(formula);
      last = match.index + match[0].length;
    }
    fragment.append(text.slice(last));
    textNode.replaceWith(fragment);
  }
  return template.innerHTML;
}

type TKatex = typeof katex;
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
