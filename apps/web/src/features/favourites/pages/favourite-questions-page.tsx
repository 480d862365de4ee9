import type { TFavouriteQuestion } from '@lectern/contracts/favourites/favourites';
import Button from 'antd/es/button';
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuestionDetail } from '@/components/questions/question-api';
import { QuestionDetail } from '@/components/questions/question-detail';
import { EmptyList } from '@/components/ui/empty-list';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useSetQuestionFavourite } from '../api/favourite-mutations';
import { useFavouriteQuestions } from '../api/get-favourite-questions';
import { FavouritePaths } from '../favourites.feature';
import '../components/favourites.css';

const questionPath = (questionId: string) =>
  `${FavouritePaths.QUESTIONS}?questionId=${encodeURIComponent(questionId)}`;

function FavouriteItem({ item }: { item: TFavouriteQuestion }) {
  const { t } = useTranslation();
  return (
    <li className="lectern-favourite-list__item">
      <div className="lectern-favourite-list__meta">
        <span>
          {item.customTypeName ? (
            <TenantText>{item.customTypeName}</TenantText>
          ) : (
            t(`questions:questionType.${item.questionType}`)
          )}
        </span>
        <time dateTime={new Date(item.favouriteTime).toISOString()}>
          {t('favourites:questions.starred', { time: formatDateTime(item.favouriteTime) })}
        </time>
      </div>
      <div className="lectern-favourite-list__stem">
        <RichText html={item.stem} />
      </div>
      <Link to={questionPath(item.questionId)}>{t('favourites:questions.open')}</Link>
    </li>
  );
}

/** One favourite question with its key and analysis, unstarred from here. */
function FavouriteQuestion({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: detail, isError } = useQuestionDetail(questionId);
  const unstar = useSetQuestionFavourite();
  return (
    <>
      <Link to={FavouritePaths.QUESTIONS}>{t('favourites:questions.back')}</Link>
      {isError && <EmptyList />}
      {detail && (
        <QuestionDetail detail={detail}>
          <div>
            <Button
              danger
              loading={unstar.isPending}
              onClick={() =>
                unstar.mutate(
                  { questionId, favourite: false },
                  { onSuccess: () => void navigate(FavouritePaths.QUESTIONS, { replace: true }) },
                )
              }
            >
              {t('favourites:questions.unstar')}
            </Button>
          </div>
        </QuestionDetail>
      )}
    </>
  );
}

/** Spec §2 /personal/favs/question: the learner's favourite questions, or one of them. */
export function FavouriteQuestionsPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const questionId = query.get('questionId') ?? '';
  const { data: favourites, isPending } = useFavouriteQuestions({ pageNum, pageSize });
  return (
    <div className="lectern-page lectern-favourite-questions">
      <Typography.Title level={2}>{t('favourites:questions.title')}</Typography.Title>
      {questionId ? (
        <FavouriteQuestion key={questionId} questionId={questionId} />
      ) : (
        <>
          <Link to={FavouritePaths.FAVOURITES}>{t('favourites:questions.backToFavourites')}</Link>
          {!isPending && favourites?.total === 0 ? (
            <EmptyList description={t('favourites:questions.empty')} />
          ) : (
            <ul className="lectern-favourite-list">
              {favourites?.list.map((item) => (
                <FavouriteItem key={item.questionId} item={item} />
              ))}
            </ul>
          )}
          {favourites && favourites.total > 0 && (
            <Pagination
              align="end"
              {...pagination({
                pageNum,
                pageSize,
                total: favourites.total,
                onChange: (page, size) => update({ pageNum: page, pageSize: size }),
                t,
              })}
            />
          )}
        </>
      )}
    </div>
  );
}
