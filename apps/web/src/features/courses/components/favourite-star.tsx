import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useSetCourseFavourite, useSetCoursewareFavourite } from '../api/course-mutations';

type TFavouriteStarProps = {
  favourite: boolean;
  /** What is starred, for the button's name. */
  name: string;
  pending: boolean;
  onToggle: (favourite: boolean) => void;
};

/** A star that favourites what it names; pressed while it is a favourite. */
function FavouriteStar({ favourite, name, pending, onToggle }: TFavouriteStarProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      className="lectern-favourite-star"
      aria-pressed={favourite}
      aria-label={t('courses:favourite.toggle', { name })}
      title={t(favourite ? 'courses:favourite.remove' : 'courses:favourite.add')}
      disabled={pending}
      icon={
        favourite ? (
          <StarFilled aria-hidden className="lectern-favourite-star__on" />
        ) : (
          <StarOutlined aria-hidden />
        )
      }
      onClick={() => onToggle(!favourite)}
    />
  );
}

// The api client already told the learner why a star failed.
const ignore = () => undefined;

/** POST /course/favourite from a star; it shows the asked state until the lists agree. */
export function CourseFavouriteStar({
  courseId,
  name,
  favourite,
}: {
  courseId: string;
  name: string;
  favourite: boolean;
}) {
  const star = useSetCourseFavourite();
  return (
    <FavouriteStar
      name={name}
      favourite={star.isPending ? star.variables.favourite : favourite}
      pending={star.isPending}
      onToggle={(next) => void star.mutateAsync({ courseId, favourite: next }).catch(ignore)}
    />
  );
}

/** POST /courseware/favourite from a star. */
export function CoursewareFavouriteStar({
  coursewareId,
  name,
  favourite,
}: {
  coursewareId: string;
  name: string;
  favourite: boolean;
}) {
  const star = useSetCoursewareFavourite();
  return (
    <FavouriteStar
      name={name}
      favourite={star.isPending ? star.variables.favourite : favourite}
      pending={star.isPending}
      onToggle={(next) => void star.mutateAsync({ coursewareId, favourite: next }).catch(ignore)}
    />
  );
}
