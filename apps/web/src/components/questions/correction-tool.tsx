import {
  correctionKinds,
  CorrectionKind,
  MAX_CORRECTION_LENGTH,
  type TCorrectionKind,
} from '@lectern/contracts/questions/corrections';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import type { TQuestionToolProps } from '@/lib/feature';
import { usePostQuestionCorrection } from './question-api';

/**
 * Spec §2 practice 'error correction': the learner says what is wrong with a question (a kind and
 * their words); the tenant's administrators read the reports through the API.
 */
export function CorrectionTool({ questionId }: TQuestionToolProps) {
  const { t } = useTranslation();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<TCorrectionKind>(CorrectionKind.WRONG_KEY);
  const [text, setText] = useState('');
  const report = usePostQuestionCorrection();

  const close = () => {
    setOpen(false);
    setText('');
    setKind(CorrectionKind.WRONG_KEY);
  };
  const submit = () =>
    report.mutate(
      { questionId, kind, text },
      {
        onSuccess: () => {
          feedback.success(t('questions:correction.sent'));
          close();
        },
      },
    );

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('questions:correction.open')}</Button>
      <Modal
        open={open}
        title={t('questions:correction.title')}
        onCancel={close}
        okText={t('questions:correction.submit')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ disabled: text.trim() === '', loading: report.isPending }}
        onOk={submit}
        destroyOnHidden
      >
        <fieldset className="lectern-question-tools__fieldset">
          <legend>{t('questions:correction.kind')}</legend>
          <Radio.Group
            value={kind}
            onChange={(event) => setKind(event.target.value as TCorrectionKind)}
            options={correctionKinds.map((value) => ({
              value,
              label: t(`questions:correction.kinds.${value}`),
            }))}
          />
        </fieldset>
        <label htmlFor={textId} className="lectern-question-tools__label">
          {t('questions:correction.text')}
        </label>
        <Input.TextArea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_CORRECTION_LENGTH}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
          placeholder={t('questions:correction.placeholder')}
        />
      </Modal>
    </>
  );
}
