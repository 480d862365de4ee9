/** What a note is written on: a question today; courseware pages and times later (spec §3). */
export const NoteSubject = { QUESTION: 'question' } as const;

/** A learner's note (migration 0025): one a subject, public or private. */
export type NoteTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  subject_type: string;
  subject_id: string;
  content: string;
  is_public: number;
  created_at: number;
  updated_at: number;
};

export type NotesTables = {
  notes: NoteTable;
};
