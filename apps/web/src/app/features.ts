import { authFeature } from '@/features/auth/auth.feature';
import { checkInFeature } from '@/features/check-in/check-in.feature';
import { coursesFeature } from '@/features/courses/courses.feature';
import { offlineTrainingFeature } from '@/features/offline-training/offline-training.feature';
import { certificatesFeature } from '@/features/certificates/certificates.feature';
import { creditsFeature } from '@/features/credits/credits.feature';
import { customInfoFeature } from '@/features/custom-info/custom-info.feature';
import { dailyPracticeFeature } from '@/features/daily-practice/daily-practice.feature';
import { examsFeature } from '@/features/exams/exams.feature';
import { favouritesFeature } from '@/features/favourites/favourites.feature';
import { homeFeature } from '@/features/home/home.feature';
import { learningMapsFeature } from '@/features/learning-maps/learning-maps.feature';
import { membersFeature } from '@/features/members/members.feature';
import { messagesFeature } from '@/features/messages/messages.feature';
import { mistakesFeature } from '@/features/mistakes/mistakes.feature';
import { newEmployeeTrainingFeature } from '@/features/new-employee-training/new-employee-training.feature';
import { newsFeature } from '@/features/news/news.feature';
import { notesFeature } from '@/features/notes/notes.feature';
import { learningReportsFeature } from '@/features/learning-reports/learning-reports.feature';
import { noticesFeature } from '@/features/notices/notices.feature';
import { pkFeature } from '@/features/pk/pk.feature';
import { practiceFeature } from '@/features/practice/practice.feature';
import { sharingFeature } from '@/features/sharing/sharing.feature';
import type { TFeature } from '@/lib/feature';

/**
 * Every web feature, one line each: the route tree (routes.tsx), the first screen
 * (first-screen.ts) and the menu (menu.ts) are built from them. Part of the entry chunk, so a
 * feature's module holds only its paths and loaders (docs/adding-a-feature-web.md).
 */
export const features: readonly TFeature[] = [
  authFeature,
  coursesFeature,
  offlineTrainingFeature,
  learningMapsFeature,
  customInfoFeature,
  dailyPracticeFeature,
  checkInFeature,
  examsFeature,
  homeFeature,
  membersFeature,
  messagesFeature,
  mistakesFeature,
  newsFeature,
  noticesFeature,
  practiceFeature,
  pkFeature,
  creditsFeature,
  certificatesFeature,
  newEmployeeTrainingFeature,
  learningReportsFeature,
  sharingFeature,
  // In the order of their tools in a question's tools bar: the note, then the star.
  notesFeature,
  favouritesFeature,
];
