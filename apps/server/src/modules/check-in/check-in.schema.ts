/** A tenant's check-in plan (content pack `checkInPlans`). */
export type CheckInPlanTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  description: string;
  /** `YYYY-MM-DD` in the tenant's day time zone, both days counted; null: a relative period. */
  starts_on: string | null;
  ends_on: string | null;
  /**
   * A relative period: it starts so many days after the day (in the tenant's time zone) of
   * `anchored_at`, the import that set it, and lasts `period_days`.
   */
  start_offset_days: number | null;
  period_days: number | null;
  anchored_at: number;
  /** JSON: `StoredCheckInTask[][]`, the days' tasks in turn. */
  day_tasks: string;
  credits_per_check_in: number;
  credits_per_make_up: number;
  make_up_limit: number;
  created_at: number;
  updated_at: number;
};

/** A learner who joined a plan, with the make-ups they used (claimed by a guarded update). */
export type CheckInMemberTable = {
  tenant_id: string;
  plan_id: string;
  member_id: string;
  joined_at: number;
  make_ups_used: number;
};

/** A learner's check-in of one day of a plan: at most one (unique per plan, learner and day). */
export type CheckInTable = {
  id: string;
  tenant_id: string;
  plan_id: string;
  member_id: string;
  /** `YYYY-MM-DD` in the tenant's day time zone: the day checked in, not the day it was done. */
  day: string;
  /** 1 when done after its day. */
  make_up: number;
  /** JSON: the judged answers, `{ questionId, answer, status }[]`. */
  answers: string;
  question_count: number;
  correct_count: number;
  credits: number;
  checked_in_at: number;
};

export type CheckInTables = {
  check_in_plans: CheckInPlanTable;
  check_in_members: CheckInMemberTable;
  check_ins: CheckInTable;
};
