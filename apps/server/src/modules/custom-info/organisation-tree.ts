import type { TClassifyNode } from '@lectern/contracts/common/classify-node';

export type OrganisationRow = {
  id: string;
  parent_id: string | null;
  classify_code: string;
  classify_path: string;
  name: string;
  is_able: number;
};

export type OrganisationEntry = OrganisationRow & {
  /** Enabled itself and under enabled ancestors only: a disabled node disables its subtree. */
  able: boolean;
  leaf: boolean;
  children: OrganisationEntry[];
};

/** The tenant's organisations as a tree, with what the picker's rules need per node. */
export const organisationTree = (rows: OrganisationRow[]) => {
  const ids = new Set(rows.map((row) => row.id));
  const childRows = new Map<string | null, OrganisationRow[]>();
  for (const row of rows) {
    // A node whose parent is gone hangs at the top rather than disappearing.
    const parentId = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    childRows.set(parentId, [...(childRows.get(parentId) ?? []), row]);
  }
  const byId = new Map<string, OrganisationEntry>();
  const build = (parentId: string | null, parentAble: boolean): OrganisationEntry[] =>
    (childRows.get(parentId) ?? []).map((row) => {
      const able = parentAble && row.is_able === 1;
      const entry: OrganisationEntry = { ...row, able, leaf: false, children: [] };
      byId.set(row.id, entry);
      entry.children = build(row.id, able);
      entry.leaf = entry.children.length === 0;
      return entry;
    });
  const roots = build(null, true);
  return {
    roots,
    byId,
    byCode: new Map([...byId.values()].map((entry) => [entry.classify_code, entry])),
  };
};

/** Only an enabled last-level node can be a member's organisation (spec §2, §5). */
export const isChoosable = (entry: OrganisationEntry) => entry.able && entry.leaf;

/** Spec §3 tree nodes; `isAble` already folds in the ancestors. */
export const classifyNodesOf = (entries: OrganisationEntry[]): TClassifyNode[] =>
  entries.map((entry) => ({
    name: entry.name,
    classifyCode: entry.classify_code,
    classifyPath: entry.classify_path,
    isEdit: false,
    isAble: entry.able,
    children: classifyNodesOf(entry.children),
  }));
