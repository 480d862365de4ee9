/** One thing wrong with a content pack: where (a path into the pack) and what. */
export type TPackIssue = { path: (string | number)[]; message: string };
