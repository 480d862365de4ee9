import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  memberRankingSorts,
  organisationRankingSorts,
  RankingSort,
  RankingTab,
  type TRankingRow,
  type TRankingSort,
  type TRankingTab,
  ZRankingSort,
  ZRankingTab,
} from '@lectern/contracts/exams/exam';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Radio from 'antd/es/radio';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';
import { useScrollableTable } from '@/components/ui/scrollable-table';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDuration, round } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useExamRankings } from '../api/get-exam-rankings';
import { ExamScreen } from '../components/exam-screen';
import { ExamPaths } from '../exams.feature';

const MILLIS_PER_SECOND = 1_000;

/** Each tab's sorts (spec §2/§9) and the one it opens with. */
const sortsOf: Record<TRankingTab, { sorts: readonly TRankingSort[]; initial: TRankingSort }> = {
  [RankingTab.MEMBER]: { sorts: memberRankingSorts, initial: RankingSort.HIGHEST },
  [RankingTab.ORGANISATION]: { sorts: organisationRankingSorts, initial: RankingSort.AVERAGE },
};

const tabOf = (value: string | null): TRankingTab => {
  const parsed = ZRankingTab.safeParse(value);
  return parsed.success ? parsed.data : RankingTab.MEMBER;
};

const sortOf = (value: string | null, tab: TRankingTab): TRankingSort => {
  const parsed = ZRankingSort.safeParse(value);
  const { sorts, initial } = sortsOf[tab];
  return parsed.success && sorts.includes(parsed.data) ? parsed.data : initial;
};

/** An organisation row is the learner's when it is their organisation; a member row by account. */
const isMine = (row: TRankingRow, mine: TRankingRow | null, tab: TRankingTab) =>
  mine !== null &&
  (tab === RankingTab.MEMBER ? row.userCode === mine.userCode : row.dept === mine.dept);

const durationOf = (millis: number, t: TFunction) =>
  formatDuration(Math.round(millis / MILLIS_PER_SECOND), t);

/** A row of the table; in the 'all' sort one learner may hold several rows of the same rank. */
type TRankingTableRow = TRankingRow & { key: string };

function columnsOf(tab: TRankingTab, t: TFunction): TStackedColumn<TRankingTableRow>[] {
  const memberColumns: TStackedColumn<TRankingTableRow>[] = [
    { key: 'nickname', dataIndex: 'nickname', title: t('exams:rankings.columns.name') },
    { key: 'userCode', dataIndex: 'userCode', title: t('exams:rankings.columns.account') },
  ];
  return [
    { key: 'rank', dataIndex: 'rank', title: t('exams:rankings.columns.rank'), width: 80 },
    ...(tab === RankingTab.MEMBER ? memberColumns : []),
    { key: 'dept', dataIndex: 'dept', title: t('exams:rankings.columns.organisation') },
    {
      key: 'score',
      dataIndex: 'score',
      title: t('exams:rankings.columns.score'),
      render: (score: number) => round(score),
    },
    {
      key: 'duration',
      dataIndex: 'duration',
      title: t('exams:rankings.columns.duration'),
      render: (duration: number) => durationOf(duration, t),
    },
  ];
}

/** The learner's own row (or their organisation's) above the table. */
function MyRanking({ mine, tab }: { mine: TRankingRow | null; tab: TRankingTab }) {
  const { t } = useTranslation();
  const title = t(
    tab === RankingTab.MEMBER ? 'exams:rankings.mine' : 'exams:rankings.myOrganisation',
  );
  return (
    <Card
      size="small"
      title={title}
      className="lectern-rankings__mine"
      role="region"
      aria-label={title}
    >
      {mine === null ? (
        t('exams:rankings.notRanked')
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'rank',
              label: t('exams:rankings.columns.rank'),
              children: t('exams:finish.rankValue', { rank: mine.rank }),
            },
            {
              key: 'name',
              label: t(
                tab === RankingTab.MEMBER
                  ? 'exams:rankings.columns.name'
                  : 'exams:rankings.columns.organisation',
              ),
              children: tab === RankingTab.MEMBER ? mine.nickname : mine.dept,
            },
            { key: 'score', label: t('exams:rankings.columns.score'), children: round(mine.score) },
            {
              key: 'duration',
              label: t('exams:rankings.columns.duration'),
              children: durationOf(mine.duration, t),
            },
          ]}
        />
      )}
    </Card>
  );
}

/** Spec §2 exam ranking (/exam/rankings?paperId=…): by member or by organisation, in every sort. */
export function ExamRankingsPage() {
  const { t } = useTranslation();
  const tableRef = useScrollableTable<HTMLDivElement>(t('exams:rankings.title'));
  const { query, pageNum, pageSize, update } = useListQuery();
  const paperId = query.get('paperId') ?? '';
  const tab = tabOf(query.get('tab'));
  const sort = sortOf(query.get('sort'), tab);
  const { data: rankings, isFetching } = useExamRankings({ paperId, tab, sort, pageNum, pageSize });
  const releaseTime = rankings?.releaseTime ?? null;

  if (!paperId) {
    return (
      <FullScreenOverlay
        text={errorMessage(ErrorCode.PAPER_NUMBER_EMPTY)}
        jumpTo={ExamPaths.EXAM_LIST}
        actionText={t('exams:backToExamList')}
      />
    );
  }

  return (
    <ExamScreen title={t('exams:rankings.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key, sort: null, pageNum: null })}
        items={[RankingTab.MEMBER, RankingTab.ORGANISATION].map((key) => ({
          key,
          label: t(`exams:rankings.tabs.${key}`),
        }))}
      />
      <Radio.Group
        aria-label={t('exams:rankings.sortLabel')}
        optionType="button"
        value={sort}
        onChange={(event) => update({ sort: String(event.target.value), pageNum: null })}
        options={sortsOf[tab].sorts.map((value) => ({
          value,
          label: t(`exams:rankings.sort.${value}`),
        }))}
      />
      {releaseTime !== null && (
        // Spec §4 'result hidden but time visible': nobody is ranked before the release.
        <Alert
          type="info"
          showIcon
          title={t('exams:finish.hidden')}
          description={t('exams:finish.releaseTime', { time: formatDateTime(releaseTime) })}
        />
      )}
      {rankings && releaseTime === null && <MyRanking mine={rankings.mine} tab={tab} />}
      <div ref={tableRef} hidden={releaseTime !== null}>
        <Table<TRankingTableRow>
          className={STACKED_TABLE_CLASS}
          columns={stackedColumns(columnsOf(tab, t))}
          dataSource={(rankings?.list ?? []).map((row, index) => ({ ...row, key: String(index) }))}
          loading={isFetching}
          locale={{ emptyText: <EmptyList /> }}
          rowClassName={(row) =>
            isMine(row, rankings?.mine ?? null, tab) ? 'lectern-rankings__row--mine' : ''
          }
          onRow={(row) =>
            isMine(row, rankings?.mine ?? null, tab) ? { 'aria-current': 'true' } : {}
          }
          pagination={pagination({
            pageNum,
            pageSize,
            total: rankings?.total ?? 0,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
          scroll={{ x: 'max-content' }}
        />
      </div>
    </ExamScreen>
  );
}
