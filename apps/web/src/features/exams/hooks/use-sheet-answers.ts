import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { setServerTime } from '@/lib/server-clock';
import type { TPostSaveAnswersRequest } from '@lectern/contracts/exams/post-save-answers';
import { recordSavedAnswers } from '../api/answer-sheet-copy';
import { postSaveAnswers } from '../api/post-save-answers';
import type { TMediaPlays } from '@/components/questions/media-plays';
import type { TAnswerJournal } from './answer-journal';
import { AnswerSaver, type TSaverListeners, type TSaveStatus } from './answer-saver';

/** What the learner has done with one question. */
export type TSheetEntry = { answer: TAnswer | null; marked: boolean };

const NOTHING: TSheetEntry = { answer: null, marked: false };

function initialEntries(sheet: TGetAnswerSheetResponse, saver: AnswerSaver) {
  const entries: Record<string, TSheetEntry> = {};
  for (const saved of sheet.answers) {
    entries[saved.questionId] = { answer: saved.answer, marked: saved.marked };
  }
  // Answers typed before a reload or while offline win over the server's older copy.
  for (const save of saver.recovered()) {
    entries[save.questionId] = { answer: save.answer, marked: save.marked };
  }
  return entries;
}

type TSheetEvents = Pick<TSaverListeners, 'onClosed' | 'onRefused' | 'onAcknowledged'>;

/**
 * POST /exam/saveAnswers; what the server acknowledged also goes into the device's copy of the
 * sheet, so a reload while offline shows it (decision 0028).
 */
async function saveAnswers(request: TPostSaveAnswersRequest) {
  const response = await postSaveAnswers(request);
  const acknowledged = new Map(response.saved.map(({ questionId, seq }) => [questionId, seq]));
  const saved = request.answers.filter((save) => acknowledged.get(save.questionId) === save.seq);
  void recordSavedAnswers(request.answerSheetId, saved).catch(() => undefined);
  return response;
}

/**
 * The answers and marks of a sheet being answered, saved through an AnswerSaver: every change is
 * journalled and sent; the journal is flushed when the page is hidden.
 */
export function useSheetAnswers(
  sheet: TGetAnswerSheetResponse,
  journal: TAnswerJournal,
  events: TSheetEvents,
) {
  const [saver] = useState(
    () =>
      new AnswerSaver({
        answerSheetId: sheet.answerSheetId,
        lastSeq: sheet.lastSeq,
        savedAnswers: sheet.answers,
        questionIds: sheet.questions.map((question) => question.questionId),
        journal,
        send: saveAnswers,
      }),
  );
  const [entries, setEntries] = useState(() => initialEntries(sheet, saver));
  // What the learner has done so far, including changes not rendered yet: a recording or upload
  // that finishes late must not bring back an older mark or answer of its question.
  const latest = useRef(entries);
  const [saveStatus, setSaveStatus] = useState<TSaveStatus>(() => saver.saveStatus());
  const [plays, setPlays] = useState<Record<string, number>>({});
  const { onClosed, onRefused, onAcknowledged } = events;

  useEffect(() => {
    saver.start({
      onStatus: setSaveStatus,
      onServerTime: setServerTime,
      onClosed,
      onRefused,
      onAcknowledged,
    });
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') saver.flushNow();
    };
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', saver.flushNow);
    return () => {
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', saver.flushNow);
      // Leaving the screen sends what is waiting; anything that fails stays in the journal.
      saver.flushNow();
      saver.stop();
    };
  }, [saver, onClosed, onRefused, onAcknowledged]);

  const entryOf = (questionId: string) => entries[questionId] ?? NOTHING;

  const update = (questionId: string, change: Partial<TSheetEntry>) => {
    const next = { ...(latest.current[questionId] ?? NOTHING), ...change };
    latest.current = { ...latest.current, [questionId]: next };
    setEntries(latest.current);
    saver.record(questionId, next.answer, next.marked);
  };

  const mediaPlays = useMemo<TMediaPlays>(
    () => ({
      playsOf: (questionId) => plays[questionId] ?? saver.playsOf(questionId),
      recordPlay: (questionId) => {
        saver.recordPlay(questionId);
        setPlays((current) => ({ ...current, [questionId]: saver.playsOf(questionId) }));
      },
    }),
    [plays, saver],
  );

  return {
    saver,
    saveStatus,
    entryOf,
    setAnswer: (questionId: string, answer: TAnswer | null) => update(questionId, { answer }),
    setMarked: (questionId: string, marked: boolean) => update(questionId, { marked }),
    mediaPlays,
  };
}
