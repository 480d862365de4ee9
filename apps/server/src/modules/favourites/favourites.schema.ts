/** What a learner stars: questions today; courses and courseware later (spec §2 /personal/favs). */
export const FavouriteSubject = { QUESTION: 'question' } as const;

/** A learner's favourite (migration 0025): once a subject. */
export type FavouriteTable = {
  tenant_id: string;
  member_id: string;
  subject_type: string;
  subject_id: string;
  created_at: number;
};

export type FavouritesTables = {
  favourites: FavouriteTable;
};
