import {
  MistakeSourceType,
  ZMistakeSourceId,
  ZMistakeSourceType,
  type TMistakeSourceType,
} from '@lectern/contracts/mistakes/mistakes';

/** The tabs of /mistakes in the order shown: exams, exercises, knowledge points (spec §3). */
export const SOURCE_TYPES: readonly TMistakeSourceType[] = [
  MistakeSourceType.EXAM,
  MistakeSourceType.EXERCISE,
  MistakeSourceType.KNOWLEDGE_POINT,
];

export type TSetRef = { sourceType: TMistakeSourceType; sourceId: string };

/** A source type from the URL ('5'), or null when it names none. */
export const sourceTypeOf = (value: string | null): TMistakeSourceType | null => {
  const parsed = ZMistakeSourceType.safeParse(Number(value));
  return value !== null && parsed.success ? parsed.data : null;
};

/** The set a page's URL names (sourceType and sourceId; '' is the unclassified set), or null. */
export const setRefOf = (query: URLSearchParams): TSetRef | null => {
  const sourceType = sourceTypeOf(query.get('sourceType'));
  const sourceId = ZMistakeSourceId.safeParse(query.get('sourceId') ?? '');
  return sourceType !== null && sourceId.success ? { sourceType, sourceId: sourceId.data } : null;
};

/** The URL query that names a set. */
export const setSearch = ({ sourceType, sourceId }: TSetRef) =>
  `?${new URLSearchParams({ sourceType: String(sourceType), sourceId }).toString()}`;
