import type { TPackOrganisation } from '@lectern/contracts/packs/content-pack';
import { newId } from '../security/tokens';
import { differs } from './pack-rows';

export type FlatTreeNode = {
  node: TPackOrganisation;
  parentCode: string | null;
  /** Spec §3 classifyPath: the codes from the root down to the node, each followed by '/'. */
  path: string;
  /** Position among its siblings. */
  sort: number;
};

/** A pack's organisation or classification tree, parents before their children. */
export const flattenTree = (
  nodes: TPackOrganisation[],
  parentCode: string | null = null,
  parentPath = '',
): FlatTreeNode[] =>
  nodes.flatMap((node, sort) => {
    const path = `${parentPath}${node.code}/`;
    return [{ node, parentCode, path, sort }, ...flattenTree(node.children, node.code, path)];
  });

/** A stored classification's fields a pack sets. */
export type ClassificationFields = {
  parent_id: string | null;
  classify_code: string;
  classify_path: string;
  name: string;
  is_able: number;
  sort: number;
};

/**
 * Writes a pack's flattened classification tree (of papers, of practice tasks), parents first:
 * new nodes inserted, changed ones updated. `existing` (by code) is kept up to date.
 */
export const importClassificationTree = async (
  nodes: FlatTreeNode[],
  existing: Map<string, ClassificationFields & { id: string }>,
  store: {
    insert: (id: string, fields: ClassificationFields) => Promise<unknown>;
    update: (id: string, fields: ClassificationFields) => Promise<unknown>;
  },
) => {
  for (const { node, parentCode, path, sort } of nodes) {
    const fields = {
      parent_id: parentCode === null ? null : (existing.get(parentCode)?.id ?? null),
      classify_code: node.code,
      classify_path: path,
      name: node.name,
      is_able: node.isAble ? 1 : 0,
      sort,
    };
    const current = existing.get(node.code);
    if (!current) {
      const id = newId();
      await store.insert(id, fields);
      existing.set(node.code, { ...fields, id });
    } else if (differs(current, fields)) {
      await store.update(current.id, fields);
    }
  }
};
