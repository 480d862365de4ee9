/** The ids of stored rows whose codes the pack no longer lists. */
export const droppedIds = (
  stored: ReadonlyMap<string, { id: string }>,
  listed: { code: string }[],
) => {
  const codes = new Set(listed.map((item) => item.code));
  return [...stored].filter(([code]) => !codes.has(code)).map(([, row]) => row.id);
};

/** Whether any of `fields` differs from the stored row: unchanged rows are left alone. */
export const differs = (row: object, fields: object) =>
  Object.entries(fields).some(
    ([column, value]) => (row as Record<string, unknown>)[column] !== value,
  );

export const sameSet = (stored: ReadonlySet<string>, wanted: string[]) =>
  stored.size === new Set(wanted).size && wanted.every((id) => stored.has(id));
