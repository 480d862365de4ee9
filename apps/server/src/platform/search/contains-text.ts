import { sql, type Expression } from 'kysely';

/** Character that escapes `%`, `_` and itself in LIKE patterns (portable: both dialects accept it). */
const LIKE_ESCAPE = '\\';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `${LIKE_ESCAPE}${match}`);

/** The text `expression` answers contains `text`, ignoring case, with LIKE's wildcards taken literally. */
export const textContains = (expression: Expression<string>, text: string) =>
  sql<boolean>`lower(${expression}) like ${`%${escapeLike(text.toLowerCase())}%`} escape ${LIKE_ESCAPE}`;

/** `column` contains `text`, ignoring case, with LIKE's wildcards taken literally. */
export const containsText = (column: string, text: string) => textContains(sql.ref(column), text);
