import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One bar of a chart: its label under it (and in the table), its value and its full label. */
export type TChartBar = { key: string; label: string; tableLabel: string; value: number };

/** ECharts loads with the first chart shown, not with the page. */
const BarChart = lazy(() => import('./bar-chart'));

type TView = 'chart' | 'table';

/**
 * A report's chart with its table view (docs/decisions/0068): the learner switches between the
 * two; the table holds the same figures as text for screen readers and for reading exact values,
 * and the chart names itself and points to it.
 */
export function ReportChart({
  title,
  bars,
  format,
  labelHeader,
  valueHeader,
  colour = 'var(--lectern-main-color, #1677ff)',
}: {
  title: string;
  bars: readonly TChartBar[];
  format: (value: number) => string;
  labelHeader: string;
  valueHeader: string;
  colour?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>('chart');
  const headingId = useId();
  return (
    <Card
      className="lectern-reports__chart"
      title={<span id={headingId}>{title}</span>}
      extra={
        <Segmented<TView>
          size="small"
          value={view}
          onChange={setView}
          aria-label={t('learning-reports:chart.view')}
          options={[
            { value: 'chart', label: t('learning-reports:chart.chart') },
            { value: 'table', label: t('learning-reports:chart.table') },
          ]}
        />
      }
    >
      {view === 'chart' ? (
        <div
          role="img"
          aria-label={t('learning-reports:chart.describe', { title })}
          className="lectern-reports__figure"
        >
          <Suspense fallback={<Spin />}>
            <BarChart bars={bars} format={format} colour={colour} />
          </Suspense>
        </div>
      ) : (
        <table className="lectern-reports__table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.tableLabel}</th>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
