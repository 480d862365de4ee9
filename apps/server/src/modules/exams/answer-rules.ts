import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SAVE_GRACE_MS } from '@lectern/contracts/exams/exam';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { gradeAnswer } from '@lectern/contracts/questions/grading';
import type { Executor } from '../../platform/services/service-deps';
import type { AnswerWrite } from './answer-sheets.repository';
import type { ExamsRepositories } from './exams.repositories';
import type { SheetQuestions } from './sheet-questions-cache';

/** What a paper's rules need of it when answers are saved (papers columns). */
export type SaveRules = {
  /** Pass mode's wrong-answer chances; null: not in pass mode. */
  passChances: number | null;
  /** Per-question time; null: none. */
  secondsPerQuestion: number | null;
  multipleChoicePartialRatio: number;
};

/** Whether saves to this sheet follow no rule beyond the deadline: the plain, batched path. */
export const isPlain = (questions: SheetQuestions, rules: SaveRules) =>
  questions.sections === null && rules.passChances === null && rules.secondsPerQuestion === null;

/** What a ruled write stored, refused and judged. */
export type RuledWrite = {
  stored: Map<string, number>;
  refused: { questionId: string; code: string }[];
  openSection: number;
  judged: { questionId: string; correct: boolean }[];
  /** Pass mode: chances left after this write; below 0, the level is failed. */
  chancesLeft: number | null;
};

type StoredAnswer = {
  answer: string | null;
  seq: number;
  verdict: number | null;
  openedAt: number | null;
};

/**
 * Spec §5 sections: the highest section the write may reach. A section opens once every
 * question of the sections before it is answered, counting the answers this write brings (the
 * newer of stored and written); once open it stays open.
 */
const reachableSection = (
  questions: SheetQuestions,
  openSection: number,
  stored: Map<string, StoredAnswer>,
  answers: AnswerWrite['answers'],
) => {
  const sections = questions.sections ?? [];
  const isAnswered = (questionId: string) => {
    const written = answers.find((row) => row.question_id === questionId);
    const kept = stored.get(questionId);
    if (written && written.seq > (kept?.seq ?? 0)) return written.answer !== null;
    return (kept?.answer ?? null) !== null;
  };
  const wanted = Math.max(
    openSection,
    ...answers.map((row) => questions.sectionOf.get(row.question_id) ?? 0),
  );
  let open = openSection;
  while (open < wanted && (sections[open]?.questionIds ?? []).every(isAnswered)) {
    // Every section before `open + 1` is complete: the ones before `open` were when it opened.
    open += 1;
  }
  return open;
};

type Answers = AnswerWrite['answers'];
type Refusals = RuledWrite['refused'];

/**
 * Spec §9 per-question time: saves after their question's window (and the grace for saves in
 * flight) are refused with 300342; a save of a question nobody opened opens its window now.
 */
const withinQuestionWindows = (
  answers: Answers,
  stored: Map<string, StoredAnswer>,
  secondsPerQuestion: number,
  now: number,
  refused: Refusals,
): Answers =>
  answers.flatMap((row) => {
    const openedAt = stored.get(row.question_id)?.openedAt ?? null;
    if (openedAt !== null && now > openedAt + secondsPerQuestion * 1000 + SAVE_GRACE_MS) {
      refused.push({ questionId: row.question_id, code: ErrorCode.EXAM_TIME_UP });
      return [];
    }
    return [{ ...row, opened_at: openedAt ?? now }];
  });

/** Spec §5 sections: saves beyond the sections open after this write are refused (300357). */
const withinOpenSections = (
  answers: Answers,
  questions: SheetQuestions,
  openSection: number,
  refused: Refusals,
): Answers =>
  answers.filter((row) => {
    const fits = (questions.sectionOf.get(row.question_id) ?? 0) <= openSection;
    if (!fits) {
      refused.push({
        questionId: row.question_id,
        code: ErrorCode.MUST_FINISH_SECTION_BEFORE_SWITCHING,
      });
    }
    return fits;
  });

/**
 * Spec §3 pass mode: each answer that can be judged now is judged, once; a judged answer is final
 * (a newer save of it is refused, an older one acknowledged with the stored seq).
 */
const judgedOnce = (
  answers: Answers,
  stored: Map<string, StoredAnswer>,
  questions: SheetQuestions,
  rules: SaveRules,
  refused: Refusals,
) => {
  const judged: RuledWrite['judged'] = [];
  const superseded = new Map<string, number>();
  const byId = new Map(questions.questions.map((question) => [question.view.questionId, question]));
  const toWrite = answers.flatMap((row) => {
    const kept = stored.get(row.question_id);
    if (kept?.verdict != null) {
      if (row.seq > kept.seq) {
        refused.push({ questionId: row.question_id, code: ErrorCode.ANSWER_QUESTION_INFO_WRONG });
      } else superseded.set(row.question_id, kept.seq);
      return [];
    }
    const question = byId.get(row.question_id);
    if (row.answer === null || !question || row.seq <= (kept?.seq ?? 0)) return [row];
    const { status } = gradeAnswer(
      {
        score: question.view.score,
        key: question.key,
        scoring: { multipleChoicePartialRatio: rules.multipleChoicePartialRatio },
      },
      JSON.parse(row.answer) as TAnswer,
    );
    // Only what can be judged now is: answers left to a marker use no chance.
    if (status !== 'right' && status !== 'wrong' && status !== 'partial') return [row];
    const correct = status === 'right';
    judged.push({ questionId: row.question_id, correct });
    return [{ ...row, verdict: correct ? 1 : 0 }];
  });
  return { toWrite, judged, superseded };
};

/**
 * Saves answers to a sheet whose paper has rules that depend on what is stored: per-question
 * time, sections and pass mode, in that order (a late answer is not judged, nor one in a section
 * not open). The sheet's row is claimed first, so two tabs saving at once take turns: each sees
 * what the other stored. Returns null when the sheet is no longer answered or out of time.
 */
export const writeRuledAnswers = async (
  trx: Executor,
  repositories: (executor: Executor) => Pick<ExamsRepositories, 'sheets'>,
  write: AnswerWrite,
  questions: SheetQuestions,
  rules: SaveRules,
  now: number,
): Promise<RuledWrite | null> => {
  const { sheets } = repositories(trx);
  const claimed = await sheets.claimForAnswers(write);
  if (!claimed) return null;
  const { tenantId, sheetId } = write;
  const stored = new Map<string, StoredAnswer>(
    (await sheets.answersOf(tenantId, sheetId)).map((row) => [
      row.question_id,
      {
        answer: row.answer,
        seq: Number(row.seq),
        verdict: row.verdict,
        openedAt: row.opened_at === null ? null : Number(row.opened_at),
      },
    ]),
  );
  const refused: Refusals = [];
  let answers = write.answers;
  if (rules.secondsPerQuestion !== null) {
    answers = withinQuestionWindows(answers, stored, rules.secondsPerQuestion, now, refused);
  }

  const openSection = reachableSection(questions, claimed.open_section, stored, answers);
  if (questions.sections !== null) {
    answers = withinOpenSections(answers, questions, openSection, refused);
    if (openSection > claimed.open_section) {
      await sheets.openSection(tenantId, sheetId, openSection);
    }
  }

  let judged: RuledWrite['judged'] = [];
  let superseded = new Map<string, number>();
  let chancesLeft: number | null = null;
  if (rules.passChances !== null) {
    ({
      toWrite: answers,
      judged,
      superseded,
    } = judgedOnce(answers, stored, questions, rules, refused));
    const wrong = judged.filter((verdict) => !verdict.correct).length;
    if (wrong > 0) await sheets.addWrongAnswers(tenantId, sheetId, wrong);
    chancesLeft = rules.passChances - (claimed.wrong_count + wrong);
  }

  const written =
    answers.length === 0
      ? new Map<string, number>()
      : await sheets.storeAnswers({ ...write, answers });
  for (const [questionId, seq] of superseded) written.set(questionId, seq);
  return { stored: written, refused, openSection, judged, chancesLeft };
};
