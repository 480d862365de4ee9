import type { TExamSummary } from '@lectern/contracts/exams/exam';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ClassifyTree } from '@/components/ui/classify-tree';
import { EmptyList } from '@/components/ui/empty-list';
import { feedback } from '@/lib/feedback';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useExamList } from '../api/get-exam-list';
import { usePaperClassifyList } from '../api/get-paper-classify-list';
import { useDeleteExamRecord } from '../api/post-delete-exam-record';
import { ExamCard } from '../components/exam-card';
import '../components/exam-screens.css';

/**
 * Spec §2 exam list (/exam/exam): every exam the learner can see, filtered by classification and
 * by paper name, a page at a time.
 */
export function ExamListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const classifyCode = query.get('classifyCode') ?? '';
  const paperName = query.get('paperName') ?? '';
  const { data: classifications } = usePaperClassifyList();
  const { data: exams, isFetching } = useExamList({
    pageNum,
    pageSize,
    ...(classifyCode ? { classifyCode } : {}),
    ...(paperName ? { paperName } : {}),
  });
  const deleteRecord = useDeleteExamRecord();

  const confirmDeleteRecord = (exam: TExamSummary) =>
    void feedback.confirm({
      title: t('exams:list.deleteConfirm.title', { paperName: exam.paperName }),
      content: t('exams:list.deleteConfirm.message'),
      okText: t('exams:list.deleteConfirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      // The api client already told the learner why a deletion failed.
      onOk: () => deleteRecord.mutateAsync(exam.paperId).catch(() => undefined),
    });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('exams:list.title')}</Typography.Title>
      <div className="lectern-exam-list">
        {classifications && classifications.length > 0 && (
          <Card size="small" className="lectern-exam-list__filter">
            <ClassifyTree
              nodes={classifications}
              by="classifyCode"
              label={t('exams:list.classification')}
              titleOfLabel={(labelKey) => t(`exams:classifyLabel.${labelKey}`)}
              value={classifyCode}
              onChange={(code) => update({ classifyCode: code, pageNum: null })}
            />
          </Card>
        )}
        <section className="lectern-exam-list__main" aria-label={t('exams:list.title')}>
          <Input.Search
            allowClear
            enterButton
            defaultValue={paperName}
            placeholder={t('exams:list.searchPlaceholder')}
            aria-label={t('exams:list.searchPlaceholder')}
            onSearch={(value) => update({ paperName: value.trim(), pageNum: null })}
          />
          <Spin spinning={isFetching}>
            {exams && exams.list.length > 0 ? (
              <ul className="lectern-exam-list__items">
                {exams.list.map((exam) => (
                  <ExamCard key={exam.paperId} exam={exam} onDeleteRecord={confirmDeleteRecord} />
                ))}
              </ul>
            ) : (
              exams && <EmptyList />
            )}
          </Spin>
          {exams && exams.total > 0 && (
            <Pagination
              align="end"
              {...pagination({
                pageNum,
                pageSize,
                total: exams.total,
                onChange: (page, size) => update({ pageNum: page, pageSize: size }),
                t,
              })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
