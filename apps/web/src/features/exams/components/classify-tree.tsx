import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '@/lib/content-lang';

/** The root 'My classification' has an empty classifyCode (spec §3); a tree key cannot be empty. */
const ROOT_KEY = 'lectern-root';

const keyOf = (classifyCode: string) => classifyCode || ROOT_KEY;
const classifyCodeOf = (key: string) => (key === ROOT_KEY ? '' : key);

/**
 * A node's title: a node the server made (the root) in the learner's language, from its label
 * key; a tenant's classification by its name, in the tenant's content language (decision 0031).
 */
const treeDataOf = (
  nodes: readonly TClassifyNode[],
  t: TFunction,
  contentLang: string | undefined,
): DataNode[] =>
  nodes.map((node) => ({
    key: keyOf(node.classifyCode),
    title: node.labelKey ? (
      t(`exams:classifyLabel.${node.labelKey}`)
    ) : (
      <span lang={contentLang}>{node.name}</span>
    ),
    // Spec §2: only enabled classifications can be chosen; the others are greyed.
    disabled: !node.isAble,
    children: treeDataOf(node.children, t, contentLang),
  }));

type TClassifyTreeProps = {
  nodes: readonly TClassifyNode[];
  /** The chosen classifyCode; empty: the root, all exams. */
  value: string;
  onChange: (classifyCode: string) => void;
};

/** The exam list's classification filter (spec §2): the tree under 'My classification'. */
export function ClassifyTree({ nodes, value, onChange }: TClassifyTreeProps) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <nav aria-label={t('exams:list.classification')}>
      <Tree
        blockNode
        defaultExpandAll
        treeData={treeDataOf(nodes, t, contentLang)}
        selectedKeys={[keyOf(value)]}
        onSelect={(keys) => {
          // A click on the chosen node would unselect it; the filter always has one.
          const [key] = keys;
          if (key !== undefined) onChange(classifyCodeOf(String(key)));
        }}
      />
    </nav>
  );
}
