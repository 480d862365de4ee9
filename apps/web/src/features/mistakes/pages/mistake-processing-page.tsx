import type { TGetMistakeQuestionsResponse } from '@lectern/contracts/mistakes/get-mistake-questions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useMistakeQuestions } from '../api/get-mistake-questions';
import { MistakePractice } from '../components/mistake-practice';
import { BackToSets, SetUnavailable } from '../components/set-page-frame';
import { setRefOf, setSearch, type TSetRef } from '../components/set-ref';
import '../components/mistakes.css';

/**
 * One set's practice. Its questions are those of the first read: the reads after each save
 * (fresh counts for the other screens) must not move or drop the question on the screen.
 */
function SetPractice({ setRef }: { setRef: TSetRef }) {
  const { data, error, isPending } = useMistakeQuestions(setRef.sourceType, setRef.sourceId);
  const [entered, setEntered] = useState<TGetMistakeQuestionsResponse | null>(null);
  if (data && !entered) setEntered(data);

  if (entered) {
    return (
      <>
        <div className="lectern-mistake-practice" style={{ paddingBottom: 0 }}>
          <BackToSets setRef={setRef} />
        </div>
        <MistakePractice setRef={setRef} name={entered.name} questions={entered.questions} />
      </>
    );
  }
  if (isPending || data) return <PageLoading />;
  return (
    <div className="lectern-mistake-practice">
      <SetUnavailable setRef={setRef} error={error} />
    </div>
  );
}

/** Spec §2 /mistakes/processing: practising one mistake set (sourceType, sourceId). */
export function MistakeProcessingPage() {
  const [query] = useSearchParams();
  const setRef = setRefOf(query);
  if (!setRef) {
    return (
      <div className="lectern-mistake-practice">
        <SetUnavailable setRef={null} />
      </div>
    );
  }
  return <SetPractice key={setSearch(setRef)} setRef={setRef} />;
}
