import type { TPackOrganisation } from '@lectern/contracts/packs/content-pack';

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
