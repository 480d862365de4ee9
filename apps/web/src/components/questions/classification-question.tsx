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
import type { TQuestionOption, TQuestionView } from '@lectern/contracts/questions/question';
import {
  Fragment,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { dragAccessibility } from './drag-announcements';
import { NativeSelect } from './native-select';
import { plainText, type TQuestionInputProps, type TQuestionReviewProps } from './question-props';
import { RightAnswer } from './right-answer';

type TClassification = typeof QuestionType.CLASSIFICATION;

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

const categoriesOf = (question: TQuestionView): TCategoryOption[] =>
  question.targets.map((target) => ({ value: target.key, label: plainText(target.content) }));

/** The category the learner put an item in: '' for none, or for one the question no longer has. */
function categoryIn(
  groups: Readonly<Record<string, string>>,
  categories: readonly TCategoryOption[],
  itemKey: string,
) {
  const category = groups[itemKey];
  return category && categories.some((option) => option.value === category) ? category : '';
}

type TItemRowProps = {
  item: TQuestionOption;
  selectId: string;
  category: string;
  categories: readonly TCategoryOption[];
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  /** Answering: the drag handle before the item. */
  handle?: ReactNode;
  /** Answering: the category now chosen in the item's select ('' for none). */
  onClassify?: (category: string) => void;
  onSelectKeyDown?: (event: KeyboardEvent<HTMLSelectElement>) => void;
  /** Review: nothing can be classified. */
  disabled?: boolean;
  /** Review: the item's right category. */
  rightCategory?: string | null;
};

/** An item in its box, with the select that names (and, answering, changes) its category. */
function ItemRow({
  item,
  selectId,
  category,
  categories,
  ref,
  style,
  dragging = false,
  handle,
  onClassify,
  onSelectKeyDown,
  disabled = false,
  rightCategory = null,
}: TItemRowProps) {
  const { t } = useTranslation();
  return (
    <li
      ref={ref}
      data-item={item.key}
      className={['lectern-classify-item', dragging && 'lectern-classify-item--dragging']
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {handle}
      <RichText html={item.content} className="lectern-classify-item__content" />
      <label className="lectern-visually-hidden" htmlFor={selectId}>
        {t('questions:classification.categoryOf', { item: plainText(item.content) })}
      </label>
      <NativeSelect
        id={selectId}
        className="lectern-classify-item__select"
        value={category}
        options={categories}
        placeholder={t('questions:classification.unclassified')}
        disabled={disabled}
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

type TCategoryBoxProps = {
  /** The box's id as a drop target. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** A category's box: its title, then the items in it. */
function CategoryBox({
  title,
  children,
  ref,
  over = false,
}: TCategoryBoxProps & { ref?: Ref<HTMLElement>; over?: boolean }) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={['lectern-category', over && 'lectern-category--over'].filter(Boolean).join(' ')}
    >
      <h4 id={titleId} className="lectern-category__title">
        {title}
      </h4>
      <ul className="lectern-category__items">{children}</ul>
    </section>
  );
}

function DroppableBox(props: TCategoryBoxProps) {
  const { isOver, setNodeRef } = useDroppable({ id: props.id });
  return <CategoryBox {...props} ref={setNodeRef} over={isOver} />;
}

type TCategoryBoxesProps = {
  question: TQuestionView;
  /** The id of the box of items not classified yet. */
  unclassifiedId: string;
  categoryOf: (itemKey: string) => string;
  Box: ComponentType<TCategoryBoxProps>;
  /** Draws an item in the box of `category`. */
  item: (item: TQuestionOption, category: string) => ReactNode;
};

/** The box of items not classified yet, then a box per category with the items put in it. */
function CategoryBoxes({ question, unclassifiedId, categoryOf, Box, item }: TCategoryBoxesProps) {
  const { t } = useTranslation();
  const itemsIn = (category: string) =>
    question.options
      .filter((entry) => categoryOf(entry.key) === category)
      .map((entry) => <Fragment key={entry.key}>{item(entry, category)}</Fragment>);
  return (
    <>
      <Box id={unclassifiedId} title={t('questions:classification.unclassified')}>
        {itemsIn('')}
      </Box>
      <div className="lectern-categories">
        {question.targets.map((target) => (
          <Box
            key={target.key}
            id={target.key}
            title={<RichText html={target.content} className="lectern-rich-text--inline" />}
          >
            {itemsIn(target.key)}
          </Box>
        ))}
      </div>
    </>
  );
}

type TDraggableItemProps = Omit<TItemRowProps, 'ref' | 'style' | 'dragging' | 'handle'> & {
  handleId: string;
};

function DraggableItem({ handleId, ...row }: TDraggableItemProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: row.item.key });
  return (
    <ItemRow
      {...row}
      ref={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform) }}
      handle={
        <button
          ref={setActivatorNodeRef}
          id={handleId}
          type="button"
          className="lectern-drag-handle"
          {...attributes}
          {...listeners}
          aria-label={t('questions:classification.drag', { item: plainText(row.item.content) })}
        >
          <HolderOutlined aria-hidden />
        </button>
      }
    />
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
export function ClassificationInput({
  question,
  answer,
  onChange,
}: TQuestionInputProps<TClassification>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const unclassifiedId = `${idPrefix}-unclassified`;
  const groups = answer?.groups ?? {};
  const categories = categoriesOf(question);
  const categoryOf = (itemKey: string) => categoryIn(groups, categories, itemKey);
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

  return (
    <div className="lectern-classification" onFocus={onFocus}>
      <p className="lectern-question__hint">{t('questions:classification.hint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={boxUnderPointer}
        onDragEnd={dragEnd}
        accessibility={dragAccessibility(t, nameOf)}
      >
        <CategoryBoxes
          question={question}
          unclassifiedId={unclassifiedId}
          categoryOf={categoryOf}
          Box={DroppableBox}
          item={(item, category) => (
            <DraggableItem
              item={item}
              selectId={selectIdOf(item.key)}
              handleId={handleIdOf(item.key)}
              category={category}
              categories={categories}
              onClassify={(next) => {
                refocus.current = selectIdOf(item.key);
                justClassified.current = item.key;
                classify(item.key, next);
              }}
              onSelectKeyDown={onSelectKeyDown(item.key)}
            />
          )}
        />
      </DndContext>
    </div>
  );
}

/** Type 11 in review: each item in the box the learner put it in, with its right category. */
export function ClassificationReview({
  question,
  answer,
  answerKey,
}: TQuestionReviewProps<TClassification>) {
  const idPrefix = useId();
  const groups = answer?.groups ?? {};
  const categories = categoriesOf(question);
  return (
    <div className="lectern-classification">
      <CategoryBoxes
        question={question}
        unclassifiedId={`${idPrefix}-unclassified`}
        categoryOf={(itemKey) => categoryIn(groups, categories, itemKey)}
        Box={CategoryBox}
        item={(item, category) => (
          <ItemRow
            item={item}
            selectId={`${idPrefix}-item-${item.key}`}
            category={category}
            categories={categories}
            disabled
            rightCategory={answerKey ? (answerKey.groups[item.key] ?? null) : null}
          />
        )}
      />
    </div>
  );
}
