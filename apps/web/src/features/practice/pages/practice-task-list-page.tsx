import type { TPracticeTaskSummary } from '@lectern/contracts/practice/practice';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClassifyTree } from '@/components/ui/classify-tree';
import { EmptyList } from '@/components/ui/empty-list';
import { pagination, useListQuery } from '@/lib/paged-list';
import { usePracticeClassify } from '../api/get-practice-classify';
import { usePracticeList } from '../api/get-practice-list';
import { useAddMyPractice } from '../api/practice-mutations';
import { PracticeTaskCard } from '../components/practice-task-card';
import { PracticePaths } from '../practice.feature';
import '../components/practice.css';

const Tab = { ALL: 'all', MINE: 'mine' } as const;

/**
 * Spec §2 /exam/exercise-task: the practice tasks by question-bank classification and name, and
 * a tab with the learner's own banks, a page at a time.
 */
export function PracticeTaskListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const mine = query.get('tab') === Tab.MINE;
  const classifyPath = query.get('classifyPath') ?? '';
  const keyword = query.get('keyword') ?? '';
  const { data: classifications } = usePracticeClassify();
  const { data: tasks, isFetching } = usePracticeList({
    pageNum,
    pageSize,
    ...(mine ? { mine: 'true' as const } : {}),
    ...(!mine && classifyPath ? { classifyPath } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const addMine = useAddMyPractice();
  const onAddMine = (task: TPracticeTaskSummary) =>
    // The api client already told the learner why it failed.
    void addMine.mutateAsync(task.taskId).catch(() => undefined);

  const list = (
    <section className="lectern-practice-list__main" aria-label={t('practice:list.title')}>
      <Input.Search
        allowClear
        enterButton
        defaultValue={keyword}
        placeholder={t('practice:list.searchPlaceholder')}
        aria-label={t('practice:list.searchPlaceholder')}
        onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
      />
      <Spin spinning={isFetching}>
        {tasks && tasks.list.length > 0 ? (
          <ul className="lectern-practice-list__items">
            {tasks.list.map((task) => (
              <PracticeTaskCard
                key={task.taskId}
                task={task}
                onAddMine={onAddMine}
                adding={addMine.isPending && addMine.variables === task.taskId}
              />
            ))}
          </ul>
        ) : (
          tasks && <EmptyList />
        )}
      </Spin>
      {tasks && tasks.total > 0 && (
        <Pagination
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: tasks.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </section>
  );

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('practice:list.title')}</Typography.Title>
      <Link to={PracticePaths.RECORDS}>{t('practice:records.title')}</Link>
      <Tabs
        activeKey={mine ? Tab.MINE : Tab.ALL}
        onChange={(key) => update({ tab: key === Tab.MINE ? Tab.MINE : null, pageNum: null })}
        items={[
          {
            key: Tab.ALL,
            label: t('practice:list.allTab'),
            children: (
              <div className="lectern-practice-list">
                {classifications && classifications.length > 0 && (
                  <Card size="small" className="lectern-practice-list__filter">
                    <ClassifyTree
                      nodes={classifications}
                      by="classifyPath"
                      label={t('practice:list.classification')}
                      titleOfLabel={(labelKey) => t(`practice:classifyLabel.${labelKey}`)}
                      value={classifyPath}
                      onChange={(path) => update({ classifyPath: path, pageNum: null })}
                    />
                  </Card>
                )}
                {!mine && list}
              </div>
            ),
          },
          { key: Tab.MINE, label: t('practice:list.mineTab'), children: mine && list },
        ]}
      />
    </div>
  );
}
