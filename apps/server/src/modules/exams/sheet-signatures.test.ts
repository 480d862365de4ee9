import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemType, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SAVE_GRACE_MS, SheetState } from '@lectern/contracts/exams/exam';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import type { TPostSignAnswerSheetResponse } from '@lectern/contracts/exams/post-sign-answer-sheet';
import {
  createAnswerUpload,
  createPaperWithQuestions,
  getAnswerSheet,
  saveAnswers,
  setSheetDeadline,
  startedSheet,
  submitSheet,
  type PaperFields,
} from '../../test/exam-factories';
import { signedInLearner } from '../../test/factories';
import { samplePdf, samplePng } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { questionDrawing } from '../questions/question-drawing';
import { questionsRepositories } from '../questions/questions.repository';
import { SubmitReason } from './answer-sheets.repository';
import { answerSheetsService } from './answer-sheets.service';
import { examsRepositories } from './exams.repositories';
import { createSheetExpiry } from './sheet-expiry';
import { featureServices } from '../../features';

let test: TestApp;

beforeAll(async () => {
  // Expiry is driven by the tests; papers are read afresh on every call.
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const SIGNED_URL = /^\/h5\/api\/files\/[A-Za-z0-9_-]+\/signature\.png$/;

type Learner = Awaited<ReturnType<typeof signedInLearner>>;

/** Uploads a file as the learner (POST /sys/uploadFile), answering its URL. */
const upload = async (learner: Learner, file: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: learner.token },
    payload: data,
  });
  const envelope = response.json<{ code: string; body: string }>();
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const sign = (learner: Learner, answerSheetId: string, imageUrl: string) =>
  callApi<TPostSignAnswerSheetResponse>(test.app, {
    path: '/exam/sign',
    token: learner.token,
    body: { answerSheetId, imageUrl },
  }).then(({ envelope }) => envelope);

const answerDetail = (learner: Learner, answerSheetId: string) =>
  callApi<TGetAnswerDetailResponse>(test.app, {
    path: '/exam/answerDetail',
    token: learner.token,
    query: { answerSheetId },
  }).then(({ envelope }) => envelope);

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .select(['state', 'submit_reason', 'signature_upload_id', 'signature_url', 'signed_at'])
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

/** A learner answering a 60-minute paper of two questions that asks for a signature as given. */
const answering = async (fields: PaperFields = { signature: { title: '考生签名' } }) => {
  const learner = await signedInLearner(test);
  const { paper, questions } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
    fields,
  );
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  return { learner, paper, questions, sheetId };
};

/** A sweep of expired sheets by a service of its own. */
const sweep = () =>
  createSheetExpiry(
    answerSheetsService({
      db: test.db,
      transact: test.database.transact,
      repositories: examsRepositories,
      dialect: test.database.dialect,
      config: test.config,
      rankings: { invalidatePaper: () => undefined },
      wrongAnswers: featureServices.wrongAnswers,
      paperEntries: featureServices.paperEntries,
      drawing: questionDrawing({
        db: test.db,
        transact: test.database.transact,
        repositories: questionsRepositories,
      }),
    }),
    test.app.log,
  ).sweep();

describe('the signature item of a sheet (spec §2 manual signature, item type 101)', () => {
  it('is on the sheet when its paper asks for one, unsigned at first, and absent otherwise', async () => {
    const { learner, sheetId } = await answering();
    expect((await getAnswerSheet(test.app, learner.token, sheetId)).body.signature).toEqual({
      itemType: ItemType.SIGNATURE,
      title: '考生签名',
      imageUrl: null,
      signedAt: null,
    });
    const untitled = await answering({ signature: {} });
    expect(
      (await getAnswerSheet(test.app, untitled.learner.token, untitled.sheetId)).body.signature,
    ).toMatchObject({ title: null, imageUrl: null });
    const plain = await answering({});
    expect(
      (await getAnswerSheet(test.app, plain.learner.token, plain.sheetId)).body.signature,
    ).toBeNull();
  });

  it('stores the learner’s PNG under the server’s own URL, which serves it to them alone', async () => {
    const { learner, sheetId } = await answering();
    const uploaded = await upload(learner, samplePng(), 'signature.png');
    const before = Date.now();
    const signed = await sign(learner, sheetId, uploaded);
    expect(signed.code).toBe('200');
    expect(signed.body).toMatchObject({ itemType: ItemType.SIGNATURE, title: '考生签名' });
    expect(signed.body.imageUrl).toMatch(SIGNED_URL);
    // The absolute address the client sent is not kept: only the path of the upload it names.
    expect(uploaded.endsWith(signed.body.imageUrl ?? '')).toBe(true);
    expect(signed.body.signedAt).toBeGreaterThanOrEqual(before);
    expect((await getAnswerSheet(test.app, learner.token, sheetId)).body.signature).toEqual(
      signed.body,
    );
    const image = (authorization: string) =>
      test.app.inject({ url: signed.body.imageUrl ?? '', headers: { authorization } });
    const served = await image(learner.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(samplePng())).toBe(true);
    const other = await signedInLearner(test, learner.tenant);
    expect((await image(other.token)).statusCode).toBe(404);
  });

  it('replaces an earlier signature with a new one', async () => {
    const { learner, sheetId } = await answering();
    const first = await sign(learner, sheetId, await upload(learner, samplePng(), 'signature.png'));
    const secondUpload = await createAnswerUpload(test.db, learner.member, {
      name: 'signature.jpg',
    });
    const second = await sign(learner, sheetId, secondUpload);
    expect(second.code).toBe('200');
    expect(second.body.imageUrl).not.toBe(first.body.imageUrl);
    expect(secondUpload.endsWith(second.body.imageUrl ?? '')).toBe(true);
    const row = await sheetRow(sheetId);
    expect(row.signature_url).toBe(second.body.imageUrl);
    expect(second.body.imageUrl).toContain(`/${row.signature_upload_id}/`);
  });

  it('refuses another learner’s upload, another tenant’s, an unknown one and a non-image', async () => {
    const { learner, sheetId } = await answering();
    const neighbour = await signedInLearner(test, learner.tenant);
    const outsider = await signedInLearner(test);
    const refusals = [
      [await createAnswerUpload(test.db, neighbour.member, { name: 'signature.png' }), '300337'],
      [await createAnswerUpload(test.db, outsider.member, { name: 'signature.png' }), '300337'],
      ['https://learn.example.com/h5/api/files/no-such-upload/signature.png', '300337'],
      ['https://elsewhere.example.com/signature.png', '300337'],
      [await upload(learner, samplePdf(), 'signature.pdf'), ErrorCode.UPLOAD_FORMAT_UNSUPPORTED],
    ] as const;
    for (const [imageUrl, code] of refusals) {
      expect(await sign(learner, sheetId, imageUrl)).toEqual({ code, body: null });
    }
    expect(await sheetRow(sheetId)).toMatchObject({ signature_url: null, signed_at: null });
  });

  it('refuses a signature on a paper that asks for none, and on another learner’s sheet', async () => {
    const plain = await answering({});
    const image = await createAnswerUpload(test.db, plain.learner.member, {
      name: 'signature.png',
    });
    expect(await sign(plain.learner, plain.sheetId, image)).toEqual({
      code: ErrorCode.SIGNATURE_NOT_ASKED,
      body: null,
    });
    const { learner, sheetId } = await answering();
    const neighbour = await signedInLearner(test, learner.tenant);
    const neighbourImage = await createAnswerUpload(test.db, neighbour.member, {
      name: 'signature.png',
    });
    expect(await sign(neighbour, sheetId, neighbourImage)).toEqual({
      code: ErrorCode.ANSWER_SHEET_NOT_FOUND,
      body: null,
    });
    expect((await sheetRow(sheetId)).signature_url).toBeNull();
  });

  it('refuses a signature once the sheet is submitted or its time is up', async () => {
    const { learner, sheetId } = await answering();
    const image = await createAnswerUpload(test.db, learner.member, { name: 'signature.png' });
    await sign(learner, sheetId, image);
    expect((await submitSheet(test.app, learner.token, sheetId)).code).toBe('200');
    expect((await sign(learner, sheetId, image)).code).toBe(ErrorCode.EXAM_SUBMITTED_OR_DELETED);

    const late = await answering();
    await setSheetDeadline(test.db, late.sheetId, Date.now() - SAVE_GRACE_MS - 1_000);
    const lateImage = await createAnswerUpload(test.db, late.learner.member, {
      name: 'signature.png',
    });
    expect((await sign(late.learner, late.sheetId, lateImage)).code).toBe(ErrorCode.EXAM_TIME_UP);
    expect(await sheetRow(late.sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: SubmitReason.TIME_UP,
      signature_url: null,
    });
  });
});

describe('submitting a sheet whose paper asks for a signature', () => {
  it('is refused until the learner has signed (309111), then goes through', async () => {
    const { learner, sheetId, questions } = await answering();
    const [truth] = questions;
    await saveAnswers(test.app, learner.token, sheetId, [
      { questionId: truth!.id, seq: 1, answer: truth!.rightAnswer, marked: false },
    ]);
    expect(await submitSheet(test.app, learner.token, sheetId)).toEqual({
      code: ErrorCode.SIGNATURE_EMPTY,
      body: null,
    });
    expect((await sheetRow(sheetId)).state).toBe(SheetState.ANSWERING);
    const image = await upload(learner, samplePng(), 'signature.png');
    expect((await sign(learner, sheetId, image)).code).toBe('200');
    expect(await submitSheet(test.app, learner.token, sheetId)).toEqual({
      code: '200',
      body: { answerSheetId: sheetId, state: SheetState.JUDGED },
    });
  });

  it('is not asked of a paper without a signature', async () => {
    const { learner, sheetId } = await answering({});
    expect((await submitSheet(test.app, learner.token, sheetId)).code).toBe('200');
  });

  it('leaves no sheet submitted unsigned when a signature and the submission race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { learner, sheetId } = await answering();
      const image = await createAnswerUpload(test.db, learner.member, { name: 'signature.png' });
      const [signed, submitted] = await Promise.all([
        sign(learner, sheetId, image),
        submitSheet(test.app, learner.token, sheetId),
      ]);
      const row = await sheetRow(sheetId);
      if (submitted.code === '200') {
        expect(row.state).not.toBe(SheetState.ANSWERING);
        expect(row.signature_url).not.toBeNull();
        expect(signed.code).toBe('200');
      } else {
        expect(submitted.code).toBe(ErrorCode.SIGNATURE_EMPTY);
        expect(row).toMatchObject({ state: SheetState.ANSWERING });
        expect(signed.code).toBe('200');
      }
    }
  });
});

describe('a sheet whose time is up, unsigned', () => {
  it('is submitted by the expiry sweep with its answers', async () => {
    const { learner, sheetId, questions } = await answering();
    const [truth] = questions;
    await saveAnswers(test.app, learner.token, sheetId, [
      { questionId: truth!.id, seq: 1, answer: truth!.rightAnswer, marked: false },
    ]);
    await setSheetDeadline(test.db, sheetId, Date.now() - SAVE_GRACE_MS - 1_000);
    await sweep();
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: SubmitReason.TIME_UP,
      signature_url: null,
    });
    const detail = await answerDetail(learner, sheetId);
    expect(detail.code).toBe('200');
    expect(detail.body.score).toBe(10);
    expect(detail.body.signature).toEqual({
      itemType: ItemType.SIGNATURE,
      title: '考生签名',
      imageUrl: null,
      signedAt: null,
    });
  });

  it('is submitted by the learner’s own (the client’s automatic) submission after the deadline', async () => {
    const { learner, sheetId } = await answering();
    // Within the grace for saves: the submission is still the learner's call, at the deadline.
    const deadline = Date.now() - 1_000;
    await setSheetDeadline(test.db, sheetId, deadline);
    expect((await submitSheet(test.app, learner.token, sheetId)).code).toBe('200');
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: SubmitReason.LEARNER,
      signature_url: null,
    });
  });
});

describe('the answer detail', () => {
  it('shows the signature the sheet was submitted with, and none for a paper without', async () => {
    const { learner, sheetId } = await answering();
    const signed = await sign(
      learner,
      sheetId,
      await upload(learner, samplePng(), 'signature.png'),
    );
    await submitSheet(test.app, learner.token, sheetId);
    const detail = await answerDetail(learner, sheetId);
    expect(detail.code).toBe('200');
    expect(detail.body.signature).toEqual(signed.body);

    const plain = await answering({});
    await submitSheet(test.app, plain.learner.token, plain.sheetId);
    expect((await answerDetail(plain.learner, plain.sheetId)).body.signature).toBeNull();
  });

  it('keeps showing a signature after the paper stops asking for one', async () => {
    const { learner, paper, sheetId } = await answering();
    const signed = await sign(
      learner,
      sheetId,
      await upload(learner, samplePng(), 'signature.png'),
    );
    await submitSheet(test.app, learner.token, sheetId);
    await test.db
      .updateTable('papers')
      .set({ signature_required: 0, signature_title: null })
      .where('id', '=', paper.id)
      .execute();
    expect((await answerDetail(learner, sheetId)).body.signature).toEqual({
      ...signed.body,
      title: null,
    });
  });
});
