import { ZPracticeMode, type TPracticeMode } from '@lectern/contracts/practice/practice';
import type { TPostStartPracticeResponse } from '@lectern/contracts/practice/post-start-practice';
import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { usePracticePreview } from '../api/get-practice-preview';
import { useStartPractice } from '../api/practice-mutations';
import { PracticePreview } from '../components/practice-preview';
import { PracticeScreen } from '../components/practice-screen';
import { PracticePaths } from '../practice.feature';
import '../components/practice.css';

/**
 * Spec §2 /exam/exercise: without a mode, the task's preview; with one, the round in that mode,
 * entered again on every visit so that a reload continues where the learner was.
 */
export function PracticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const taskId = query.get('taskId') ?? '';
  const parsedMode = ZPracticeMode.safeParse(query.get('mode'));
  const mode = parsedMode.success ? parsedMode.data : null;
  const preview = usePracticePreview(mode ? '' : taskId);
  const start = useStartPractice();
  // A reset enters the round again: its number changes the entry.
  const [entry, setEntry] = useState(0);
  const entryKey = `${taskId}|${mode ?? ''}|${entry}`;
  const [entered, setEntered] = useState<{
    key: string;
    round: TPostStartPracticeResponse;
  } | null>(null);
  const round = entered?.key === entryKey ? entered.round : null;
  const { mutate: enter } = start;

  useEffect(() => {
    if (!mode || !taskId) return;
    enter(
      { taskId, mode },
      { onSuccess: (answer) => setEntered({ key: entryKey, round: answer }) },
    );
  }, [enter, taskId, mode, entryKey]);

  const openMode = (next: TPracticeMode) =>
    setQuery((previous) => {
      const params = new URLSearchParams(previous);
      params.set('mode', next);
      return params;
    });

  const back = (
    <div>
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0 }}
        onClick={() => void navigate(PracticePaths.TASK_LIST)}
      >
        {t('practice:screen.backToList')}
      </Button>
    </div>
  );

  if (!taskId) {
    return (
      <div className="lectern-practice-screen">
        {back}
        <Alert type="warning" showIcon title={t('practice:preview.noTask')} />
      </div>
    );
  }

  if (mode) {
    if (start.isError) {
      return (
        <div className="lectern-practice-screen">
          {back}
          <Alert type="error" showIcon title={errorMessage(errorCodeOf(start.error))} />
        </div>
      );
    }
    if (!round) return <PageLoading />;
    return (
      <>
        <div className="lectern-practice-screen" style={{ paddingBottom: 0 }}>
          {back}
        </div>
        <PracticeScreen
          key={`${round.mode}-${round.lastSeq}-${entry}`}
          round={round}
          onModeChange={openMode}
          onFinished={() => void navigate(`${PracticePaths.RECORDS}?taskId=${taskId}`)}
          onReset={() => setEntry((value) => value + 1)}
        />
      </>
    );
  }

  if (preview.isError) {
    return (
      <div className="lectern-practice-screen">
        {back}
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(preview.error))} />
      </div>
    );
  }
  if (!preview.data) return <PageLoading />;
  return (
    <div className="lectern-practice-screen">
      {back}
      <PracticePreview preview={preview.data} onStart={openMode} />
    </div>
  );
}
