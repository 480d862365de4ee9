import { BarChart as EChartsBarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { TChartBar } from './report-chart';

echarts.use([EChartsBarChart, GridComponent, SVGRenderer]);

/** Bars with a value over them while there are this few; the table view has them all. */
const MAX_BARS_WITH_VALUES = 14;
const LOSS_COLOUR = '#cf1322';
const TEXT_COLOUR = 'rgba(0, 0, 0, 0.85)';
const LABEL_COLOUR = 'rgba(0, 0, 0, 0.65)';

/** A CSS colour as SVG can paint it: a custom property resolved on the element. */
const paintOf = (element: HTMLElement, colour: string) => {
  const property = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(colour);
  if (!property) return colour;
  return getComputedStyle(element).getPropertyValue(property[1]!).trim() || property[2] || colour;
};

/**
 * A bar chart drawn by ECharts (its SVG renderer, with the bar chart and the grid only), in a
 * module the report pages load on demand (docs/decisions/0068). Gains grow up from zero, losses
 * down in red; each bar shows its formatted value while there is room. The figures are in the
 * table view beside it, so the drawing itself is hidden from screen readers.
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
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'svg' });
    const fill = paintOf(element, colour);
    chart.setOption({
      animation: false,
      grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: bars.map((bar) => bar.label),
        axisTick: { show: false },
        axisLine: { lineStyle: { color: '#bfbfbf' } },
        axisLabel: { color: LABEL_COLOUR, fontSize: 12, hideOverlap: true },
      },
      yAxis: { type: 'value', show: false },
      series: [
        {
          type: 'bar',
          barMaxWidth: 48,
          data: bars.map((bar) => ({
            value: bar.value,
            itemStyle: { color: bar.value < 0 ? LOSS_COLOUR : fill, borderRadius: 3 },
          })),
          label: {
            show: bars.length <= MAX_BARS_WITH_VALUES,
            position: 'top',
            color: TEXT_COLOUR,
            fontSize: 12,
            formatter: ({ value }: { value: unknown }) =>
              Number(value) === 0 ? '' : format(Number(value)),
          },
          labelLayout: { hideOverlap: true },
        },
      ],
    });
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.dispose();
    };
  }, [bars, format, colour]);
  return <div ref={frame} className="lectern-reports__echart" aria-hidden="true" />;
}
