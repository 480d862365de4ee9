import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TQuestionOption } from '@lectern/contracts/questions/question';
import Button from 'antd/es/button';
import {
  Fragment,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { dragAccessibility } from './drag-announcements';
import { plainText, type TQuestionInputProps, type TQuestionReviewProps } from './question-props';
import { RightAnswer } from './right-answer';

type TSorting = typeof QuestionType.SORTING;

/** Pointer drags start after this many pixels, so a tap on a button is never a drag. */
const DRAG_START_DISTANCE_PX = 4;

/** The learner's order, completed with any item it lacks so every item can always be moved. */
function orderOf(options: readonly TQuestionOption[], saved: readonly string[] | undefined) {
  const keys = options.map((option) => option.key);
  const known = (saved ?? []).filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !known.includes(key))];
}

/** An item's text, for names and the right order ('k3' when the key is unknown). */
const nameOf = (options: readonly TQuestionOption[], key: string | number) =>
  plainText(options.find((option) => option.key === key)?.content ?? String(key));

/** Which of an item's controls takes the focus back after the list changed. */
type TFocusTarget = { key: string; control: 'up' | 'down' | 'handle' };

/**
 * The control `target` names in `list`, or the item's other move button when that one is now
 * disabled (the item reached an end of the list).
 */
function controlOf(list: HTMLElement, { key, control }: TFocusTarget): HTMLElement | null {
  const item = [...list.querySelectorAll<HTMLElement>('[data-item]')].find(
    (element) => element.dataset.item === key,
  );
  if (!item) return null;
  const [wanted, other] =
    control === 'handle' ? ['handle', 'down'] : control === 'up' ? ['up', 'down'] : ['down', 'up'];
  const enabled = (name: string) =>
    item.querySelector<HTMLButtonElement>(`[data-control="${name}"]:not(:disabled)`);
  return enabled(wanted) ?? enabled(other);
}

type TSortingRowProps = {
  option: TQuestionOption;
  position: number;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  /** Answering: the drag handle before the item and the move buttons after it. */
  handle?: ReactNode;
  moves?: ReactNode;
};

/** One item at its position in the order. */
function SortingRow({
  option,
  position,
  ref,
  style,
  dragging = false,
  handle,
  moves,
}: TSortingRowProps) {
  return (
    <li
      ref={ref}
      data-item={option.key}
      className={['lectern-sortable', dragging && 'lectern-sortable--dragging']
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {handle}
      <span className="lectern-sortable__position">{position + 1}.</span>
      <RichText html={option.content} className="lectern-sortable__content" />
      {moves}
    </li>
  );
}

type TSortingListProps = {
  options: readonly TQuestionOption[];
  order: readonly string[];
  labelledBy: string;
  ref?: Ref<HTMLOListElement>;
  /** Draws an item; by default as it stands, to be read. */
  row?: (option: TQuestionOption, position: number) => ReactNode;
};

/** The items in `order`, numbered. */
function SortingList({
  options,
  order,
  labelledBy,
  ref,
  row = (option, position) => <SortingRow option={option} position={position} />,
}: TSortingListProps) {
  return (
    <ol className="lectern-sortable-list" aria-labelledby={labelledBy} ref={ref}>
      {order.map((key, position) => {
        const option = options.find((entry) => entry.key === key);
        return option && <Fragment key={key}>{row(option, position)}</Fragment>;
      })}
    </ol>
  );
}

type TSortableItemProps = {
  option: TQuestionOption;
  position: number;
  count: number;
  onMove: (delta: number) => void;
};

function SortableItem({ option, position, count, onMove }: TSortableItemProps) {
  const { t } = useTranslation();
  const name = plainText(option.content);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: option.key });
  return (
    <SortingRow
      ref={setNodeRef}
      option={option}
      position={position}
      dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      handle={
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="lectern-drag-handle"
          data-control="handle"
          {...attributes}
          {...listeners}
          aria-label={t('questions:sorting.drag', { item: name })}
        >
          <HolderOutlined aria-hidden />
        </button>
      }
      moves={
        <span className="lectern-sortable__moves">
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('questions:sorting.moveUp', { item: name })}
            data-control="up"
            disabled={position === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('questions:sorting.moveDown', { item: name })}
            data-control="down"
            disabled={position === count - 1}
            onClick={() => onMove(1)}
          />
        </span>
      }
    />
  );
}

/**
 * Type 7: put the items in order, by dragging (mouse, touch, or dnd-kit's keyboard sensor: space
 * to pick up, arrows, space to drop) or with each item's move up / move down buttons. A moved item
 * keeps the focus on the button that moved it, in its new place (the other move button once it
 * reaches an end), so a learner moves it again with the next key press.
 */
export function SortingInput({
  question,
  answer,
  onChange,
  labelledBy,
}: TQuestionInputProps<TSorting>) {
  const { t } = useTranslation();
  const order = orderOf(question.options, answer?.order);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<TFocusTarget | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    const list = listRef.current;
    if (!target || !list) return;
    refocus.current = null;
    controlOf(list, target)?.focus();
  });

  const answerWith = (next: string[]) =>
    onChange({ questionType: QuestionType.SORTING, order: next });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    answerWith(arrayMove(order, from, to));
  };
  const keepOrder = () => {
    // The button goes once the order is an answer: the focus goes to the top of the list.
    const first = order[0];
    if (first !== undefined) refocus.current = { key: first, control: 'handle' };
    answerWith(order);
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };

  return (
    <div className="lectern-sorting">
      <p className="lectern-question__hint">{t('questions:sorting.hint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={dragAccessibility(t, (key) => nameOf(question.options, key))}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <SortingList
            options={question.options}
            order={order}
            labelledBy={labelledBy}
            ref={listRef}
            row={(option, position) => (
              <SortableItem
                option={option}
                position={position}
                count={order.length}
                onMove={(delta) => {
                  refocus.current = { key: option.key, control: delta < 0 ? 'up' : 'down' };
                  move(position, position + delta);
                }}
              />
            )}
          />
        </SortableContext>
      </DndContext>
      {!answer && <Button onClick={keepOrder}>{t('questions:sorting.keepOrder')}</Button>}
    </div>
  );
}

/** Type 7 in review: the learner's order and the right one. */
export function SortingReview({
  question,
  answer,
  answerKey,
  labelledBy,
}: TQuestionReviewProps<TSorting>) {
  const { t } = useTranslation();
  return (
    <div className="lectern-sorting">
      {answer ? (
        <SortingList
          options={question.options}
          order={orderOf(question.options, answer.order)}
          labelledBy={labelledBy}
        />
      ) : (
        <p className="lectern-question__hint">{t('questions:review.notAnswered')}</p>
      )}
      {answerKey && (
        <RightAnswer>
          <ol className="lectern-right-order">
            {answerKey.order.map((key) => (
              <li key={key}>{nameOf(question.options, key)}</li>
            ))}
          </ol>
        </RightAnswer>
      )}
    </div>
  );
}
