import type { TMistakeSettings } from '@lectern/contracts/mistakes/mistakes';
import type { MistakeSettingsTable } from './mistakes.schema';

/** Until a learner saves settings, wrong questions are collected everywhere and stay (§2, §4). */
export const DEFAULT_MISTAKE_SETTINGS: TMistakeSettings = {
  collectInExam: true,
  collectInExercise: true,
  collectInKnowledgeExercise: true,
  autoRemove: false,
  autoRemoveAfter: 3,
};

export const settingsOf = (row: MistakeSettingsTable | undefined): TMistakeSettings =>
  row
    ? {
        collectInExam: row.collect_in_exam === 1,
        collectInExercise: row.collect_in_exercise === 1,
        collectInKnowledgeExercise: row.collect_in_knowledge_exercise === 1,
        autoRemove: row.auto_remove === 1,
        autoRemoveAfter: row.auto_remove_after,
      }
    : DEFAULT_MISTAKE_SETTINGS;
