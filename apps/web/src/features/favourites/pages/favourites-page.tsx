import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import Typography from 'antd/es/typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useFavouriteCourseCount,
  useFavouriteCoursewareCount,
} from '../api/get-favourite-course-counts';
import { useFavouriteQuestions } from '../api/get-favourite-questions';
import { CourseFavouritePaths, FavouritePaths } from '../favourites.feature';
import '../components/favourites.css';

type TKindEntryProps = {
  path: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  name: string;
  /** 'N in total', once known. */
  count: string | null;
};

function KindEntry({ path, icon: Icon, name, count }: TKindEntryProps) {
  return (
    <li>
      <Link to={path} className="lectern-favourite-kinds__entry">
        <Icon aria-hidden className="lectern-favourite-kinds__icon" />
        <span className="lectern-favourite-kinds__name">{name}</span>
        {count !== null && <span className="lectern-favourite-kinds__count">{count}</span>}
      </Link>
    </li>
  );
}

/** Spec §2 /personal/favs: the learner's favourites by kind, each an entry to its list. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { data: questions } = useFavouriteQuestions({ pageNum: 1, pageSize: 10 });
  const { data: courses } = useFavouriteCourseCount();
  const { data: coursewares } = useFavouriteCoursewareCount();
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('favourites:title')}</Typography.Title>
      <ul className="lectern-favourite-kinds">
        <KindEntry
          path={FavouritePaths.QUESTIONS}
          icon={QuestionCircleOutlined}
          name={t('favourites:kinds.question')}
          count={questions ? t('favourites:kinds.count', { count: questions.total }) : null}
        />
        <KindEntry
          path={CourseFavouritePaths.COURSES}
          icon={BookOutlined}
          name={t('favourites:kinds.course')}
          count={
            courses === undefined ? null : t('favourites:kinds.courseCount', { count: courses })
          }
        />
        <KindEntry
          path={CourseFavouritePaths.COURSEWARES}
          icon={PlayCircleOutlined}
          name={t('favourites:kinds.courseware')}
          count={
            coursewares === undefined
              ? null
              : t('favourites:kinds.coursewareCount', { count: coursewares })
          }
        />
      </ul>
    </div>
  );
}
