import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import type { TMenuEntry } from '@/lib/feature';
import { ExamPaths } from './exams.feature';

export const menuEntries = [
  {
    key: 'exams',
    path: ExamPaths.EXAM_LIST,
    label: 'common:menu.exams',
    icon: FileTextOutlined,
    order: 20,
  },
  {
    key: 'examRecords',
    path: ExamPaths.USER_EXAM_LIST,
    label: 'common:menu.examRecords',
    icon: HistoryOutlined,
    order: 40,
  },
  {
    key: 'examineeCard',
    path: ExamPaths.EXAMINEE_CARD,
    label: 'common:menu.examineeCard',
    icon: IdcardOutlined,
    order: 45,
  },
] satisfies TMenuEntry[];
