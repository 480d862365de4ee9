import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuestionToolProps } from '@/lib/feature';
import { CorrectionTool } from './correction-tool';
import { QuestionToolsContext } from './question-tools-context';

/**
 * Spec §2 practice: the tools of one question, in a bar under it: the features' tools, then the
 * question domain's own error-correction report.
 */
export function QuestionTools({ questionId }: TQuestionToolProps) {
  const { t } = useTranslation();
  const tools = useContext(QuestionToolsContext);
  return (
    <div className="lectern-question-tools" role="toolbar" aria-label={t('questions:tools.label')}>
      <Suspense fallback={null}>
        {tools.map((Tool, index) => (
          <Tool key={index} questionId={questionId} />
        ))}
      </Suspense>
      <CorrectionTool questionId={questionId} />
    </div>
  );
}
