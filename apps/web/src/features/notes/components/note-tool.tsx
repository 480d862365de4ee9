import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuestionToolProps } from '@/lib/feature';
import { NotesPanel } from './notes-panel';

/** The note tool of a question's tools bar: the question's notes in a dialog. */
export function NoteTool({ questionId }: TQuestionToolProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('notes:tool.open')}</Button>
      <Modal
        open={open}
        title={t('notes:tool.title')}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <NotesPanel questionId={questionId} />
      </Modal>
    </>
  );
}
