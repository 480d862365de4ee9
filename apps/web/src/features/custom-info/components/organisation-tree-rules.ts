import type { TClassifyNode } from '@lectern/contracts/common/classify-node';

/** Spec §2 organisation picker: only enabled nodes with a classifyPath can be chosen. */
export const isEnabledNode = (node: TClassifyNode) => node.isAble && node.classifyPath !== '';

/** Spec §2 and §5: the chosen node must be at the last level. */
export const isLastLevel = (node: TClassifyNode) => node.children.length === 0;

/** The nodes whose name contains `search`, with their ancestors; everything when it is empty. */
export function filterTree(nodes: readonly TClassifyNode[], search: string): TClassifyNode[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(text)) return [node];
    const children = filterTree(node.children, text);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

export function findNode(
  nodes: readonly TClassifyNode[],
  classifyCode: string,
): TClassifyNode | null {
  for (const node of nodes) {
    if (node.classifyCode === classifyCode) return node;
    const found = findNode(node.children, classifyCode);
    if (found) return found;
  }
  return null;
}

/** Every node that has children: the tree opens fully. */
export const parentCodes = (nodes: readonly TClassifyNode[]): string[] =>
  nodes.flatMap((node) =>
    node.children.length > 0 ? [node.classifyCode, ...parentCodes(node.children)] : [],
  );
