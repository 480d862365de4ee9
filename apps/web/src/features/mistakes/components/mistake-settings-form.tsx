import { MAX_AUTO_REMOVE_AFTER, type TMistakeSettings } from '@lectern/contracts/mistakes/mistakes';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMistakeSettings } from '../api/mistakes-mutations';

const collectOptions = [
  ['collectInExam', 'exam'],
  ['collectInExercise', 'exercise'],
  ['collectInKnowledgeExercise', 'knowledgeExercise'],
] as const;

/**
 * Spec §2 'Mistakes' settings: where wrong answers are collected, and auto-removal after N
 * correct answers (§4, §9). They apply to answers judged from the moment they are saved.
 */
export function MistakeSettingsForm({ saved }: { saved: TMistakeSettings }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(saved);
  const save = useSaveMistakeSettings();
  const headingId = useId();
  const autoRemoveId = useId();
  const afterId = useId();
  const change = (changes: Partial<TMistakeSettings>) =>
    setSettings((previous) => ({ ...previous, ...changes }));
  const unchanged =
    collectOptions.every(([field]) => settings[field] === saved[field]) &&
    settings.autoRemove === saved.autoRemove &&
    settings.autoRemoveAfter === saved.autoRemoveAfter;

  return (
    <Card size="small" className="lectern-mistake-settings">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="lectern-mistake-settings__title">
          {t('mistakes:settings.title')}
        </h2>
        <fieldset className="lectern-mistake-settings__group">
          <legend>{t('mistakes:settings.collect')}</legend>
          {collectOptions.map(([field, label]) => (
            <Checkbox
              key={field}
              checked={settings[field]}
              onChange={(event) => change({ [field]: event.target.checked })}
            >
              {t(`mistakes:settings.collectIn.${label}`)}
            </Checkbox>
          ))}
        </fieldset>
        <div className="lectern-mistake-settings__row lectern-mistake-settings__switch">
          <Switch
            id={autoRemoveId}
            checked={settings.autoRemove}
            onChange={(checked) => change({ autoRemove: checked })}
          />
          <label htmlFor={autoRemoveId}>{t('mistakes:settings.autoRemove')}</label>
        </div>
        <div className="lectern-mistake-settings__row">
          <label htmlFor={afterId}>{t('mistakes:settings.autoRemoveAfter')}</label>
          <InputNumber
            id={afterId}
            min={1}
            max={MAX_AUTO_REMOVE_AFTER}
            precision={0}
            disabled={!settings.autoRemove}
            value={settings.autoRemoveAfter}
            onChange={(value) => {
              if (typeof value === 'number') change({ autoRemoveAfter: value });
            }}
            suffix={t('mistakes:settings.times')}
            style={{ width: 120 }}
          />
        </div>
        <p className="lectern-mistake-settings__hint">{t('mistakes:settings.hint')}</p>
        <Button
          type="primary"
          disabled={unchanged}
          loading={save.isPending}
          onClick={() =>
            // The api client already told the learner why saving failed.
            void save.mutateAsync(settings).catch(() => undefined)
          }
        >
          {t('mistakes:settings.save')}
        </Button>
      </section>
    </Card>
  );
}
