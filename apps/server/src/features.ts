import { LearningTaskKind } from '@lectern/contracts/common/enums';
import { ShareKind } from '@lectern/contracts/common/share-links';
import type { AppDeps } from './platform/app-deps';
import type { Feature } from './platform/features/feature';
import { authPlugin } from './modules/auth/auth.plugin';
import { checkInPack } from './modules/check-in/check-in.pack';
import { checkInPlugin } from './modules/check-in/check-in.plugin';
import { courseFinalExams } from './modules/courses/course-final-exams.repository';
import { courseLearningActivity } from './modules/courses/course-learning-activity.repository';
import { courseShareables } from './modules/courses/course-shareables.repository';
import { courseLearningTasks } from './modules/courses/course-learning-tasks.repository';
import { coursesPack } from './modules/courses/courses.pack';
import { coursesPlugin } from './modules/courses/courses.plugin';
import { certificatesPack } from './modules/certificates/certificates.pack';
import { certificatesPlugin } from './modules/certificates/certificates.plugin';
import { creditsPlugin } from './modules/credits/credits.plugin';
import { customInfoPack } from './modules/custom-info/custom-info.pack';
import { customInfoPlugin } from './modules/custom-info/custom-info.plugin';
import { dailyPracticePack } from './modules/daily-practice/daily-practice.pack';
import { dailyPracticePlugin } from './modules/daily-practice/daily-practice.plugin';
import { examLearningActivity } from './modules/exams/exam-learning-activity.repository';
import { examLearningTasks } from './modules/exams/exam-learning-tasks.repository';
import { examsPack } from './modules/exams/exams.pack';
import { examsPlugin } from './modules/exams/exams.plugin';
import { favouritesPlugin } from './modules/favourites/favourites.plugin';
import { homePlugin } from './modules/home/home.plugin';
import { learningMapPapers } from './modules/learning-maps/learning-map-papers.repository';
import { learningMapsPack } from './modules/learning-maps/learning-maps.pack';
import { learningMapsPlugin } from './modules/learning-maps/learning-maps.plugin';
import {
  memberAccountsRepository,
  memberOrganisationsRepository,
  mentorshipsRepository,
} from './modules/members/member-accounts.repository';
import { learningReportsPack } from './modules/learning-reports/learning-reports.pack';
import { learningReportsPlugin } from './modules/learning-reports/learning-reports.plugin';
import { membersPack } from './modules/members/members.pack';
import { membersPlugin } from './modules/members/members.plugin';
import { inmailNoticesRepository } from './modules/messages/inmail-notices.repository';
import { messagesPack } from './modules/messages/messages.pack';
import { messagesPlugin } from './modules/messages/messages.plugin';
import { mistakeQuestionAccess } from './modules/mistakes/mistake-question-access.repository';
import { mistakesPlugin } from './modules/mistakes/mistakes.plugin';
import { wrongAnswersRepository } from './modules/mistakes/wrong-answers.repository';
import { newEmployeeTrainingExams } from './modules/new-employee-training/new-employee-training-exams.repository';
import { newEmployeeTrainingPack } from './modules/new-employee-training/new-employee-training.pack';
import { newEmployeeTrainingPlugin } from './modules/new-employee-training/new-employee-training.plugin';
import { newsPack } from './modules/news/news.pack';
import { newsPlugin } from './modules/news/news.plugin';
import { offlineClassExams } from './modules/offline-training/offline-class-exams.repository';
import { offlineLearningTasks } from './modules/offline-training/offline-learning-tasks.repository';
import { offlineTrainingPack } from './modules/offline-training/offline-training.pack';
import { offlineTrainingPlugin } from './modules/offline-training/offline-training.plugin';
import { noticesPack } from './modules/notices/notices.pack';
import { noticesPlugin } from './modules/notices/notices.plugin';
import { noteShareables } from './modules/notes/note-shareables.repository';
import { notesPlugin } from './modules/notes/notes.plugin';
import { pkPack } from './modules/pk/pk.pack';
import { pkPlugin } from './modules/pk/pk.plugin';
import { practiceLearningTasks } from './modules/practice/practice-learning-tasks.repository';
import { practicePack } from './modules/practice/practice.pack';
import { practiceQuestionAccess } from './modules/practice/practice-question-access.repository';
import { practicePlugin } from './modules/practice/practice.plugin';
import { questionShareables } from './modules/questions/question-shareables';
import { questionsPack } from './modules/questions/questions.pack';
import { questionsPlugin } from './modules/questions/questions.plugin';
import { invitationsRepository } from './modules/sharing/invitations.repository';
import { sharingPlugin } from './modules/sharing/sharing.plugin';
import { anyPaperEntry } from './platform/exams/paper-entries';
import { learningActivitySources } from './platform/learning-activity/learning-activity';
import { learningTaskSources } from './platform/learning-tasks/learning-tasks';
import { anyQuestionAccess } from './platform/questions/question-access';
import { tenantsPack } from './modules/tenants/tenants.pack';
import { tenantsPlugin } from './modules/tenants/tenants.plugin';
import { uploadsPlugin } from './modules/uploads/uploads.plugin';

/**
 * Where learners stand on each kind of task, lent by the features that own them (0065): maps and
 * programmes read it, and their exams' entries ask it.
 */
const learningTasks = learningTaskSources({
  [LearningTaskKind.COURSE]: courseLearningTasks,
  [LearningTaskKind.EXAM]: examLearningTasks,
  [LearningTaskKind.PRACTICE]: practiceLearningTasks,
  [LearningTaskKind.OFFLINE_CLASS]: offlineLearningTasks,
});

/** Which questions a learner sees: a practice task they may open or one of their mistake sets. */
const questionAccess = anyQuestionAccess([practiceQuestionAccess, mistakeQuestionAccess]);

/**
 * Every feature of the server, one line each (README, adding a feature). The app registers their
 * plugins in this order and a content pack is imported part by part in this order: the tenant
 * first, then its organisations and members, whose ids the later parts use.
 */
export const features = [
  { name: 'tenants', plugin: tenantsPlugin, pack: tenantsPack },
  { name: 'auth', plugin: authPlugin },
  { name: 'members', plugin: membersPlugin, pack: membersPack },
  { name: 'home', plugin: homePlugin },
  { name: 'uploads', plugin: uploadsPlugin },
  { name: 'questions', plugin: questionsPlugin, pack: questionsPack },
  { name: 'exams', plugin: examsPlugin, pack: examsPack },
  { name: 'practice', plugin: practicePlugin, pack: practicePack },
  { name: 'pk', plugin: pkPlugin, pack: pkPack },
  { name: 'mistakes', plugin: mistakesPlugin },
  { name: 'notes', plugin: notesPlugin },
  { name: 'favourites', plugin: favouritesPlugin },
  { name: 'daily-practice', plugin: dailyPracticePlugin, pack: dailyPracticePack },
  { name: 'courses', plugin: coursesPlugin, pack: coursesPack },
  { name: 'offline-training', plugin: offlineTrainingPlugin, pack: offlineTrainingPack },
  { name: 'check-in', plugin: checkInPlugin, pack: checkInPack },
  { name: 'sharing', plugin: sharingPlugin },
  // After every feature whose tasks its maps name by code (courses, exams, practice, classes).
  {
    name: 'learning-maps',
    plugin: learningMapsPlugin,
    pack: learningMapsPack(learningTasks),
  },
  { name: 'messages', plugin: messagesPlugin, pack: messagesPack },
  { name: 'notices', plugin: noticesPlugin, pack: noticesPack },
  { name: 'news', plugin: newsPlugin, pack: newsPack },
  { name: 'custom-info', plugin: customInfoPlugin, pack: customInfoPack },
  { name: 'credits', plugin: creditsPlugin },
  { name: 'certificates', plugin: certificatesPlugin, pack: certificatesPack },
  {
    name: 'new-employee-training',
    plugin: newEmployeeTrainingPlugin,
    pack: newEmployeeTrainingPack,
  },
  { name: 'learning-reports', plugin: learningReportsPlugin, pack: learningReportsPack },
] as const satisfies readonly Feature[];

/**
 * What a feature lends the others, which may not import it: the app puts these in the AppDeps
 * every plugin gets (docs/decisions/0039). Auth signs in and registers the members module's
 * accounts, the supplementary info places members in organisations, and exams tells a learner
 * their sheet is judged by in-mail, without writing those modules' tables. Practice and mistakes
 * say which questions a learner sees, for notes, favourites and error-correction reports; courses
 * say whom a course's final exam opens to, and the features whose entries alone reach a paper say
 * so (paper entries); courses, exams and practice tell structured learning where a learner stands
 * on their tasks (learning tasks, docs/decisions/0065); a new-employee programme's training exam
 * opens through the programme (docs/decisions/0070) and a class's exam through the class (0066); courses and exams tell the learning reports
 * what the tenant's learners did in a week (learning activity, docs/decisions/0068). Sharing tells
 * registration whose invitation code a new member used (invitations, docs/decisions/0067), and
 * courses, questions and notes lend sharing their shareable items (shareables, 0067).
 */
export const featureServices = {
  memberAccounts: memberAccountsRepository,
  memberOrganisations: memberOrganisationsRepository,
  mentorships: mentorshipsRepository,
  inmailNotices: inmailNoticesRepository,
  invitations: invitationsRepository,
  wrongAnswers: wrongAnswersRepository,
  questionAccess,
  shareables: {
    [ShareKind.COURSE]: courseShareables,
    [ShareKind.QUESTION]: questionShareables(questionAccess),
    [ShareKind.NOTE]: noteShareables,
  },
  paperEntries: anyPaperEntry([
    courseFinalExams,
    offlineClassExams,
    newEmployeeTrainingExams(learningTasks),
    learningMapPapers(learningTasks),
  ]),
  learningTasks,
  learningActivity: learningActivitySources([courseLearningActivity, examLearningActivity]),
} satisfies Partial<AppDeps>;
