import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import ReadOutlined from '@ant-design/icons/es/icons/ReadOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { ComponentType } from 'react';
import { Paths } from './paths';

export type TMenuEntry = {
  /** Stable key; the home page's shortcuts block refers to entries by it. */
  key: string;
  path: string;
  /** i18n key of the entry's name. */
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
};

/** The learner menu (spec §2 Menu): only entries whose screens exist. */
export const menuEntries = [
  { key: 'home', path: Paths.HOME, label: 'common:menu.home', icon: HomeOutlined },
  { key: 'exams', path: Paths.EXAM_LIST, label: 'common:menu.exams', icon: FileTextOutlined },
  { key: 'personal', path: Paths.PERSONAL, label: 'common:menu.personal', icon: UserOutlined },
  {
    key: 'examRecords',
    path: Paths.USER_EXAM_LIST,
    label: 'common:menu.examRecords',
    icon: HistoryOutlined,
  },
  { key: 'messages', path: Paths.INMAIL, label: 'common:menu.messages', icon: MailOutlined },
  { key: 'notices', path: Paths.NOTICES, label: 'common:menu.notices', icon: NotificationOutlined },
  { key: 'news', path: Paths.NEWS, label: 'common:menu.news', icon: ReadOutlined },
] as const satisfies readonly TMenuEntry[];

export type TMenuKey = (typeof menuEntries)[number]['key'];

export const menuEntryByKey = (key: string): TMenuEntry | undefined =>
  menuEntries.find((entry) => entry.key === key);
