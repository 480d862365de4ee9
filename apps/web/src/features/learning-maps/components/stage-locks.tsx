import type { TStageLock } from '@lectern/contracts/learning-maps/learning-maps';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';

/** Why a stage is locked and what opens it: one line per rule that does not hold yet. */
export function StageLocks({ locks }: { locks: readonly TStageLock[] }) {
  const { t } = useTranslation();
  return (
    <div className="lectern-map-stage__locks" role="note">
      <p className="lectern-map-stage__locked">
        <LockOutlined aria-hidden /> {t('learning-maps:lock.title')}
      </p>
      <ul>
        {locks.map((lock) => {
          switch (lock.type) {
            case 'previous':
              return (
                <li key="previous">
                  {t('learning-maps:lock.previous', { stage: lock.stageName })}
                </li>
              );
            case 'date':
              return (
                <li key="date">
                  {t('learning-maps:lock.date', { time: formatDateTime(lock.opensAt) })}
                </li>
              );
            case 'score':
              return (
                <li key="score">
                  {t('learning-maps:lock.score', { score: lock.minScore })}
                  <ul>
                    {lock.exams.map((exam) => (
                      <li key={exam.title}>
                        {t('learning-maps:lock.exam', {
                          title: exam.title,
                          state:
                            exam.score === null
                              ? t('learning-maps:lock.notTaken')
                              : t('learning-maps:lock.best', { score: exam.score }),
                        })}
                      </li>
                    ))}
                  </ul>
                </li>
              );
          }
        })}
      </ul>
    </div>
  );
}
