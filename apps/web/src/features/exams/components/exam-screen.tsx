import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './exam-screens.css';
import { ExamPaths } from '../exams.feature';

type TExamScreenProps = {
  title: ReactNode;
  /** Beside the title: a state tag, a sort picker. */
  extra?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the exam screens outside the app shell (spec §2 top level: preview, finish,
 * rankings, answer list): a way back to the exam list, the title, the content.
 */
export function ExamScreen({ title, extra, children }: TExamScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="lectern-exam-screen">
      <header className="lectern-exam-screen__header">
        <Button
          type="text"
          icon={<LeftOutlined aria-hidden />}
          onClick={() => navigate(ExamPaths.EXAM_LIST)}
        >
          {t('exams:backToExamList')}
        </Button>
        <h1 className="lectern-exam-screen__title">{title}</h1>
        {extra}
      </header>
      <main className="lectern-exam-screen__main">{children}</main>
    </div>
  );
}
