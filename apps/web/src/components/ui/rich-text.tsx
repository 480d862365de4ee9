import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '@/lib/content-lang';
import { hasFormula } from '@/lib/formulas';
import { formulaHtml, renderFormulas, sanitizeHtml, useKatex } from '@/lib/rich-text';

const RELOAD_BUTTON_CLASS = 'lectern-rich-text__reload-image';

/** Puts a 'click to reload image' button in place of a broken image. */
function offerImageReload(image: HTMLImageElement, label: string) {
  if (image.nextElementSibling?.classList.contains(RELOAD_BUTTON_CLASS)) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = RELOAD_BUTTON_CLASS;
  // The label is the interface's, inside content marked with the tenant's language.
  button.lang = document.documentElement.lang;
  button.textContent = label;
  button.addEventListener('click', () => {
    button.remove();
    image.hidden = false;
    const source = new URL(image.src, window.location.href);
    source.searchParams.set('_reload', String(Date.now()));
    image.src = source.href;
  });
  image.hidden = true;
  image.after(button);
}

/**
 * Spec §2 rich text: sanitised HTML, with LaTeX between \[ and \] (and the formula editor's
 * \( \), decision 0053) rendered by KaTeX (loaded only when needed); a broken image offers 'click
 * to reload image'. Rich text is tenant content, so it is marked with the tenant's content
 * language unless `lang` says otherwise (decision 0031).
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  lang?: string;
}) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  const container = useRef<HTMLDivElement>(null);
  const sanitized = useMemo(() => sanitizeHtml(html), [html]);
  const needsKatex = hasFormula(sanitized);
  const katex = useKatex(needsKatex);

  const rendered = useMemo(
    () =>
      katex && needsKatex
        ? renderFormulas(sanitized, (tex, display) => formulaHtml(katex, tex, display))
        : sanitized,
    [katex, needsKatex, sanitized],
  );

  const reloadLabel = t('common:richText.reloadImage');
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Image errors do not bubble, so listen in the capture phase.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) offerImageReload(event.target, reloadLabel);
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [reloadLabel]);

  return (
    <div
      ref={container}
      className={['lectern-rich-text', className].filter(Boolean).join(' ')}
      lang={lang ?? contentLang}
      dangerouslySetInnerHTML={{ __html: rendered }}
    />
  );
}
