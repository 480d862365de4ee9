import { useTranslation } from 'react-i18next';
import { useFavouriteCoursewares } from '../api/get-favourite-coursewares';
import { CoursewareRow } from '../components/courseware-row';
import { FavouritesList } from '../components/favourites-list';

/** Spec §2 /personal/favs/courseware: the learner's starred courseware, last starred first. */
export function FavouriteCoursewaresPage() {
  const { t } = useTranslation();
  return (
    <FavouritesList
      title={t('courses:favourites.coursewaresTitle')}
      empty={t('courses:favourites.coursewaresEmpty')}
      listClassName="lectern-courseware-list"
      usePage={useFavouriteCoursewares}
      renderItem={(courseware) => (
        <CoursewareRow key={courseware.coursewareId} courseware={courseware} />
      )}
    />
  );
}
