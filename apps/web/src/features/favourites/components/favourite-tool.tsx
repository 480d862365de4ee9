import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { TQuestionToolProps } from '@/lib/feature';
import { useQuestionFavourite } from '../api/get-question-favourite';
import { useSetQuestionFavourite } from '../api/favourite-mutations';

/** The star of a question's tools bar: favourite or unfavourite it at once. */
export function FavouriteTool({ questionId }: TQuestionToolProps) {
  const { t } = useTranslation();
  const { data } = useQuestionFavourite(questionId);
  const toggle = useSetQuestionFavourite();
  const favourite = data?.favourite ?? false;
  return (
    <Button
      aria-pressed={favourite}
      disabled={!data}
      loading={toggle.isPending}
      icon={
        favourite ? (
          <StarFilled style={{ color: '#faad14' }} aria-hidden />
        ) : (
          <StarOutlined aria-hidden />
        )
      }
      onClick={() => toggle.mutate({ questionId, favourite: !favourite })}
    >
      {t(favourite ? 'favourites:tool.on' : 'favourites:tool.off')}
    </Button>
  );
}
