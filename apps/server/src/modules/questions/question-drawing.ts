import { randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { QuestionsRepositories } from './questions.repository';
import type { TSheetQuestion } from './sheet-question';

/** How long a built paper composition is reused before banks are read again. */
export const COMPOSITION_CACHE_TTL_MS = 10_000;
/** Papers whose composition is kept; the least recently used is dropped first. */
export const MAX_CACHED_COMPOSITIONS = 500;

/** `papers.composition` (db/schema.ts). */
const ZPaperComposition = z.object({
  /** Section names in order; a question's or rule's `section` indexes them. */
  sections: z.array(z.string()).default([]),
  questions: z
    .array(
      z.object({
        questionId: z.string(),
        score: z.number(),
        section: z.number().int().nonnegative().optional(),
      }),
    )
    .default([]),
  draws: z
    .array(
      z.object({
        bankId: z.string(),
        questionType: z.number().int(),
        count: z.number().int().positive(),
        score: z.number(),
        section: z.number().int().nonnegative().optional(),
      }),
    )
    .default([]),
});
type TDrawRule = z.infer<typeof ZPaperComposition>['draws'][number];

type TComposition = {
  sections: string[];
  /** The fixed questions in the paper's order, scored, section by section. */
  fixed: TSheetQuestion[];
  /** Each draw rule with the ids of the questions it may pick. */
  draws: { rule: TDrawRule; pool: string[] }[];
};

/** What drawing reads of a paper: its composition, when it last changed, and its shuffling. */
export type ComposedPaper = {
  id: string;
  /** JSON: fixed questions and draw rules (`papers.composition`). */
  composition: string;
  updated_at: number;
  shuffle_questions: number;
};

const shuffled = <T>(items: T[]) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/**
 * Shares `total` among combination parts in proportion to their scores from the key, in whole
 * hundredths (largest remainder), so the parts always add up to the paper's score.
 */
const scalePartScores = (scores: number[], total: number) => {
  const sum = scores.reduce((acc, score) => acc + score, 0);
  if (sum === 0 || Math.abs(sum - total) < 1e-9) return scores;
  const totalCents = Math.round(total * 100);
  const exact = scores.map((score) => (score * totalCents) / sum);
  const cents = exact.map(Math.floor);
  let left = totalCents - cents.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    cents[index] = (cents[index] ?? 0) + 1;
    left -= 1;
  }
  return cents.map((value) => value / 100);
};

type QuestionRow = {
  id: string;
  view: string;
  answer_key: string;
  analysis: string | null;
};

/** Where a question stands among the paper's sections: their names, and its section's index. */
type Placement = { sections: string[]; section: number | undefined };

/** Spec §5 sections in their order; the questions of one keep the order they have among them. */
const bySection = (sections: string[]) => {
  const indexOf = new Map(sections.map((name, index) => [name, index]));
  return (a: TSheetQuestion, b: TSheetQuestion) =>
    (indexOf.get(a.section ?? '') ?? 0) - (indexOf.get(b.section ?? '') ?? 0);
};

/** A question as a sheet keeps it, worth `score` on this paper. */
const sheetQuestionOf = (
  row: QuestionRow,
  score: number,
  { sections, section }: Placement,
): TSheetQuestion => {
  const view = { ...(JSON.parse(row.view) as TQuestionView), questionId: row.id, score };
  const key = JSON.parse(row.answer_key) as TAnswerKey;
  const name = section === undefined ? undefined : sections[section];
  const placed = name === undefined ? {} : { section: name };
  if (key.questionType !== QuestionType.COMBINATION) {
    return { view, key, analysis: row.analysis, ...placed };
  }
  const partScores = scalePartScores(
    key.parts.map((part) => part.score),
    score,
  );
  const parts = key.parts.map((part, index) => ({ ...part, score: partScores[index] ?? 0 }));
  const partScore = new Map(parts.map((part) => [part.id, part.score]));
  return {
    view: {
      ...view,
      parts: view.parts.map((part) => ({ ...part, score: partScore.get(part.questionId) ?? 0 })),
    },
    key: { ...key, parts },
    analysis: row.analysis,
    ...placed,
  };
};

export type QuestionDrawing = ReturnType<typeof questionDrawing>;

/** Draws the questions of new sheets from their papers' fixed questions and banks. */
export const questionDrawing = ({ db, repositories }: ServiceDeps<QuestionsRepositories>) => {
  const { questions } = repositories(db);
  const buildComposition = async (
    tenantId: string,
    paper: ComposedPaper,
  ): Promise<TComposition> => {
    const composition = ZPaperComposition.parse(JSON.parse(paper.composition));
    if (composition.questions.length === 0 && composition.draws.length === 0) {
      throw new AppError(ErrorCode.PAPER_HAS_NO_QUESTIONS);
    }
    const fixedEntries = [
      ...new Map(composition.questions.map((entry) => [entry.questionId, entry])).values(),
    ];
    const rows = new Map(
      (
        await questions.questionsByIds(
          tenantId,
          fixedEntries.map((entry) => entry.questionId),
        )
      ).map((row) => [row.id, row]),
    );
    const { sections } = composition;
    const fixed = fixedEntries
      .map(({ questionId, score, section }) => {
        const row = rows.get(questionId);
        // The question, or its whole bank, is gone.
        if (!row) throw new AppError(ErrorCode.NO_QUESTION_BANK);
        return sheetQuestionOf(row, score, { sections, section });
      })
      .sort(bySection(sections));
    const banks = await questions.existingBankIds(tenantId, [
      ...new Set(composition.draws.map((rule) => rule.bankId)),
    ]);
    const draws: TComposition['draws'] = [];
    for (const rule of composition.draws) {
      if (!banks.has(rule.bankId)) throw new AppError(ErrorCode.NO_QUESTION_BANK);
      draws.push({
        rule,
        pool: await questions.questionIdsOfType(tenantId, rule.bankId, rule.questionType),
      });
    }
    return { sections, fixed, draws };
  };

  /**
   * Compositions as last built, by paper and version. The starts of a paper not at hand wait for
   * one build: in the storm of an exam's first second, each start built its own (decision 0072).
   */
  const compositions = new LRUCache<
    string,
    TComposition,
    { tenantId: string; paper: ComposedPaper }
  >({
    max: MAX_CACHED_COMPOSITIONS,
    ttl: COMPOSITION_CACHE_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => buildComposition(context.tenantId, context.paper),
  });

  /** The paper's composition; `fresh`: built again, unless a build is already under way. */
  const compositionOf = async (tenantId: string, paper: ComposedPaper, fresh: boolean) => {
    const composition = await compositions.fetch(`${paper.id}@${paper.updated_at}`, {
      context: { tenantId, paper },
      forceRefresh: fresh,
    });
    if (!composition) throw new Error(`no composition built for paper ${paper.id}`);
    return composition;
  };

  return {
    /**
     * The questions of a new sheet: the fixed ones (shuffled when the paper says so), then each
     * draw rule's random pick among the bank's questions of its type not chosen yet; in a paper
     * with sections, so within each section, section after section. Without shuffling or draw
     * rules, every sheet of the paper gets the same array, so whatever the caller derives from it
     * can be kept with it.
     */
    draw: async (tenantId: string, paper: ComposedPaper): Promise<TSheetQuestion[]> => {
      for (const fresh of [false, true]) {
        const composition = await compositionOf(tenantId, paper, fresh);
        const inOrder = bySection(composition.sections);
        const fixed =
          paper.shuffle_questions === 1
            ? shuffled(composition.fixed).sort(inOrder)
            : composition.fixed;
        const chosen = new Set(fixed.map((question) => question.view.questionId));
        const picks: { questionId: string; score: number; section: number | undefined }[] = [];
        for (const { rule, pool } of composition.draws) {
          const available = pool.filter((questionId) => !chosen.has(questionId));
          if (available.length < rule.count) throw new AppError(ErrorCode.NO_QUESTION_DRAW_RULE);
          for (const questionId of shuffled(available).slice(0, rule.count)) {
            chosen.add(questionId);
            picks.push({ questionId, score: rule.score, section: rule.section });
          }
        }
        const rows = new Map(
          (
            await questions.questionsByIds(
              tenantId,
              picks.map((pick) => pick.questionId),
            )
          ).map((row) => [row.id, row]),
        );
        // A question removed since the composition was cached: build it again from the banks.
        if (rows.size < picks.length) continue;
        // The paper's own array, so its serialized form is reused.
        if (picks.length === 0) return fixed;
        return [
          ...fixed,
          ...picks.map(({ questionId, score, section }) =>
            sheetQuestionOf(rows.get(questionId)!, score, {
              sections: composition.sections,
              section,
            }),
          ),
        ].sort(inOrder);
      }
      throw new AppError(ErrorCode.NO_QUESTION_DRAW_RULE);
    },
  };
};
