import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { LearningReportPaths } from './learning-reports.feature';

/** Spec §2 menu: 'learning report', after my credits. */
export const menuEntries = [
  {
    key: 'learning-reports',
    path: LearningReportPaths.STUDY_REPORT,
    label: 'common:menu.learningReport',
    icon: LineChartOutlined,
    order: 48,
  },
] satisfies TMenuEntry[];
