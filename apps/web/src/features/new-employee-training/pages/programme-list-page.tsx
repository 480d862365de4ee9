import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ClassifyTree } from '@/components/ui/classify-tree';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useNewMemberTrainClassify } from '../api/get-new-member-train-classify';
import { useNewMemberTrainList } from '../api/get-new-member-train-list';
import { ProgrammeCard } from '../components/programme-card';
import '../new-employee-training.css';

/**
 * Spec §2 /new-employ-train: the new-employee training classification list beside the learner's
 * programmes (those they are invited to), by classification and name, a page at a time.
 */
export function ProgrammeListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const classifyPath = query.get('classifyPath') ?? '';
  const keyword = query.get('keyword') ?? '';
  const { data: classifications } = useNewMemberTrainClassify();
  const programmes = useNewMemberTrainList({
    pageNum,
    pageSize,
    ...(classifyPath ? { classifyPath } : {}),
    ...(keyword ? { keyword } : {}),
  });

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('new-employee-training:list.title')}</Typography.Title>
      <div className="lectern-training-catalogue">
        {classifications && classifications.length > 0 && (
          <Card size="small" className="lectern-training-catalogue__filter">
            <ClassifyTree
              nodes={classifications}
              by="classifyPath"
              label={t('new-employee-training:list.classification')}
              titleOfLabel={(labelKey) => t(`new-employee-training:classifyLabel.${labelKey}`)}
              value={classifyPath}
              onChange={(path) => update({ classifyPath: path, pageNum: null })}
            />
          </Card>
        )}
        <section
          className="lectern-training-catalogue__main"
          aria-label={t('new-employee-training:list.mine')}
        >
          <Input.Search
            key={keyword}
            className="lectern-training-catalogue__search"
            allowClear
            enterButton
            defaultValue={keyword}
            maxLength={128}
            placeholder={t('new-employee-training:list.searchPlaceholder')}
            aria-label={t('new-employee-training:list.searchPlaceholder')}
            onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
          />
          {programmes.isError ? (
            <Alert type="error" showIcon title={errorMessage(errorCodeOf(programmes.error))} />
          ) : (
            <Spin spinning={programmes.isFetching}>
              {programmes.data && programmes.data.list.length > 0 ? (
                <ul className="lectern-training-grid">
                  {programmes.data.list.map((programme) => (
                    <ProgrammeCard key={programme.trainId} programme={programme} />
                  ))}
                </ul>
              ) : (
                programmes.data && (
                  <EmptyList
                    description={
                      keyword || classifyPath
                        ? t('new-employee-training:list.noMatch')
                        : t('new-employee-training:list.none')
                    }
                  />
                )
              )}
            </Spin>
          )}
          {programmes.data && programmes.data.total > 0 && (
            <Pagination
              align="end"
              {...pagination({
                pageNum,
                pageSize,
                total: programmes.data.total,
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
