import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '@/lib/content-lang';

/** The root 'My classification' has an empty classifyPath (spec §3); a tree key cannot be empty. */
const ROOT_KEY = 'lectern-root';

const keyOf = (classifyPath: string) => classifyPath || ROOT_KEY;
const classifyPathOf = (key: string) => (key === ROOT_KEY ? '' : key);

const treeDataOf = (
  nodes: readonly TClassifyNode[],
  t: TFunction,
  contentLang: string | undefined,
): DataNode[] =>
  nodes.map((node) => ({
    key: keyOf(node.classifyPath),
    title: node.labelKey ? (
      t(`practice:classifyLabel.${node.labelKey}`)
    ) : (
      <span lang={contentLang}>{node.name}</span>
    ),
    disabled: !node.isAble,
    children: treeDataOf(node.children, t, contentLang),
  }));

type TPracticeClassifyTreeProps = {
  nodes: readonly TClassifyNode[];
  /** The chosen classifyPath; empty: the root, every task. */
  value: string;
  onChange: (classifyPath: string) => void;
};

/** The practice list's filter: the question-bank classifications, a node and all under it. */
export function PracticeClassifyTree({ nodes, value, onChange }: TPracticeClassifyTreeProps) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <nav aria-label={t('practice:list.classification')}>
      <Tree
        blockNode
        defaultExpandAll
        treeData={treeDataOf(nodes, t, contentLang)}
        selectedKeys={[keyOf(value)]}
        onSelect={(keys) => {
          const [key] = keys;
          if (key !== undefined) onChange(classifyPathOf(String(key)));
        }}
      />
    </nav>
  );
}
