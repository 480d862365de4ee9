import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { QuestionType } from '@lectern/contracts/common/enums';
import { TOUCH_POINTS_HEADER } from '@lectern/contracts/common/terminal';
import type { TGetAnswerSheetResponse } from '@lectern/contracts/exams/get-answer-sheet';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TPostStartExamResponse } from '@lectern/contracts/exams/post-start-exam';
import { createPaperWithQuestions, type PaperFields } from '../../test/exam-factories';
import { signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The headers of a terminal: its user agent, and the touch points the web client adds. */
const terminals = {
  pcBrowser: { 'user-agent': CHROME_WINDOWS, [TOUCH_POINTS_HEADER]: '0' },
  pcClient: { 'user-agent': `${CHROME_WINDOWS} LecternClient/2.3.0`, [TOUCH_POINTS_HEADER]: '0' },
  phone: { 'user-agent': IPHONE, [TOUCH_POINTS_HEADER]: '5' },
  iPad: { 'user-agent': SAFARI_MAC, [TOUCH_POINTS_HEADER]: '5' },
  mac: { 'user-agent': SAFARI_MAC },
};
type TTerminalName = keyof typeof terminals;

const learnerWithPaper = async (fields: PaperFields) => {
  const learner = await signedInLearner(test);
  const { paper } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    [QuestionType.TRUE_FALSE],
    fields,
  );
  const as = (terminal: TTerminalName) => ({ token: learner.token, headers: terminals[terminal] });
  return {
    preview: (terminal: TTerminalName) =>
      callApi<TGetExamPreviewResponse>(test.app, {
        path: '/exam/preview',
        query: { paperId: paper.id },
        ...as(terminal),
      }).then(({ envelope }) => envelope),
    start: (terminal: TTerminalName, continueExam = false) =>
      callApi<TPostStartExamResponse>(test.app, {
        path: '/exam/start',
        body: { paperId: paper.id, continueExam },
        ...as(terminal),
      }).then(({ envelope }) => envelope),
    sheet: (terminal: TTerminalName, answerSheetId: string) =>
      callApi<TGetAnswerSheetResponse>(test.app, {
        path: '/exam/answerSheet',
        query: { answerSheetId },
        ...as(terminal),
      }).then(({ envelope }) => envelope),
    sheetCount: () =>
      test.db
        .selectFrom('answer_sheets')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('paper_id', '=', paper.id)
        .executeTakeFirstOrThrow()
        .then(({ count }) => Number(count)),
  };
};

describe('device rules (spec §3, §6)', () => {
  it('refuses a computer browser on an exam that forbids it, and lets a phone or iPad in', async () => {
    const exam = await learnerWithPaper({ forbidPcBrowser: true });

    expect((await exam.preview('pcBrowser')).body.blockedBy).toBe(ErrorCode.PC_BROWSER_FORBIDDEN);
    expect((await exam.start('pcBrowser')).code).toBe(ErrorCode.PC_BROWSER_FORBIDDEN);
    expect((await exam.start('mac')).code).toBe(ErrorCode.PC_BROWSER_FORBIDDEN);
    // Refused before anything was drawn: no attempt was used.
    expect(await exam.sheetCount()).toBe(0);
    // The desktop client is not a browser.
    expect((await exam.preview('pcClient')).body.blockedBy).toBeNull();

    expect((await exam.preview('iPad')).body.blockedBy).toBeNull();
    const started = await exam.start('phone');
    expect(started.code).toBe('200');
    expect(await exam.sheetCount()).toBe(1);
  });

  it('refuses the desktop client on an exam that forbids it', async () => {
    const exam = await learnerWithPaper({ forbidPcClient: true });

    expect((await exam.preview('pcClient')).body.blockedBy).toBe(ErrorCode.PC_CLIENT_FORBIDDEN);
    expect((await exam.start('pcClient')).code).toBe(ErrorCode.PC_CLIENT_FORBIDDEN);
    expect((await exam.start('pcBrowser')).code).toBe('200');
  });

  it('keeps a sheet started on a phone from being continued or read on a computer', async () => {
    const exam = await learnerWithPaper({ forbidPcBrowser: true });
    const started = await exam.start('phone');
    const { answerSheetId } = started.body;

    // The preview on the computer says why instead of offering to continue.
    expect((await exam.preview('pcBrowser')).body.blockedBy).toBe(ErrorCode.PC_BROWSER_FORBIDDEN);
    expect((await exam.start('pcBrowser', true)).code).toBe(ErrorCode.PC_BROWSER_FORBIDDEN);
    expect((await exam.sheet('pcBrowser', answerSheetId)).code).toBe(
      ErrorCode.PC_BROWSER_FORBIDDEN,
    );

    const onPhone = await exam.sheet('phone', answerSheetId);
    expect(onPhone.code).toBe('200');
    expect(onPhone.body.answerSheetId).toBe(answerSheetId);
    expect((await exam.start('iPad', true)).body.answerSheetId).toBe(answerSheetId);
  });

  it('lets every terminal in on an exam without device rules', async () => {
    const exam = await learnerWithPaper({});
    for (const terminal of Object.keys(terminals) as TTerminalName[]) {
      expect((await exam.preview(terminal)).body.blockedBy).toBeNull();
    }
    expect((await exam.start('pcClient')).code).toBe('200');
  });
});
