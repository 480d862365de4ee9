import { ClassifyLabelKey, type TClassifyNode } from '@lectern/contracts/common/classify-node';

/**
 * Spec §3: the root of the classification tree, 'My classification'. The server made it, so it
 * carries a label key the client shows in the learner's language; the name, in the default
 * language (zh-CN), is for clients that do not know the key (docs/decisions/0031).
 */
export const CLASSIFICATION_ROOT_NAME = '我的分类';

/** A stored classification (of papers, of practice tasks), as the tree needs it. */
export type ClassificationRow = {
  id: string;
  parent_id: string | null;
  name: string;
  classify_code: string;
  classify_path: string;
  is_able: number;
};

/**
 * Spec §3 classification tree: one root, 'My classification', holding the tenant's
 * classifications. A node whose parent is gone hangs under the root rather than disappearing.
 */
export const myClassificationTree = (rows: readonly ClassificationRow[]): TClassifyNode[] => {
  const children = new Map<string | null, ClassificationRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    const parentId = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parentId, [...(children.get(parentId) ?? []), row]);
  }
  const nodesUnder = (parentId: string | null): TClassifyNode[] =>
    (children.get(parentId) ?? []).map((row) => ({
      name: row.name,
      classifyCode: row.classify_code,
      classifyPath: row.classify_path,
      isEdit: false,
      isAble: row.is_able === 1,
      children: nodesUnder(row.id),
    }));
  return [
    {
      name: CLASSIFICATION_ROOT_NAME,
      labelKey: ClassifyLabelKey.MY_CLASSIFICATION,
      classifyCode: '',
      classifyPath: '',
      isEdit: false,
      isAble: true,
      children: nodesUnder(null),
    },
  ];
};
