import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FileWordOutlined from '@ant-design/icons/es/icons/FileWordOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import PlayCircleOutlined from '@ant-design/icons/es/icons/PlayCircleOutlined';
import SoundOutlined from '@ant-design/icons/es/icons/SoundOutlined';
import type { TCoursewareItem, TCoursewareKind } from '@lectern/contracts/courses/courses';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { formatDuration } from '@/lib/format';

const kindIcons: Record<TCoursewareKind, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  video: PlayCircleOutlined,
  audio: SoundOutlined,
  pdf: FilePdfOutlined,
  document: FileWordOutlined,
  picture: PictureOutlined,
  richText: FileTextOutlined,
  scorm: AppstoreOutlined,
};

/** A courseware kind's icon, in a tinted badge; the kind's name is written beside it. */
export function CoursewareKindIcon({ kind }: { kind: TCoursewareKind }) {
  const Icon = kindIcons[kind];
  return (
    <span className={`lectern-courseware-kind lectern-courseware-kind--${kind}`}>
      <Icon aria-hidden />
    </span>
  );
}

/** Spec §3 catalogue: a courseware's duration (media) or page count (documents). */
export function coursewareSize(
  courseware: Pick<TCoursewareItem, 'durationSeconds' | 'pageCount'>,
  t: TFunction,
): string | null {
  if (courseware.durationSeconds !== null) return formatDuration(courseware.durationSeconds, t);
  if (courseware.pageCount !== null)
    return t('courses:courseware.pages', { number: courseware.pageCount });
  return null;
}
