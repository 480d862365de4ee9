import type { Migration } from 'kysely';
import * as initial from './migrations/0001_initial';
import * as exams from './migrations/0002_exams';
import * as customInfo from './migrations/0003_custom_info';
import * as messages from './migrations/0004_messages';
import * as accounts from './migrations/0005_accounts';
import * as rankingIndexes from './migrations/0006_ranking_indexes';
import * as questionSets from './migrations/0007_question_sets';
import * as sheetGrades from './migrations/0008_sheet_grades';
import * as memberOrganisationsByLearner from './migrations/0009_member_organisations_by_learner';
import * as sheetAnswersBySheet from './migrations/0010_sheet_answers_by_sheet';
import * as tenantContentLanguage from './migrations/0011_tenant_content_language';
import * as examPauses from './migrations/0012_exam_pauses';
import * as examRules from './migrations/0013_exam_rules';
import * as marking from './migrations/0014_marking';
import * as pageLeaves from './migrations/0015_page_leaves';
import * as examCollection from './migrations/0016_exam_collection';
import * as examSignatures from './migrations/0017_exam_signatures';
import * as admissionTickets from './migrations/0018_admission_tickets';
import * as examTerminals from './migrations/0019_exam_terminals';
import * as proctoring from './migrations/0020_proctoring';
import * as realtimeDeviceTickets from './migrations/0021_realtime_device_tickets';
import * as practice from './migrations/0022_practice';
import * as mistakes from './migrations/0023_mistakes';
import * as credits from './migrations/0024_credits';
import * as notesFavouritesCorrections from './migrations/0025_notes_favourites_corrections';
import * as dailyPractice from './migrations/0026_daily_practice';
import * as pk from './migrations/0027_pk';
import * as practiceAnsweredCount from './migrations/0028_practice_answered_count';
import * as dropMistakeOrigins from './migrations/0029_drop_mistake_origins';
import * as courses from './migrations/0030_courses';
import * as certificates from './migrations/0031_certificates';
import * as memberMentors from './migrations/0032_member_mentors';
import * as newEmployeeTraining from './migrations/0038_new_employee_training';
import * as learningReports from './migrations/0036_learning_reports';
import * as offlineTraining from './migrations/0033_offline_training';
import * as checkIn from './migrations/0034_check_in';
import * as sharing from './migrations/0035_sharing';
import * as sharedLinks from './migrations/0039_shared_links';
import * as mistakesByLearner from './migrations/0040_mistakes_by_learner';
import * as learningMaps from './migrations/0037_learning_maps';

/**
 * Every migration, in order. A static list because the server is bundled (docs/decisions/0001):
 * add each new `migrations/NNNN_name.ts` here.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_exams': exams,
  '0003_custom_info': customInfo,
  '0004_messages': messages,
  '0005_accounts': accounts,
  '0006_ranking_indexes': rankingIndexes,
  '0007_question_sets': questionSets,
  '0008_sheet_grades': sheetGrades,
  '0009_member_organisations_by_learner': memberOrganisationsByLearner,
  '0010_sheet_answers_by_sheet': sheetAnswersBySheet,
  '0011_tenant_content_language': tenantContentLanguage,
  '0012_exam_pauses': examPauses,
  '0013_exam_rules': examRules,
  '0014_marking': marking,
  '0015_page_leaves': pageLeaves,
  '0016_exam_collection': examCollection,
  '0017_exam_signatures': examSignatures,
  '0018_admission_tickets': admissionTickets,
  '0019_exam_terminals': examTerminals,
  '0020_proctoring': proctoring,
  '0021_realtime_device_tickets': realtimeDeviceTickets,
  '0022_practice': practice,
  '0023_mistakes': mistakes,
  '0024_credits': credits,
  '0025_notes_favourites_corrections': notesFavouritesCorrections,
  '0026_daily_practice': dailyPractice,
  '0027_pk': pk,
  '0028_practice_answered_count': practiceAnsweredCount,
  '0029_drop_mistake_origins': dropMistakeOrigins,
  '0030_courses': courses,
  '0031_certificates': certificates,
  '0032_member_mentors': memberMentors,
  '0038_new_employee_training': newEmployeeTraining,
  '0036_learning_reports': learningReports,
  '0033_offline_training': offlineTraining,
  '0034_check_in': checkIn,
  '0035_sharing': sharing,
  '0037_learning_maps': learningMaps,
  '0039_shared_links': sharedLinks,
  '0040_mistakes_by_learner': mistakesByLearner,
};
