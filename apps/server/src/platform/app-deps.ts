import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { Transact } from '../db/group-commit';
import type { Database } from '../db/schema';
import type {
  MemberAccountsOn,
  MemberOrganisationsOn,
  MentorshipsOn,
} from './accounts/member-accounts';
import type { TenantFeatures } from './features/module-guard';
import type { InmailNoticesOn } from './inmail/inmail-notices';
import type { InvitationsOn } from './sharing/invitations';
import type { ShareablesOn } from './sharing/shareables';
import type { WrongAnswersOn } from './mistakes/wrong-answers';
import type { PaperEntryOn } from './exams/paper-entries';
import type { LearningActivityOn } from './learning-activity/learning-activity';
import type { LearningTasksOn } from './learning-tasks/learning-tasks';
import type { QuestionAccessOn } from './questions/question-access';
import type { EndpointGuards } from './http/endpoint-route';
import type { LoginLimits } from './rate-limits/login-limits';
import type { UploadLimits } from './rate-limits/upload-limits';
import type { PasswordHasher } from './security/passwords';
import type { DeviceTickets } from './realtime/device-tickets';
import type { RealtimeHub } from './realtime/realtime-hub';
import type { SessionResolver } from './sessions/session-guard';
import type { Storage } from './storage/storage';
import type { VerificationCodes } from './verification-codes/verification-codes';

/** What feature routes are built from; one set per app instance (tests build many). */
export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  transact: Transact;
  storage: Storage;
  passwords: PasswordHasher;
  loginLimits: LoginLimits;
  verificationCodes: VerificationCodes;
  uploadLimits: UploadLimits;
  resolveSession: SessionResolver;
  /** The realtime hub: pushes to learners' sockets on any process (docs/decisions/0048). */
  realtime: RealtimeHub;
  /** Tickets for a member's other devices on the realtime channel (the phone camera). */
  deviceTickets: DeviceTickets;
  guards: EndpointGuards;
  /** A tenant's edition and modules, for the guards of gated features. */
  tenantFeatures: TenantFeatures;
  /** The members module's accounts, for the features that sign in and register members. */
  memberAccounts: MemberAccountsOn;
  /** The members module's organisation placements, for the supplementary info. */
  memberOrganisations: MemberOrganisationsOn;
  /** The members module's mentors, for offline training's mentor view and maps' employee view. */
  mentorships: MentorshipsOn;
  /** The messages module's in-mail, for the features that tell a learner something. */
  inmailNotices: InmailNoticesOn;
  /** The sharing module's invitation codes, for registration. */
  invitations: InvitationsOn;
  /** Courses', questions' and notes' shareable items, for share links. */
  shareables: ShareablesOn;
  /** The mistakes module's sets, for the features that judge answers. */
  wrongAnswers: WrongAnswersOn;
  /** Practice's and mistakes' say on which questions a learner sees, for notes and favourites. */
  questionAccess: QuestionAccessOn;
  /** The features' say on papers reachable only through their entry (courses' final exams, ...). */
  paperEntries: PaperEntryOn;
  /** Courses', exams' and practice's say on where a learner stands on their tasks. */
  learningTasks: LearningTasksOn;
  /** Courses' and exams' say on what a tenant's learners did in a week, for the learning reports. */
  learningActivity: LearningActivityOn;
};
