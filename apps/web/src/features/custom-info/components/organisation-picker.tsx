import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import type { TClassifyNode } from '@lectern/contracts/common/classify-node';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterTree,
  findNode,
  isEnabledNode,
  isLastLevel,
  parentCodes,
} from './organisation-tree-rules';

export type TChosenOrganisation = { classifyCode: string; name: string };

type TOrganisationPickerProps = {
  /** Set by antd's Form.Item so the label points at the button. */
  id?: string;
  label: string;
  nodes: readonly TClassifyNode[];
  value?: TChosenOrganisation | null;
  onChange?: (organisation: TChosenOrganisation) => void;
};

const treeDataOf = (nodes: readonly TClassifyNode[]): DataNode[] =>
  nodes.map((node) => ({
    key: node.classifyCode,
    title: node.name,
    // Spec §2: nodes that are not enabled or have no classifyPath are greyed and cannot be chosen.
    disabled: !isEnabledNode(node),
    children: treeDataOf(node.children),
  }));

/**
 * The organisation picker of spec §2: a search and a tree in a dialog, a last-level node must be
 * chosen, and it shows how many are selected.
 */
export function OrganisationPicker({
  id,
  label,
  nodes,
  value,
  onChange,
}: TOrganisationPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<TChosenOrganisation | null>(null);
  const [notLastLevel, setNotLastLevel] = useState(false);
  const [collapsed, setCollapsed] = useState<string[]>([]);

  const shown = useMemo(() => filterTree(nodes, search), [nodes, search]);
  const expandedKeys = useMemo(
    () => parentCodes(shown).filter((code) => search.trim() !== '' || !collapsed.includes(code)),
    [shown, search, collapsed],
  );

  const start = () => {
    setPending(value ?? null);
    setSearch('');
    setNotLastLevel(false);
    setOpen(true);
  };

  const choose = (classifyCode: string) => {
    const node = findNode(nodes, classifyCode);
    if (!node || !isEnabledNode(node)) return;
    if (!isLastLevel(node)) {
      // Not a choice: say so, and open the node to show its children.
      setNotLastLevel(true);
      setCollapsed((codes) => codes.filter((code) => code !== classifyCode));
      return;
    }
    setNotLastLevel(false);
    setPending({ classifyCode: node.classifyCode, name: node.name });
  };

  const confirm = () => {
    if (!pending) {
      setNotLastLevel(true);
      return;
    }
    onChange?.(pending);
    setOpen(false);
  };

  return (
    <>
      <Button id={id} icon={<ApartmentOutlined aria-hidden />} onClick={start}>
        {value?.name ?? t('custom-info:organisation.placeholder', { label })}
      </Button>
      <Modal
        open={open}
        title={t('custom-info:organisation.pickerTitle', { label })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Flex justify="space-between" align="center" gap="middle" wrap>
            <Flex align="center" gap="small">
              <Typography.Text>
                {t('custom-info:organisation.selected', { n: pending ? 1 : 0 })}
              </Typography.Text>
              {pending && <Tag>{pending.name}</Tag>}
            </Flex>
            <Flex gap="small">
              <Button onClick={() => setOpen(false)}>{t('custom-info:organisation.cancel')}</Button>
              <Button type="primary" onClick={confirm}>
                {t('custom-info:organisation.confirm')}
              </Button>
            </Flex>
          </Flex>
        }
      >
        <Flex vertical gap="middle">
          <Input.Search
            allowClear
            aria-label={t('custom-info:organisation.search')}
            placeholder={t('custom-info:organisation.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {notLastLevel && (
            <Alert type="warning" showIcon title={t('custom-info:organisation.lastLevelOnly')} />
          )}
          {shown.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('custom-info:organisation.noMatch')}
            />
          ) : (
            <nav aria-label={label}>
              <Tree
                blockNode
                treeData={treeDataOf(shown)}
                expandedKeys={expandedKeys}
                onExpand={(_keys, { node, expanded }) =>
                  setCollapsed((codes) =>
                    expanded
                      ? codes.filter((code) => code !== node.key)
                      : [...codes, String(node.key)],
                  )
                }
                selectedKeys={pending ? [pending.classifyCode] : []}
                onSelect={(_keys, { node }) => choose(String(node.key))}
              />
            </nav>
          )}
        </Flex>
      </Modal>
    </>
  );
}
