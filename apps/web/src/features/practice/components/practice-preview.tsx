import type { TGetPracticePreviewResponse } from '@lectern/contracts/practice/get-practice-preview';
import { PracticeMode, type TPracticeMode } from '@lectern/contracts/practice/practice';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { errorMessage } from '@/lib/api-client';

type TPracticePreviewProps = {
  preview: TGetPracticePreviewResponse;
  onStart: (mode: TPracticeMode) => void;
};

/**
 * Spec §2 practice preview: the task, its questions by type and the mode to practise in; an
 * unpaid task shows its price and why it cannot be practised instead of the start buttons.
 */
export function PracticePreview({ preview, onStart }: TPracticePreviewProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TPracticeMode>(PracticeMode.ANSWER);
  const started = preview.answeredCount > 0;
  return (
    <Card title={<TenantText>{preview.name}</TenantText>}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'total',
            label: t('practice:card.total'),
            children: t('practice:card.questions', { number: preview.questionCount }),
          },
          ...preview.questionTypes.map(({ questionType, count }) => ({
            key: `type-${questionType}`,
            label: t(`questions:questionType.${questionType}`),
            children: t('practice:card.questions', { number: count }),
          })),
          {
            key: 'progress',
            label: t('practice:card.progressLabel'),
            children: t('practice:card.progress', {
              answered: preview.answeredCount,
              total: preview.questionCount,
            }),
          },
          {
            key: 'cost',
            label: t('practice:card.cost'),
            children:
              preview.cost > 0
                ? t('practice:card.price', { amount: preview.cost })
                : t('practice:card.free'),
          },
        ]}
      />
      {preview.blockedBy ? (
        <div className="lectern-practice-preview__modes">
          <Alert type="warning" showIcon title={errorMessage(preview.blockedBy)} />
        </div>
      ) : (
        <div className="lectern-practice-preview__modes">
          <Radio.Group
            aria-label={t('practice:preview.mode')}
            value={mode}
            onChange={(event) => setMode(event.target.value as TPracticeMode)}
            options={[
              { value: PracticeMode.ANSWER, label: t('practice:mode.answer') },
              { value: PracticeMode.RECITE, label: t('practice:mode.recite') },
            ]}
          />
          <p>{t(`practice:preview.modeHint.${mode}`)}</p>
          <Button type="primary" onClick={() => onStart(mode)}>
            {started ? t('practice:preview.continue') : t('practice:preview.start')}
          </Button>
        </div>
      )}
    </Card>
  );
}
