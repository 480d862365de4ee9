import type { PDFDocumentProxy } from 'pdfjs-dist';

/** One open PDF: its pages, drawn one at a time. */
export type TPdfDocument = {
  pageCount: number;
  /** Draws `page` (from 1) at `width` CSS pixels into the canvas, and its text for selection. */
  render: (
    page: number,
    target: { canvas: HTMLCanvasElement; text: HTMLElement; width: number },
  ) => Promise<void>;
  destroy: () => void;
};

/**
 * pdf.js, its worker from our own origin (a module of the build, STACK.md) and its text layer's
 * styles: loaded with the first PDF courseware only, never with the learning screen.
 */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    import('pdfjs-dist/web/pdf_viewer.css'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

async function drawPage(
  pdfjs: Awaited<ReturnType<typeof loadPdfjs>>,
  document: PDFDocumentProxy,
  pageNumber: number,
  { canvas, text, width }: { canvas: HTMLCanvasElement; text: HTMLElement; width: number },
) {
  const page = await document.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  await page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
  text.replaceChildren();
  // The text layer's sizes come from these (pdf_viewer.css sets them on its own viewer's pages).
  text.style.setProperty('--scale-factor', String(viewport.scale));
  text.style.setProperty('--total-scale-factor', String(viewport.scale));
  await new pdfjs.TextLayer({
    textContentSource: page.streamTextContent(),
    container: text,
    viewport,
  }).render();
}

/** Opens the PDF at `url` (the learner's session cookie comes along: same origin). */
export async function openPdf(url: string): Promise<TPdfDocument> {
  const pdfjs = await loadPdfjs();
  // No WebAssembly: our Content-Security-Policy refuses it (decision 0024); pdf.js decodes in JS.
  const loading = pdfjs.getDocument({ url, withCredentials: true, useWasm: false });
  const document = await loading.promise;
  return {
    pageCount: document.numPages,
    render: (page, target) => drawPage(pdfjs, document, page, target),
    // Its worker and requests go with it.
    destroy: () => void loading.destroy(),
  };
}
