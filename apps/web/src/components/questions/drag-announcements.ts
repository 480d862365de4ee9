import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

type TNameOf = (id: string | number) => string;

/** What dnd-kit tells screen readers while an item is dragged, in the learner's language. */
export function dragAccessibility(
  t: TFunction,
  nameOf: TNameOf,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t('exam-answering:drag.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('exam-answering:drag.picked', { item: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('exam-answering:drag.over', { item: nameOf(active.id), target: nameOf(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('exam-answering:drag.dropped', { item: nameOf(active.id), target: nameOf(over.id) })
          : t('exam-answering:drag.cancelled', { item: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('exam-answering:drag.cancelled', { item: nameOf(active.id) }),
    },
  };
}
