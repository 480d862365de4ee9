import type { TPkHistoryEntry } from '@lectern/contracts/pk/pk';
import { PkResult } from '@lectern/contracts/pk/pk';
import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { usePkHistory } from '../api/pk-api';
import { PkPaths } from '../pk.feature';

const resultColour = {
  [PkResult.WIN]: 'success',
  [PkResult.DRAW]: 'blue',
  [PkResult.LOSS]: 'default',
};

/** The learner's finished PK matches, newest first. */
export function PkHistoryPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data, isFetching } = usePkHistory({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('pk:history.title')}</Typography.Title>
      <Link to={PkPaths.LOBBY}>{t('pk:match.backToLobby')}</Link>
      <Table<TPkHistoryEntry>
        rowKey="matchId"
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('pk:history.empty') }}
        columns={[
          {
            key: 'quiz',
            title: t('pk:history.quiz'),
            render: (_, entry) => <TenantText>{entry.quizName}</TenantText>,
          },
          {
            key: 'opponent',
            title: t('pk:history.opponent'),
            render: (_, entry) => entry.opponent.name,
          },
          {
            key: 'score',
            title: t('pk:history.score'),
            render: (_, entry) => `${entry.myScore} : ${entry.opponentScore}`,
          },
          {
            key: 'result',
            title: t('pk:history.result'),
            render: (_, entry) => (
              <Tag color={resultColour[entry.result]}>{t(`pk:result.${entry.result}`)}</Tag>
            ),
          },
          {
            key: 'credits',
            title: t('pk:history.credits'),
            render: (_, entry) => t('pk:history.creditsOf', { credits: entry.credits }),
          },
          {
            key: 'reason',
            title: t('pk:history.reason'),
            render: (_, entry) => t(`pk:history.reasons.${entry.endReason}`),
          },
          {
            key: 'finished',
            title: t('pk:history.finishedAt'),
            render: (_, entry) => formatDateTime(entry.finishedAt),
          },
        ]}
      />
      {data && data.total > 0 && (
        <Pagination
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: data.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
