import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TQuestionView } from '@lectern/contracts/exams/question';
import { parseSheetQuestions, type TSheetQuestion } from './answer-sheets.repository';

/** A sheet's questions, parsed, with each view by question id. */
export type SheetQuestions = {
  questions: TSheetQuestion[];
  views: Map<string, TQuestionView>;
};

/** Characters of question JSON kept parsed (about twice that in memory). */
const MAX_CACHED_CHARACTERS = 32 * 1024 * 1024;
/** Sheets whose draw is remembered; an entry is one digest. */
const MAX_CACHED_SHEETS = 100_000;

/**
 * A sheet's questions never change once drawn, and every save, load and submission needs them.
 * They are parsed once per distinct draw: sheets of a paper without shuffling or draw rules share
 * one parsed copy, so thousands of sheets being answered cost one paper's worth of memory.
 */
export const sheetQuestionsCache = () => {
  // Each parsed draw is sized by its JSON's length when stored.
  const byDigest = new LRUCache<string, SheetQuestions>({ maxSize: MAX_CACHED_CHARACTERS });
  const digestOfSheet = new LRUCache<string, string>({ max: MAX_CACHED_SHEETS });

  return {
    /** The sheet's questions if they are at hand, without reading the database. */
    get: (sheetId: string): SheetQuestions | undefined => {
      const digest = digestOfSheet.get(sheetId);
      return digest === undefined ? undefined : byDigest.get(digest);
    },

    /** Parses (or finds already parsed) the sheet's `questions` JSON and remembers it. */
    remember: (sheetId: string, json: string): SheetQuestions => {
      const digest = createHash('sha256').update(json).digest('base64');
      let parsed = byDigest.get(digest);
      if (!parsed) {
        const questions = parseSheetQuestions(json);
        parsed = {
          questions,
          views: new Map(questions.map((question) => [question.view.questionId, question.view])),
        };
        byDigest.set(digest, parsed, { size: Math.max(1, json.length) });
      }
      digestOfSheet.set(sheetId, digest);
      return parsed;
    },
  };
};

export type SheetQuestionsCache = ReturnType<typeof sheetQuestionsCache>;
