import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '@/lib/use-latest';
import type { TPdfDocument } from './pdf-document';
import type { TPlayerProps } from './player-types';

/** The widest a page is drawn, in CSS pixels: readable, and not a huge canvas on a wide screen. */
const MAX_PAGE_WIDTH = 960;

const clampPage = (page: number, pageCount: number) =>
  Math.min(Math.max(1, Math.floor(page) || 1), Math.max(pageCount, 1));

/**
 * PDF courseware (and office documents converted to PDF): one page at a time with previous and
 * next and the page number, opened at the page where learning stopped. Leaving a page reports it
 * (`onPageTurn`, with the page shown until then), since a page counts once it was seen long enough.
 */
export function PdfPlayer({
  session,
  startAt,
  onActive,
  onPosition,
  onPageTurn,
  ref,
}: TPlayerProps & { onPageTurn: (pageShown: number) => void }) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<TPdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(() => Math.max(1, startAt));
  const [drawing, setDrawing] = useState(true);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const reports = useLatest({ onActive, onPosition, onPageTurn });
  const pageCount = document?.pageCount ?? session.pageCount ?? 1;
  const url = session.url ?? '';

  useEffect(() => {
    let gone = false;
    let opened: TPdfDocument | null = null;
    const open = async () => {
      try {
        const { openPdf } = await import('./pdf-document');
        opened = await openPdf(url);
        if (gone) opened.destroy();
        else setDocument(opened);
      } catch {
        if (!gone) setFailed(true);
      }
    };
    void open();
    return () => {
      gone = true;
      opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!document) return;
    const shown = (active: boolean) => reports.current.onActive(active);
    shown(true);
    return () => shown(false);
  }, [document, reports]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const text = textRef.current;
    if (!document || !canvas || !text) return;
    let gone = false;
    setDrawing(true);
    const width = Math.min(frameRef.current?.clientWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
    document
      .render(clampPage(page, document.pageCount), { canvas, text, width })
      .catch(() => undefined)
      .finally(() => {
        if (!gone) setDrawing(false);
      });
    reports.current.onPosition(clampPage(page, document.pageCount));
    return () => {
      gone = true;
    };
  }, [document, page, reports]);

  const goTo = (next: number) => {
    const target = clampPage(next, pageCount);
    if (target === page) return;
    reports.current.onPageTurn(page);
    setPage(target);
  };
  const goToRef = useLatest(goTo);
  useImperativeHandle(ref, () => ({ seek: (at) => goToRef.current(at) }), [goToRef]);

  if (failed) return <Alert type="error" showIcon title={t('course-learning:player.loadFailed')} />;
  const shown = clampPage(page, pageCount);
  return (
    <div className="lectern-learning-pdf">
      <div ref={frameRef} className="lectern-learning-pdf__frame">
        {(!document || drawing) && <Spin className="lectern-learning-pdf__spin" />}
        <div className="lectern-learning-pdf__page">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={t('course-learning:player.page', { page: shown, total: pageCount })}
          />
          <div ref={textRef} className="textLayer" />
        </div>
      </div>
      <nav className="lectern-learning-pdf__nav" aria-label={t('course-learning:player.pages')}>
        <Button
          icon={<LeftOutlined aria-hidden />}
          disabled={!document || shown <= 1}
          onClick={() => goTo(shown - 1)}
        >
          {t('course-learning:player.previous')}
        </Button>
        <span aria-live="polite">
          {t('course-learning:player.pageOf', { page: shown, total: pageCount })}
        </span>
        <Button
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          disabled={!document || shown >= pageCount}
          onClick={() => goTo(shown + 1)}
        >
          {t('course-learning:player.next')}
        </Button>
      </nav>
    </div>
  );
}
