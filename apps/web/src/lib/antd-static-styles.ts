/** The id of the preload of antd's prebuilt styles in index.html (build/antd-static-styles.ts). */
export const ANTD_STATIC_STYLES_LINK_ID = 'antd-static-styles';

/**
 * Makes the preloaded stylesheet of antd's prebuilt styles a stylesheet. As the page's head
 * lists it, it comes before the app's own styles, which win where both style an element; antd
 * reads it when it first renders (docs/decisions/0035). Without it (the dev server) nothing
 * changes: antd builds its styles in the browser.
 */
export function applyAntdStaticStyles(doc: Document = document) {
  const link = doc.getElementById(ANTD_STATIC_STYLES_LINK_ID);
  if (link instanceof HTMLLinkElement && link.rel === 'preload') link.rel = 'stylesheet';
}
