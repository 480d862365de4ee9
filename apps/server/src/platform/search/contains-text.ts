import { sql } from 'kysely';

/** Character that escapes `%`, `_` and itself in LIKE patterns (portable: both dialects accept it). */
const LIKE_ESCAPE = '\\';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `${LIKE_ESCAPE}${match}`);

/** `column` contains `text`, ignoring case, with LIKE's wildcards taken literally. */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape ${LIKE_ESCAPE}`;
