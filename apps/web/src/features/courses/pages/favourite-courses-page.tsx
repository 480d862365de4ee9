import { useTranslation } from 'react-i18next';
import { useFavouriteCourses } from '../api/get-favourite-courses';
import { CourseCard } from '../components/course-card';
import { FavouritesList } from '../components/favourites-list';

/** Spec §2 /personal/favs/course: the learner's starred courses, last starred first. */
export function FavouriteCoursesPage() {
  const { t } = useTranslation();
  return (
    <FavouritesList
      title={t('courses:favourites.coursesTitle')}
      empty={t('courses:favourites.coursesEmpty')}
      listClassName="lectern-course-grid"
      usePage={useFavouriteCourses}
      renderItem={(course) => <CourseCard key={course.courseId} course={course} />}
    />
  );
}
