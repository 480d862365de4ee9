import { pkPoolOf } from '@lectern/contracts/pk/pk-pack-checks';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { pkPackRepository } from './pk.repository';

export type PkImportSummary = { pkQuizzes: number };

/**
 * The PK part of a content-pack import: each quiz's pool is the choice and true/false questions of
 * its practice tasks, as the questions importer wrote them; matched by code, so ids stay stable
 * and a second import changes nothing; quizzes the pack no longer lists are removed.
 */
export const pkPack: PackImporter<PkImportSummary> = {
  importPart: async ({ trx, tenantId, pack, now, questionBanks }) => {
    const packs = pkPackRepository(trx);
    const stored = await packs.quizzesByCode(tenantId);
    await packs.deleteQuizzes(tenantId, droppedIds(stored, pack.pkQuizzes));
    for (const quiz of pack.pkQuizzes) {
      const pool = pkPoolOf(quiz, pack.practiceTasks, pack.questionBanks).flatMap(
        ({ bank, question }) => {
          const id = questionBanks.questionIds.get(bank)?.get(question);
          return id === undefined ? [] : [id];
        },
      );
      const fields = {
        name: quiz.name,
        question_ids: JSON.stringify(pool),
        questions_per_match: quiz.questionsPerMatch,
        seconds_per_question: quiz.secondsPerQuestion,
        credits_win: quiz.credits.win,
        credits_draw: quiz.credits.draw,
        credits_loss: quiz.credits.loss,
      };
      const existing = stored.get(quiz.code);
      if (!existing) {
        await packs.insertQuiz({
          id: newId(),
          tenant_id: tenantId,
          code: quiz.code,
          ...fields,
          created_at: now,
          updated_at: now,
        });
      } else if (differs(existing, fields)) {
        await packs.updateQuiz(tenantId, existing.id, { ...fields, updated_at: now });
      }
    }
    return { pkQuizzes: pack.pkQuizzes.length };
  },
};
