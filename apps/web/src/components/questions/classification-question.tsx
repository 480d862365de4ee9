import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionOption } from '@lectern/contracts/questions/question';
import {
  useId,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { dragAccessibility } from './drag-announcements';
import { NativeSelect } from './native-select';
import { answerKeyOf, plainText, type TQuestionInputProps } from './question-props';
import { RightAnswer } from './right-answer';

/** Pointer drags start after this many pixels, so using an item's select is never a drag. */
const DRAG_START_DISTANCE_PX = 4;

/**
 * The box under the pointer: an item row is wider than a category box, so the box it overlaps
 * most is often not the one aimed at. The keyboard sensor has no pointer and falls back to overlap.
 */
const boxUnderPointer: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

type TCategoryOption = { value: string; label: string };

type TItemProps = {
  item: TQuestionOption;
  selectId: string;
  handleId: string;
  category: string;
  categories: TCategoryOption[];
  review: boolean;
  rightCategory: string | null;
  onClassify: (category: string) => void;
  onSelectKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => void;
};

function ClassifiableItem({
  item,
  selectId,
  handleId,
  category,
  categories,
  review,
  rightCategory,
  onClassify,
  onSelectKeyDown,
}: TItemProps) {
  const { t } = useTranslation();
  const name = plainText(item.content);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: item.key, disabled: review });
  return (
    <li
      ref={setNodeRef}
      data-item={item.key}
      className={['lectern-classify-item', isDragging && 'lectern-classify-item--dragging']
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      {!review && (
        <button
          ref={setActivatorNodeRef}
          id={handleId}
          type="button"
          className="lectern-drag-handle"
          {...attributes}
          {...listeners}
          aria-label={t('questions:classification.drag', { item: name })}
        >
          <HolderOutlined aria-hidden />
        </button>
      )}
      <RichText html={item.content} className="lectern-classify-item__content" />
      <label className="lectern-visually-hidden" htmlFor={selectId}>
        {t('questions:classification.categoryOf', { item: name })}
      </label>
      <NativeSelect
        id={selectId}
        className="lectern-classify-item__select"
        value={category}
        options={categories}
        placeholder={t('questions:classification.unclassified')}
        disabled={review}
        onValueChange={onClassify}
        onKeyDown={onSelectKeyDown}
      />
      {rightCategory !== null && (
        <RightAnswer>
          {categories.find((option) => option.value === rightCategory)?.label ?? rightCategory}
        </RightAnswer>
      )}
    </li>
  );
}

function CategoryBox({
  id,
  title,
  review,
  children,
}: {
  id: string;
  title: ReactNode;
  review: boolean;
  children: ReactNode;
}) {
  const { isOver, setNodeRef } = useDroppable({ id, disabled: review });
  const titleId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={['lectern-category', isOver && 'lectern-category--over'].filter(Boolean).join(' ')}
    >
      <h4 id={titleId} className="lectern-category__title">
        {title}
      </h4>
      <ul className="lectern-category__items">{children}</ul>
    </section>
  );
}

/**
 * Type 11: each item into one of the categories, by dragging it into a box (mouse, touch or the
 * keyboard sensor) or by choosing its category in the item's own select.
 *
 * A classified item moves to its box and keeps the focus there (on its select, or on its handle
 * after a drag), so arrow keys can still change the choice; the next Tab from it goes straight to
 * the next unclassified item rather than through the boxes in between (docs/decisions/0030).
 */
export function ClassificationQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<typeof QuestionType.CLASSIFICATION>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const unclassifiedId = `${idPrefix}-unclassified`;
  const answerKey = answerKeyOf(review, QuestionType.CLASSIFICATION);
  const groups = answer?.groups ?? {};
  const categories = question.targets.map((target) => ({
    value: target.key,
    label: plainText(target.content),
  }));
  const categoryOf = (itemKey: string) => {
    const category = groups[itemKey];
    return category && categories.some((option) => option.value === category) ? category : '';
  };
  const nameOf = (id: string | number) => {
    const option = [...question.options, ...question.targets].find((entry) => entry.key === id);
    return option ? plainText(option.content) : t('questions:classification.unclassified');
  };
  const selectIdOf = (itemKey: string) => `${idPrefix}-item-${itemKey}`;
  const handleIdOf = (itemKey: string) => `${idPrefix}-handle-${itemKey}`;

  // An item moves to another box when its category changes; the control that classified it
  // keeps the focus in the item's new place.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });
  /** The item just classified while the focus stays on it: its next Tab skips to the next one. */
  const justClassified = useRef<string | null>(null);
  const nextUnclassified = (itemKey: string) => {
    const keys = question.options.map((option) => option.key);
    const at = keys.indexOf(itemKey);
    return [...keys.slice(at + 1), ...keys.slice(0, at)].find((key) => !categoryOf(key));
  };
  const onSelectKeyDown = (itemKey: string) => (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Tab' || event.shiftKey || justClassified.current !== itemKey) return;
    justClassified.current = null;
    const next = nextUnclassified(itemKey);
    if (next === undefined) return;
    event.preventDefault();
    document.getElementById(selectIdOf(next))?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const item = event.target.closest<HTMLElement>('[data-item]')?.dataset.item;
    if (item !== justClassified.current) justClassified.current = null;
  };

  const classify = (itemKey: string, category: string) => {
    const next = { ...groups };
    if (category) next[itemKey] = category;
    else delete next[itemKey];
    onChange(
      Object.keys(next).length ? { questionType: QuestionType.CLASSIFICATION, groups: next } : null,
    );
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const itemKey = String(active.id);
    refocus.current = handleIdOf(itemKey);
    justClassified.current = itemKey;
    classify(itemKey, over.id === unclassifiedId ? '' : String(over.id));
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor),
  );

  const itemsIn = (category: string) =>
    question.options
      .filter((item) => categoryOf(item.key) === category)
      .map((item) => (
        <ClassifiableItem
          key={item.key}
          item={item}
          selectId={selectIdOf(item.key)}
          handleId={handleIdOf(item.key)}
          category={category}
          categories={categories}
          review={!!review}
          rightCategory={answerKey ? (answerKey.groups[item.key] ?? null) : null}
          onClassify={(next) => {
            refocus.current = selectIdOf(item.key);
            justClassified.current = item.key;
            classify(item.key, next);
          }}
          onSelectKeyDown={onSelectKeyDown(item.key)}
        />
      ));

  return (
    <div className="lectern-classification" onFocus={onFocus}>
      {!review && <p className="lectern-question__hint">{t('questions:classification.hint')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={boxUnderPointer}
        onDragEnd={dragEnd}
        accessibility={dragAccessibility(t, nameOf)}
      >
        <CategoryBox
          id={unclassifiedId}
          title={t('questions:classification.unclassified')}
          review={!!review}
        >
          {itemsIn('')}
        </CategoryBox>
        <div className="lectern-categories">
          {question.targets.map((target) => (
            <CategoryBox
              key={target.key}
              id={target.key}
              title={<RichText html={target.content} className="lectern-rich-text--inline" />}
              review={!!review}
            >
              {itemsIn(target.key)}
            </CategoryBox>
          ))}
        </div>
      </DndContext>
    </div>
  );
}
