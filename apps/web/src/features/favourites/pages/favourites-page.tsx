import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavouriteQuestions } from '../api/get-favourite-questions';
import { FavouritePaths } from '../favourites.feature';
import '../components/favourites.css';

/**
 * Spec §2 /personal/favs: the learner's favourites by kind, each an entry to its list. Questions
 * today; courses and courseware join when those features come.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { data } = useFavouriteQuestions({ pageNum: 1, pageSize: 10 });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('favourites:title')}</Typography.Title>
      <ul className="lectern-favourite-kinds">
        <li>
          <Link to={FavouritePaths.QUESTIONS} className="lectern-favourite-kinds__entry">
            <QuestionCircleOutlined aria-hidden className="lectern-favourite-kinds__icon" />
            <span className="lectern-favourite-kinds__name">{t('favourites:kinds.question')}</span>
            {data && (
              <span className="lectern-favourite-kinds__count">
                {t('favourites:kinds.count', { count: data.total })}
              </span>
            )}
          </Link>
        </li>
      </ul>
    </div>
  );
}
