import type { TPackDailyPractice } from '@lectern/contracts/daily-practice/daily-practice-pack';
import type { ImportedQuestionBanks, PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { dailyPracticePackRepository } from './daily-practice-pack.repository';

/**
 * The daily-practice part of a content-pack import (issue 22 point 5): each practice's pool drawn
 * from the banks the questions importer wrote before, matched by codes so ids stay stable and a
 * second import changes nothing; what the pack no longer lists is removed.
 */

export type DailyPracticeImportSummary = { dailyPractices: number };

/** The ids of a practice's pool: its banks' questions, then its single questions. */
const poolOf = (daily: TPackDailyPractice, { questionIds }: ImportedQuestionBanks) => {
  const ids = daily.banks.flatMap((bank) => [...(questionIds.get(bank)?.values() ?? [])]);
  for (const { bank, question } of daily.questions) {
    const id = questionIds.get(bank)?.get(question);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
};

export const dailyPracticePack: PackImporter<DailyPracticeImportSummary> = {
  importPart: async ({ trx, tenantId, pack, now, questionBanks }) => {
    const packs = dailyPracticePackRepository(trx);
    const stored = await packs.practicesByCode(tenantId);
    await packs.deletePractices(tenantId, droppedIds(stored, pack.dailyPractices));
    for (const daily of pack.dailyPractices) {
      const fields = {
        name: daily.name,
        description: daily.description,
        pool_question_ids: JSON.stringify(poolOf(daily, questionBanks)),
        questions_per_day: daily.questionsPerDay,
        credits_for_finish: daily.creditsForFinish,
        credits_per_correct: daily.creditsPerCorrect,
        starts_on: daily.startsOn,
        ends_on: daily.endsOn,
      };
      const existing = stored.get(daily.code);
      if (!existing) await packs.insertPractice(tenantId, newId(), daily.code, fields, now);
      else if (differs(existing, fields)) {
        await packs.updatePractice(tenantId, existing.id, fields, now);
      }
    }
    return { dailyPractices: pack.dailyPractices.length };
  },
};
