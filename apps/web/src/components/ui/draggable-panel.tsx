import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import Button from 'antd/es/button';
import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** Spec §2: documents open in a 600x750 panel. */
export const PANEL_WIDTH = 600;
export const PANEL_HEIGHT = 750;

type TPoint = { x: number; y: number };

const centred = (): TPoint => ({
  x: Math.max(0, (window.innerWidth - PANEL_WIDTH) / 2),
  y: Math.max(0, (window.innerHeight - PANEL_HEIGHT) / 2),
});

type TDraggablePanelProps = { title: ReactNode; onClose: () => void; children: ReactNode };

/** A floating panel the learner can move by its title bar, leaving the page usable beside it. */
export function DraggablePanel({ title, onClose, children }: TDraggablePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [position, setPosition] = useState<TPoint>(centred);
  const drag = useRef<{ pointer: TPoint; start: TPoint } | null>(null);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, start: position };
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { pointer, start } = drag.current;
    setPosition({
      x: Math.min(Math.max(0, start.x + event.clientX - pointer.x), window.innerWidth - 80),
      y: Math.min(Math.max(0, start.y + event.clientY - pointer.y), window.innerHeight - 40),
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return createPortal(
    <div
      className="lectern-panel"
      role="dialog"
      aria-labelledby={titleId}
      style={{ left: position.x, top: position.y, width: PANEL_WIDTH, height: PANEL_HEIGHT }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div
        className="lectern-panel__header"
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <span id={titleId} className="lectern-panel__title">
          {title}
        </span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('common:actions.close')}
          onClick={onClose}
        />
      </div>
      <div className="lectern-panel__body">{children}</div>
    </div>,
    document.body,
  );
}
