import { MistakeSourceType, type TMistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { useListQuery } from '@/lib/paged-list';
import { useMistakeSets } from '../api/get-mistake-sets';
import { useMistakeSettings } from '../api/get-mistake-settings';
import { useClearMistakes } from '../api/mistakes-mutations';
import { MistakeSetCard } from '../components/mistake-set-card';
import { MistakeSettingsForm } from '../components/mistake-settings-form';
import { SOURCE_TYPES, sourceTypeOf } from '../components/set-ref';
import '../components/mistakes.css';

/** One tab's sets, each with its counts; 'no mistakes' when there are none. */
function MistakeSets({ sourceType }: { sourceType: TMistakeSourceType }) {
  const { t } = useTranslation();
  const { data: sets, isFetching, isError, error } = useMistakeSets(sourceType);
  if (isError) return <Alert type="error" showIcon title={errorMessage(errorCodeOf(error))} />;
  return (
    <Spin spinning={isFetching}>
      {sets && sets.length > 0 ? (
        <ul className="lectern-mistake-sets">
          {sets.map((set) => (
            <MistakeSetCard key={set.sourceId} set={set} />
          ))}
        </ul>
      ) : (
        sets && <EmptyList description={t(`mistakes:sets.empty.${sourceType}`)} />
      )}
    </Spin>
  );
}

/**
 * Spec §2 /mistakes: the learner's mistake sets from exams, exercises and knowledge points (a tab
 * each, in the URL), the collection and auto-removal settings, and clearing every set.
 */
export function MistakesPage() {
  const { t } = useTranslation();
  const { query, update } = useListQuery();
  const sourceType = sourceTypeOf(query.get('sourceType')) ?? MistakeSourceType.EXAM;
  const settings = useMistakeSettings();
  const clear = useClearMistakes();

  const confirmClear = () =>
    void feedback.confirm({
      title: t('mistakes:clear.confirmTitle'),
      content: t('mistakes:clear.confirmMessage'),
      okText: t('mistakes:clear.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        clear
          .mutateAsync()
          .then(({ removedCount }) => feedback.success(t('mistakes:clear.done', { removedCount })))
          // The api client already told the learner why clearing failed.
          .catch(() => undefined),
    });

  return (
    <div className="lectern-page">
      <div className="lectern-mistakes__title">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('mistakes:title')}
        </Typography.Title>
        <Button danger loading={clear.isPending} onClick={confirmClear}>
          {t('mistakes:clear.action')}
        </Button>
      </div>
      <div className="lectern-mistakes">
        <section className="lectern-mistakes__main" aria-label={t('mistakes:sets.label')}>
          <Tabs
            activeKey={String(sourceType)}
            onChange={(key) => update({ sourceType: key })}
            items={SOURCE_TYPES.map((type) => ({
              key: String(type),
              label: t(`mistakes:sourceType.${type}`),
              children: type === sourceType && <MistakeSets sourceType={type} />,
            }))}
          />
        </section>
        <aside className="lectern-mistakes__side">
          {settings.data ? (
            <MistakeSettingsForm saved={settings.data} />
          ) : settings.isError ? (
            <Alert type="error" showIcon title={errorMessage(errorCodeOf(settings.error))} />
          ) : (
            <Spin />
          )}
        </aside>
      </div>
    </div>
  );
}
