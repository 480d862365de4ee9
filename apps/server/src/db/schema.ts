import type { CheckInTables } from '../modules/check-in/check-in.schema';
import type { SharingTables } from '../modules/sharing/sharing.schema';
import type { DailyPracticeTables } from '../modules/daily-practice/daily-practice.schema';
import type { CoursesTables } from '../modules/courses/courses.schema';
import type { OfflineTrainingTables } from '../modules/offline-training/offline-training.schema';
import type { LearningMapsTables } from '../modules/learning-maps/learning-maps.schema';
import type { CertificateTemplatesTables } from '../modules/certificates/certificates.schema';
import type { CustomInfoTables } from '../modules/custom-info/custom-info.schema';
import type { ExamsTables } from '../modules/exams/exams.schema';
import type { FavouritesTables } from '../modules/favourites/favourites.schema';
import type { MembersTables } from '../modules/members/members.schema';
import type { MistakesTables } from '../modules/mistakes/mistakes.schema';
import type { MessagesTables } from '../modules/messages/messages.schema';
import type { NewEmployeeTrainingTables } from '../modules/new-employee-training/new-employee-training.schema';
import type { NewsTables } from '../modules/news/news.schema';
import type { NotesTables } from '../modules/notes/notes.schema';
import type { LearningReportsTables } from '../modules/learning-reports/learning-reports.schema';
import type { NoticesTables } from '../modules/notices/notices.schema';
import type { PkTables } from '../modules/pk/pk.schema';
import type { PracticeTables } from '../modules/practice/practice.schema';
import type { QuestionsTables } from '../modules/questions/questions.schema';
import type { TenantsTables } from '../modules/tenants/tenants.schema';
import type { CertificatesTables } from '../platform/certificates/certificates.schema';
import type { CreditsTables } from '../platform/credits/credits.schema';
import type { RealtimeTables } from '../platform/realtime/device-tickets.schema';
import type { SessionsTables } from '../platform/sessions/sessions.schema';
import type { UploadsTables } from '../platform/uploads/uploads.schema';
import type { VerificationCodesTables } from '../platform/verification-codes/verification-codes.schema';

/**
 * Every table as Kysely sees it, composed from each owner's schema file: one line per feature.
 * Times are epoch milliseconds, booleans are 0/1 integers and JSON documents are text, so one
 * schema runs on SQLite and PostgreSQL alike. Code outside a table's owner names its rows as
 * `Database['table']`.
 */
export type Database = TenantsTables &
  MembersTables &
  SessionsTables &
  RealtimeTables &
  UploadsTables &
  VerificationCodesTables &
  QuestionsTables &
  ExamsTables &
  PracticeTables &
  CoursesTables &
  NewEmployeeTrainingTables &
  OfflineTrainingTables &
  LearningMapsTables &
  PkTables &
  MistakesTables &
  NotesTables &
  FavouritesTables &
  DailyPracticeTables &
  CheckInTables &
  SharingTables &
  MessagesTables &
  NoticesTables &
  NewsTables &
  CustomInfoTables &
  CreditsTables &
  CertificatesTables &
  CertificateTemplatesTables &
  LearningReportsTables;
