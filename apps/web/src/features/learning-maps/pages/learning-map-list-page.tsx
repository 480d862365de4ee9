import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClassifyTree } from '@/components/ui/classify-tree';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useLearningMapClassify } from '../api/get-learning-map-classify';
import { useLearningMapList } from '../api/get-learning-map-list';
import { MapCard } from '../components/map-card';
import { LearningMapPaths, mapPath } from '../learning-maps.feature';
import '../components/learning-maps.css';

/**
 * Spec §2 /learn-map: the learning-map classification list beside the maps open to the learner,
 * by classification and name, each with the learner's progress; a card opens its map.
 */
export function LearningMapListPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const classifyPath = query.get('classifyPath') ?? '';
  const keyword = query.get('keyword') ?? '';
  const { data: classifications } = useLearningMapClassify();
  const maps = useLearningMapList({
    pageNum,
    pageSize,
    ...(classifyPath ? { classifyPath } : {}),
    ...(keyword ? { keyword } : {}),
  });

  return (
    <div className="lectern-page">
      <div className="lectern-maps-heading">
        <Typography.Title level={2}>{t('learning-maps:list.title')}</Typography.Title>
        <Link to={LearningMapPaths.DEVELOPMENT}>{t('learning-maps:list.development')}</Link>
      </div>
      <div className="lectern-maps-catalogue">
        {classifications && classifications.length > 0 && (
          <Card size="small" className="lectern-maps-catalogue__filter">
            <ClassifyTree
              nodes={classifications}
              by="classifyPath"
              label={t('learning-maps:list.classification')}
              titleOfLabel={(labelKey) => t(`learning-maps:classifyLabel.${labelKey}`)}
              value={classifyPath}
              onChange={(path) => update({ classifyPath: path, pageNum: null })}
            />
          </Card>
        )}
        <section
          className="lectern-maps-catalogue__main"
          aria-label={t('learning-maps:list.title')}
        >
          <Input.Search
            key={keyword}
            className="lectern-maps-search"
            allowClear
            enterButton
            defaultValue={keyword}
            maxLength={128}
            placeholder={t('learning-maps:list.searchPlaceholder')}
            aria-label={t('learning-maps:list.searchPlaceholder')}
            onSearch={(value) => update({ keyword: value.trim(), pageNum: null })}
          />
          {maps.isError ? (
            <Alert type="error" showIcon title={errorMessage(errorCodeOf(maps.error))} />
          ) : (
            <Spin spinning={maps.isFetching}>
              {maps.data && maps.data.list.length > 0 ? (
                <ul className="lectern-map-grid">
                  {maps.data.list.map((map) => (
                    <MapCard key={map.mapId} map={map} to={mapPath(map.mapId)} />
                  ))}
                </ul>
              ) : (
                maps.data && (
                  <EmptyList
                    description={
                      keyword || classifyPath ? t('learning-maps:list.noMatch') : undefined
                    }
                  />
                )
              )}
            </Spin>
          )}
          {maps.data && maps.data.total > 0 && (
            <Pagination
              align="end"
              {...pagination({
                pageNum,
                pageSize,
                total: maps.data.total,
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
