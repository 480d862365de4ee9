import { useLayoutEffect, useRef, useState } from 'react';
import type { TChartBar } from './report-chart';

/** Drawn at the width it is shown, so its text keeps its size on a phone as on a desktop. */
const DEFAULT_WIDTH = 480;
const HEIGHT = 220;
const PADDING = { top: 24, right: 8, bottom: 32, left: 8 };
/** Labels under the bars: every one while they fit, else every n-th. */
const MIN_LABEL_GAP = 44;
/** Half the width of a label under a bar ('10-26', 'Mon'), in pixels. */
const LABEL_HALF_WIDTH = 18;
/** Values over the bars while they fit; the table view has them all. */
const MIN_VALUE_GAP = 36;

/**
 * A bar chart drawn as SVG, loaded on demand with the report pages' charts (docs/decisions/0068).
 * Bars grow up from zero for gains and down for losses; each shows its formatted value. The
 * figures are in the table view beside it, so the drawing itself is hidden from screen readers.
 */
export default function BarChart({
  bars,
  format,
  colour,
}: {
  bars: readonly TChartBar[];
  format: (value: number) => string;
  colour: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const plotWidth = width - PADDING.left - PADDING.right;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const lowest = Math.min(0, ...bars.map((bar) => bar.value));
  const span = highest - lowest || 1;
  const y = (value: number) => PADDING.top + ((highest - value) / span) * plotHeight;
  const zero = y(0);
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(48, slot * 0.6);
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_GAP / slot));
  return (
    <div ref={frame} className="lectern-reports__frame">
      <svg
        className="lectern-reports__svg"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={PADDING.left}
          x2={width - PADDING.right}
          y1={zero}
          y2={zero}
          className="lectern-reports__axis"
        />
        {bars.map((bar, index) => {
          const centre = PADDING.left + slot * index + slot / 2;
          const top = Math.min(y(bar.value), zero);
          const height = Math.abs(y(bar.value) - zero);
          const showLabel = index % labelEvery === 0;
          return (
            <g key={bar.key}>
              <rect
                x={centre - barWidth / 2}
                y={top}
                width={barWidth}
                height={Math.max(height, bar.value === 0 ? 0 : 1)}
                rx={3}
                fill={bar.value < 0 ? '#cf1322' : colour}
              />
              {bar.value !== 0 && slot >= MIN_VALUE_GAP && (
                <text
                  x={centre}
                  // Above the bar, or for a loss above the zero line its bar hangs from.
                  y={bar.value < 0 ? zero - 6 : top - 6}
                  textAnchor="middle"
                  className="lectern-reports__value"
                >
                  {format(bar.value)}
                </text>
              )}
              {showLabel && (
                <text
                  // Kept inside the drawing: the first and last labels are wider than their bars.
                  x={Math.min(Math.max(centre, LABEL_HALF_WIDTH), width - LABEL_HALF_WIDTH)}
                  y={HEIGHT - PADDING.bottom + 20}
                  textAnchor="middle"
                  className="lectern-reports__label"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
