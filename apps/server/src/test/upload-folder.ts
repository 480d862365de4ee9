import { readdirSync } from 'node:fs';

/** How many files an upload folder holds, in every shard (none while it does not exist yet). */
export const filesInFolder = (folder: string) => {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
};
