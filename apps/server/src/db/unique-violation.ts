/** Whether a failed write broke a unique constraint, on either database. */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL unique_violation; better-sqlite3's extended result codes (unique, primary key).
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
};
