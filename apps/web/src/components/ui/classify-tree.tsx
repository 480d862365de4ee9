import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { useContentLang } from '@/lib/content-lang';

/** The root 'My classification' has an empty code and path (spec §3); a tree key cannot be empty. */
const ROOT_KEY = 'lectern-root';

/** Which of a node's fields a list filters by: exams by code, practice tasks by path. */
export type TClassifyKey = 'classifyCode' | 'classifyPath';

type TClassifyTreeProps = {
  nodes: readonly TClassifyNode[];
  by: TClassifyKey;
  /** The chosen node's code or path; empty: the root, everything. */
  value: string;
  onChange: (value: string) => void;
  /** The tree's accessible name. */
  label: string;
  /** The title of a node the server made (the root), from its label key, in the learner's language. */
  titleOfLabel: (labelKey: string) => string;
};

/**
 * A list's classification filter (spec §2): the tree under 'My classification'. A tenant's
 * classification shows its name in the tenant's content language (decision 0031).
 */
export function ClassifyTree({
  nodes,
  by,
  value,
  onChange,
  label,
  titleOfLabel,
}: TClassifyTreeProps) {
  const contentLang = useContentLang();
  const keyOf = (field: string) => field || ROOT_KEY;
  const treeDataOf = (shown: readonly TClassifyNode[]): DataNode[] =>
    shown.map((node) => ({
      key: keyOf(node[by]),
      title: node.labelKey ? (
        titleOfLabel(node.labelKey)
      ) : (
        <span lang={contentLang}>{node.name}</span>
      ),
      // Spec §2: only enabled classifications can be chosen; the others are greyed.
      disabled: !node.isAble,
      children: treeDataOf(node.children),
    }));
  return (
    <nav aria-label={label}>
      <Tree
        blockNode
        defaultExpandAll
        treeData={treeDataOf(nodes)}
        selectedKeys={[keyOf(value)]}
        onSelect={(keys) => {
          // A click on the chosen node would unselect it; the filter always has one.
          const [key] = keys;
          if (key !== undefined) onChange(key === ROOT_KEY ? '' : String(key));
        }}
      />
    </nav>
  );
}
