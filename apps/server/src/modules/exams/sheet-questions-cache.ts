import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { JsonText } from '../../platform/http/json-text';
import type { TSheetQuestion } from '../questions/sheet-question';
import { parseSheetQuestions } from './answer-sheets.repository';

/** A section of a sheet: its name and its questions in the sheet's order. */
export type SheetSection = { name: string; questionIds: string[] };

/**
 * A sheet's questions, parsed, with each view by question id; and for a paper with sections,
 * its sections in order with each question's section index.
 */
export type SheetQuestions = {
  questions: TSheetQuestion[];
  views: Map<string, TQuestionView>;
  sections: SheetSection[] | null;
  sectionOf: Map<string, number>;
};

/** The sections of a draw: runs of questions naming the same section (drawn in section order). */
const sectionsOf = (questions: TSheetQuestion[]) => {
  if (questions.every((question) => question.section === undefined)) return null;
  const sections: SheetSection[] = [];
  for (const question of questions) {
    const name = question.section ?? '';
    const last = sections.at(-1);
    if (last?.name === name) last.questionIds.push(question.view.questionId);
    else sections.push({ name, questionIds: [question.view.questionId] });
  }
  return sections;
};

/** Characters of question JSON kept parsed (about twice that in memory). */
const MAX_CACHED_CHARACTERS = 32 * 1024 * 1024;
/** Sheets whose draw is remembered; an entry is one id. */
const MAX_CACHED_SHEETS = 100_000;

/** The id of a draw: a digest of its JSON (`question_sets.id`). */
export const questionSetIdOf = (json: string) =>
  createHash('sha256').update(json).digest('base64url');

const withViews = (questions: TSheetQuestion[]): SheetQuestions => {
  const sections = sectionsOf(questions);
  return {
    questions,
    views: new Map(questions.map((question) => [question.view.questionId, question.view])),
    sections,
    sectionOf: new Map(
      (sections ?? []).flatMap(({ questionIds }, index) =>
        questionIds.map((questionId) => [questionId, index] as const),
      ),
    ),
  };
};

const serializedViews = new WeakMap<SheetQuestions, JsonText<TQuestionView[]>>();

/** The questions as the learner sees them, serialized once per draw for every load of a sheet. */
export const viewsJsonOf = (sheetQuestions: SheetQuestions) => {
  let json = serializedViews.get(sheetQuestions);
  if (!json) {
    json = JsonText.of(sheetQuestions.questions.map((question) => question.view));
    serializedViews.set(sheetQuestions, json);
  }
  return json;
};

/**
 * A sheet's questions never change once drawn, and every save, load and submission needs them.
 * They are parsed once per distinct draw: sheets of a paper without shuffling or draw rules share
 * one parsed copy, so thousands of sheets being answered cost one paper's worth of memory.
 */
export const sheetQuestionsCache = () => {
  // Each draw is sized by its JSON's length when stored.
  const bySet = new LRUCache<string, SheetQuestions>({ maxSize: MAX_CACHED_CHARACTERS });
  const setOfSheet = new LRUCache<string, string>({ max: MAX_CACHED_SHEETS });

  return {
    /** The sheet's questions if they are at hand, without reading the database. */
    get: (sheetId: string): SheetQuestions | undefined => {
      const setId = setOfSheet.get(sheetId);
      return setId === undefined ? undefined : bySet.get(setId);
    },

    /** A draw just made: its questions are already parsed. */
    rememberDrawn: (sheetId: string, setId: string, json: string, questions: TSheetQuestion[]) => {
      if (!bySet.has(setId)) bySet.set(setId, withViews(questions), { size: json.length });
      setOfSheet.set(sheetId, setId);
    },

    /** A draw read from the database (`setId` null for a sheet that keeps its questions inline). */
    rememberStored: (sheetId: string, setId: string | null, json: string): SheetQuestions => {
      const id = setId ?? questionSetIdOf(json);
      let parsed = bySet.get(id);
      if (!parsed) {
        parsed = withViews(parseSheetQuestions(json));
        bySet.set(id, parsed, { size: Math.max(1, json.length) });
      }
      setOfSheet.set(sheetId, id);
      return parsed;
    },
  };
};
