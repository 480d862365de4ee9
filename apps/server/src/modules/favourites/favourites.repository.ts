import type { Executor } from '../../platform/services/service-deps';

type Subject = { tenantId: string; memberId: string; subjectType: string; subjectId: string };

/** Learners' favourites; every query tenant-scoped. */
export const favouritesRepository = (db: Executor) => {
  const one = ({ tenantId, memberId, subjectType, subjectId }: Subject) =>
    db
      .selectFrom('favourites')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId);

  return {
    has: async (subject: Subject) =>
      (await one(subject).select('subject_id').executeTakeFirst()) !== undefined,

    /** Stars the subject once: a repeat, however concurrent, meets the key and does nothing. */
    add: (subject: Subject, now: number) =>
      db
        .insertInto('favourites')
        .values({
          tenant_id: subject.tenantId,
          member_id: subject.memberId,
          subject_type: subject.subjectType,
          subject_id: subject.subjectId,
          created_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['tenant_id', 'member_id', 'subject_type', 'subject_id']).doNothing(),
        )
        .execute(),

    remove: ({ tenantId, memberId, subjectType, subjectId }: Subject) =>
      db
        .deleteFrom('favourites')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('subject_type', '=', subjectType)
        .where('subject_id', '=', subjectId)
        .execute(),

    /** The learner's starred questions still in the bank, newest first. */
    questions: async (
      tenantId: string,
      memberId: string,
      page: { offset: number; limit: number },
    ) => {
      const query = db
        .selectFrom('favourites')
        .innerJoin('questions', (join) =>
          join
            .onRef('questions.tenant_id', '=', 'favourites.tenant_id')
            .onRef('questions.id', '=', 'favourites.subject_id'),
        )
        .where('favourites.tenant_id', '=', tenantId)
        .where('favourites.member_id', '=', memberId)
        .where('favourites.subject_type', '=', 'question');
      const [rows, total] = await Promise.all([
        query
          .select([
            'favourites.subject_id',
            'favourites.created_at',
            'questions.question_type',
            'questions.view',
          ])
          .orderBy('favourites.created_at', 'desc')
          .orderBy('favourites.subject_id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('favourites')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.favourites) };
    },
  };
};

export const favouritesRepositories = (executor: Executor) => ({
  favourites: favouritesRepository(executor),
});
export type FavouritesRepositories = ReturnType<typeof favouritesRepositories>;
