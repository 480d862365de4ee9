import { z } from 'zod';
import { ZEpochMillis, ZId } from './primitives';

/** Spec §3 member display fields: deptName joins the names of a member's organisations with it. */
export const DEPT_NAME_SEPARATOR = ';';

/** Spec §3 member info and display fields. */
export const ZMemberInfo = z.object({
  userId: ZId,
  userCode: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  factoryCode: z.string(),
  /** Names of the member's organisation nodes, separated by ';'. */
  deptName: z.string(),
  bizName: z.string().nullable(),
  bizType: z.string().nullable(),
  createTime: ZEpochMillis,
  expireTime: ZEpochMillis.nullable(),
  totalCredit: z.number(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;
