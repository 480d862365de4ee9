/** The new-employee training classification tree (spec §2 classification lists). */
export type NewEmployeeClassificationTable = {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  classify_code: string;
  /** Spec §3: codes from the root down to this node, each followed by '/'. */
  classify_path: string;
  name: string;
  is_able: number;
  sort: number;
  created_at: number;
};

/** A programme for invited new members: its tasks, and its training exam if any. */
export type NewEmployeeProgrammeTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  classification_id: string | null;
  cover_url: string | null;
  /** Sanitised HTML. */
  introduction: string;
  /** The training exam's paper (exams' `papers.id`), which only this programme opens. */
  exam_paper_id: string | null;
  /** contracts `TTrainingExamOpens`. */
  exam_opens: string;
  created_at: number;
  updated_at: number;
};

/** A task of a programme: what it points at belongs to its feature (learning tasks). */
export type NewEmployeeTaskTable = {
  id: string;
  tenant_id: string;
  programme_id: string;
  position: number;
  /** contracts `LearningTaskKind`. */
  kind: number;
  /** The course, paper, practice task or class, as its feature names it. */
  ref_id: string;
  /** Days after the invitation within which it is due; null: no deadline. */
  within_days: number | null;
};

/** A member on a programme's invitation list (spec §3 inviteCreateTime, inviteTime; 300540). */
export type NewEmployeeInviteeTable = {
  tenant_id: string;
  programme_id: string;
  member_id: string;
  invite_create_time: number;
  invite_time: number;
};

export type NewEmployeeTrainingTables = {
  new_employee_classifications: NewEmployeeClassificationTable;
  new_employee_programmes: NewEmployeeProgrammeTable;
  new_employee_tasks: NewEmployeeTaskTable;
  new_employee_invitees: NewEmployeeInviteeTable;
};
