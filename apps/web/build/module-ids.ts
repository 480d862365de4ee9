/** A module id with forward slashes, as on every platform. */
export const normalized = (id: string) => id.replaceAll('\\', '/');

/**
 * The id of the module a path names: the one whose id ends with it
 * (`src/app/app-root.tsx`). `owner` names the plugin in the error for a path the build lacks.
 */
export function moduleEndingWith(ids: Iterable<string>, path: string, owner: string): string {
  for (const id of ids) if (normalized(id).endsWith(path)) return id;
  throw new Error(`${owner}: no module ends with ${path}`);
}
