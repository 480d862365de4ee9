import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

type TNameOf = (id: string | number) => string;

/** What dnd-kit tells screen readers while an item is dragged, in the learner's language. */
export function dragAccessibility(
  t: TFunction,
  nameOf: TNameOf,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  return {
    screenReaderInstructions: { draggable: t('questions:drag.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('questions:drag.picked', { item: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('questions:drag.over', { item: nameOf(active.id), target: nameOf(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('questions:drag.dropped', { item: nameOf(active.id), target: nameOf(over.id) })
          : t('questions:drag.cancelled', { item: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('questions:drag.cancelled', { item: nameOf(active.id) }),
    },
  };
}
