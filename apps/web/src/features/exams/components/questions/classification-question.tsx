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
import type { TQuestionOption } from '@lectern/contracts/exams/question';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  category: string;
  categories: TCategoryOption[];
  review: boolean;
  rightCategory: string | null;
  onClassify: (category: string) => void;
};

function ClassifiableItem({
  item,
  selectId,
  category,
  categories,
  review,
  rightCategory,
  onClassify,
}: TItemProps) {
  const { t } = useTranslation();
  const name = plainText(item.content);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: item.key, disabled: review });
  return (
    <li
      ref={setNodeRef}
      className={['lectern-classify-item', isDragging && 'lectern-classify-item--dragging']
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      {!review && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="lectern-drag-handle"
          {...attributes}
          {...listeners}
          aria-label={t('exam-answering:classification.drag', { item: name })}
        >
          <HolderOutlined aria-hidden />
        </button>
      )}
      <RichText html={item.content} className="lectern-classify-item__content" />
      <label className="lectern-visually-hidden" htmlFor={selectId}>
        {t('exam-answering:classification.categoryOf', { item: name })}
      </label>
      <NativeSelect
        id={selectId}
        className="lectern-classify-item__select"
        value={category}
        options={categories}
        placeholder={t('exam-answering:classification.unclassified')}
        disabled={review}
        onValueChange={onClassify}
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
    return option ? plainText(option.content) : t('exam-answering:classification.unclassified');
  };
  const selectIdOf = (itemKey: string) => `${idPrefix}-item-${itemKey}`;

  // An item moves to another box when its category changes; its select keeps the focus.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });

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
    classify(String(active.id), over.id === unclassifiedId ? '' : String(over.id));
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
          category={category}
          categories={categories}
          review={!!review}
          rightCategory={answerKey ? (answerKey.groups[item.key] ?? null) : null}
          onClassify={(next) => {
            refocus.current = selectIdOf(item.key);
            classify(item.key, next);
          }}
        />
      ));

  return (
    <div className="lectern-classification">
      {!review && (
        <p className="lectern-question__hint">{t('exam-answering:classification.hint')}</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={boxUnderPointer}
        onDragEnd={dragEnd}
        accessibility={dragAccessibility(t, nameOf)}
      >
        <CategoryBox
          id={unclassifiedId}
          title={t('exam-answering:classification.unclassified')}
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
