import type { TMistakeSet } from '@lectern/contracts/mistakes/mistakes';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MistakesPaths } from '../mistakes.feature';
import { SetName } from './set-name';
import { setSearch } from './set-ref';

/** Spec §3 'Mistake set': its name, questions, wrong and correct counts; view or practise it. */
export function MistakeSetCard({ set }: { set: TMistakeSet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const search = setSearch(set);
  return (
    <li>
      <Card size="small">
        <article aria-labelledby={titleId} className="lectern-mistake-set">
          <h3 id={titleId} className="lectern-mistake-set__name">
            <SetName name={set.name} />
          </h3>
          <ul className="lectern-mistake-counts">
            <li>{t('mistakes:counts.questions', { number: set.questionCount })}</li>
            <li className="lectern-mistake-counts__wrong">
              {t('mistakes:counts.wrong', { number: set.wrongCount })}
            </li>
            <li className="lectern-mistake-counts__right">
              {t('mistakes:counts.correct', { number: set.correctCount })}
            </li>
          </ul>
          <div className="lectern-mistake-set__actions">
            <Link to={`${MistakesPaths.LIST}${search}`}>{t('mistakes:set.view')}</Link>
            <Button
              type="primary"
              onClick={() => void navigate(`${MistakesPaths.PROCESSING}${search}`)}
            >
              {t('mistakes:set.practise')}
            </Button>
          </div>
        </article>
      </Card>
    </li>
  );
}
