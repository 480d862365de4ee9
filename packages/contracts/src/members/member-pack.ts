import { z } from 'zod';
import { AccountStatus, MemberRole, ZAccountStatus, ZMemberRole } from '../common/enums';
import { ZEpochMillis } from '../common/primitives';

/** A member of a content pack's tenant, matched by userCode. */
export const ZPackMember = z
  .object({
    userCode: z.string().trim().min(1).max(64),
    nickName: z.string().min(1).max(64),
    /** A clear-text password (hashed on import) or an existing argon2id hash. */
    password: z.string().min(6).max(128).optional(),
    passwordHash: z.string().startsWith('$argon2').optional(),
    /** Codes of the organisation nodes the member belongs to. */
    organisations: z.array(z.string()).default([]),
    phone: z.string().max(32).nullable().default(null),
    status: ZAccountStatus.default(AccountStatus.ACTIVE),
    /** `admin` also calls the administrators' API (marking); learners are the default. */
    role: ZMemberRole.default(MemberRole.LEARNER),
    expireTime: ZEpochMillis.nullable().default(null),
    bizName: z.string().nullable().default(null),
    bizType: z.string().nullable().default(null),
    /**
     * The ID photo in-exam face checks compare with (issue 21, docs/decisions/0049): an `asset:`
     * image set by the administrator; the learner cannot change it. Null: none.
     */
    idPhoto: z.string().min(1).max(512).nullable().default(null),
    /**
     * The userCode of the member's mentor (spec §2 /mentor, /personal/team): a mentor sees their
     * mentees' progress, attendance and homework and grades it. Null: none.
     */
    mentor: z.string().trim().min(1).max(64).nullable().default(null),
    /** Supplementary info values by custom field key (see `customInfo`). */
    customValues: z.record(z.string(), z.string()).default({}),
  })
  .refine((member) => (member.password === undefined) !== (member.passwordHash === undefined), {
    message: 'give exactly one of password and passwordHash',
    path: ['password'],
  });
export type TPackMember = z.infer<typeof ZPackMember>;
