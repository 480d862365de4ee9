/** Every key the client keeps in localStorage, in one place. */
export const StorageKey = {
  /** The chosen interface language (spec §1: stored locally under the key 'language'). */
  LANGUAGE: 'language',
  /** The member token sent as `Authorization` (spec §3 app session, §7 headers). */
  MEMBER_TOKEN: 'lectern.memberToken',
  /** The last response's `Overall` header, echoed on every request (spec §7). */
  OVERALL: 'lectern.overall',
  /** The last known tenant number, used when the URL carries none (spec §1, §7 app start). */
  FACTORY_CODE: 'lectern.factoryCode',
  /** The exam screen's font size (spec §2), remembered on this device. */
  EXAM_FONT_SIZE: 'lectern.examFontSize',
  /** The exam screen's basic or advanced mode (spec §2, decision 0047), remembered on this device. */
  EXAM_MODE: 'lectern.examMode',
  /**
   * Prefix of an answer sheet's journal (`lectern.answerJournal.<answerSheetId>`): its answers not
   * yet acknowledged by the server and its media plays (ARCHITECTURE.md data durability).
   */
  ANSWER_JOURNAL: 'lectern.answerJournal',
  /**
   * Prefix of a sheet's recording counter (`lectern.recording.<answerSheetId>.<source>`): the next
   * chunk's sequence number, so a recording started again after a reload adds to the chunks sent.
   */
  RECORDING: 'lectern.recording',
} as const;
export type TStorageKey =
  | (typeof StorageKey)[keyof typeof StorageKey]
  | `${typeof StorageKey.ANSWER_JOURNAL}.${string}`
  | `${typeof StorageKey.RECORDING}.${string}`;

/** The storage key of one answer sheet's journal. */
export const answerJournalKey = (answerSheetId: string): TStorageKey =>
  `${StorageKey.ANSWER_JOURNAL}.${answerSheetId}`;

/** The storage key of the next chunk number of a sheet's recording from `source`. */
export const recordingCounterKey = (answerSheetId: string, source: string): TStorageKey =>
  `${StorageKey.RECORDING}.${answerSheetId}.${source}`;
