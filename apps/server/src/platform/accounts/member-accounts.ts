import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../services/service-deps';

type MemberTable = Database['members'];

/** What signing in needs of a member's account. */
export type LoginMember = Pick<
  Selectable<MemberTable>,
  'id' | 'user_code' | 'nick_name' | 'password_hash' | 'status' | 'expire_at' | 'avatar'
>;

/**
 * The member accounts other features sign in and register. The members module owns the members
 * tables and implements this and MemberOrganisations (modules/members/member-accounts.repository.ts);
 * the app hands them to the features that need them (features.ts, featureServices), so no feature
 * imports another or writes its tables (docs/decisions/0039). Every call is scoped to one tenant.
 */
export type MemberAccounts = {
  findByUserCode: (tenantId: string, userCode: string) => Promise<LoginMember | undefined>;
  findByPhone: (tenantId: string, phone: string) => Promise<LoginMember | undefined>;
  /** Whether the phone is taken, as an account or as a member's phone. */
  phoneTaken: (tenantId: string, phone: string) => Promise<boolean>;
  /** Learner accounts counting towards the tenant's maximum (spec §6 capacity): all but deleted. */
  countLearners: (tenantId: string) => Promise<number>;
  insert: (member: Insertable<MemberTable>) => Promise<void>;
  /**
   * Stamps the login on the member row. Inside a transaction this also takes the row's write
   * lock, so concurrent logins of one member run one after the other.
   */
  stampLogin: (tenantId: string, memberId: string, now: number) => Promise<void>;
};

/** Which organisations of the tenant's tree a member belongs to (spec §5 supplementary info). */
export type MemberOrganisations = {
  organisationIdsOf: (tenantId: string, memberId: string) => Promise<string[]>;
  countMembersIn: (
    tenantId: string,
    organisationId: string,
    exceptMemberId: string,
  ) => Promise<number>;
  /** Makes the organisation the member's only one. */
  placeIn: (tenantId: string, memberId: string, organisationId: string) => Promise<void>;
  /**
   * Every member of the tenant but deleted accounts, each with their first organisation in tree
   * order (null: none), in one read: the learning reports rank a whole tenant at once.
   */
  placementsIn: (tenantId: string) => Promise<MemberPlacement[]>;
};

/** A member and the organisation they are counted in. */
export type MemberPlacement = {
  memberId: string;
  organisationId: string | null;
  organisationName: string | null;
};

/** The accounts, on the database or inside a transaction. */
export type MemberAccountsOn = (executor: Executor) => MemberAccounts;
/** The members' organisations, on the database or inside a transaction. */
export type MemberOrganisationsOn = (executor: Executor) => MemberOrganisations;

/** A member a mentor looks after (spec §2 /personal/team). */
export type Mentee = {
  memberId: string;
  nickName: string;
  userCode: string;
  avatar: string | null;
};

/**
 * Who mentors whom (members.mentor_id, set by content packs; docs/decisions/0065): offline
 * training's mentor screens and learning maps' employee view ask it before showing a learner's
 * work to another.
 */
export type Mentorships = {
  /** The mentor's mentees, by nickname. */
  menteesOf: (tenantId: string, mentorId: string) => Promise<Mentee[]>;
  /** Whether `mentorId` mentors `memberId`. */
  mentors: (tenantId: string, mentorId: string, memberId: string) => Promise<boolean>;
};
export type MentorshipsOn = (executor: Executor) => Mentorships;
