import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { useLatest } from '@/lib/use-latest';

/** Black ink on white: the saved PNG reads as a signature on paper wherever it is shown. */
const PAD_OPTIONS = { penColor: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)' };

export type TSignatureCanvas = {
  isEmpty: () => boolean;
  clear: () => void;
  /** The signature as a PNG; null when the browser cannot make one. */
  toPng: () => Promise<Blob | null>;
};

/** The strokes stretched from one box to another, so a rotated phone keeps the whole signature. */
const stretched = (strokes: PointGroup[], scaleX: number, scaleY: number): PointGroup[] =>
  strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({
      ...point,
      x: point.x * scaleX,
      y: point.y * scaleY,
    })),
  }));

/**
 * Spec §2 signature pad: the blank area signed with a mouse, a pen or a finger (signature_pad).
 * The canvas fills its box at the screen's pixel density and keeps what is drawn when the box
 * changes size (a window resized, a phone rotated).
 */
export function SignatureCanvas({
  ref,
  label,
  describedBy,
  onStroke,
}: {
  ref: Ref<TSignatureCanvas>;
  label: string;
  describedBy?: string;
  /** A stroke was drawn: the pad is no longer empty. */
  onStroke: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const strokeDrawn = useLatest(onStroke);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, PAD_OPTIONS);
    padRef.current = pad;
    let box = { width: 0, height: 0 };
    const fit = () => {
      const { offsetWidth: width, offsetHeight: height } = canvas;
      if (width === 0 || height === 0 || (width === box.width && height === box.height)) return;
      const strokes = pad.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(
        box.width === 0 ? strokes : stretched(strokes, width / box.width, height / box.height),
      );
      box = { width, height };
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const stroked = () => strokeDrawn.current();
    pad.addEventListener('endStroke', stroked);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      padRef.current = null;
    };
  }, [strokeDrawn]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => padRef.current?.clear(),
      toPng: () =>
        new Promise((resolve) => {
          const canvas = canvasRef.current;
          if (canvas) canvas.toBlob(resolve, 'image/png');
          else resolve(null);
        }),
    }),
    [],
  );

  return (
    <canvas
      ref={canvasRef}
      className="lectern-signature-pad__canvas"
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
    />
  );
}
