import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCustomField } from '@lectern/contracts/common/custom-field';
import type { TGetExamCollectionResponse } from '@lectern/contracts/exams/get-exam-collection';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { answerSheetOf } from '../test/answering-fixtures';
import { renderPage } from '../test/exam-fixtures';
import { ExamPaths } from '../exams.feature';
import { ExamCollectionPage } from './exam-collection-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const field = (key: string, label: string, rule: Partial<TCustomField> = {}): TCustomField => ({
  key,
  label,
  type: 'text',
  required: true,
  unique: false,
  options: [],
  value: null,
  ...rule,
});

const collectionOf = (fields: TCustomField[]): TGetExamCollectionResponse => ({
  paperId: 'paper-1',
  paperName: 'Certified security exam',
  state: fields.every((entry) => !entry.required || entry.value !== null) ? 'done' : 'required',
  fields,
});

/** A badge number (unique), an employer, a level already chosen and an optional start date. */
const FIELDS = [
  field('badgeNo', 'Badge number', { unique: true }),
  field('employer', 'Employer'),
  field('level', 'Level', { type: 'select', options: ['Junior', 'Senior'], value: 'Senior' }),
  field('since', 'Employed since', { type: 'date', required: false, value: '2024-03-01' }),
];

function serve(
  collection: TGetExamCollectionResponse | TFakeAnswer,
  save: TFakeAnswer = ok(collectionOf(FIELDS)),
) {
  api = fakeApi(
    byPath({
      'GET /exam/collection': 'data' in collection ? collection : ok(collection),
      'POST /exam/saveCollection': save,
      'POST /exam/start': ok(answerSheetOf({ answerSheetId: 'sheet-9' })),
    }),
  );
}

const sent = (path: string) =>
  (api?.requests ?? [])
    .filter((request) => `${request.method?.toUpperCase()} ${request.url}` === path)
    .map((request) => JSON.parse(String(request.data)) as unknown);

const openCollection = () =>
  renderPage(<ExamCollectionPage />, `${ExamPaths.EXAM_COLLECTION}?paperId=paper-1`);

describe('information collection before an exam (spec §2 /exam/Collection)', () => {
  it('shows the paper and its fields, the required ones marked, with the values saved before', async () => {
    serve(collectionOf(FIELDS));
    openCollection();
    expect(
      await screen.findByRole('heading', { name: 'Certified security exam' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pre-exam information' })).toBeVisible();
    expect(screen.getByLabelText('Badge number')).toHaveValue('');
    expect(screen.getByLabelText('Employed since')).toHaveValue('2024-03-01');
    // The required mark (an asterisk drawn before the label).
    const requiredMarked = (label: string) =>
      screen.getByText(label).closest('label')?.classList.contains('ant-form-item-required');
    expect(['Badge number', 'Employer', 'Level', 'Employed since'].map(requiredMarked)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(screen.getByText('Senior')).toBeVisible();
    expect(api?.requests[0]?.params).toMatchObject({ paperId: 'paper-1' });
  });

  it('refuses an empty required field before asking the server, naming it', async () => {
    serve(collectionOf(FIELDS));
    openCollection();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Badge number'), 'B-1');
    await u.click(screen.getByRole('button', { name: 'Save and start exam' }));
    expect(await screen.findByText('Required field: Employer cannot be empty')).toBeVisible();
    expect(sent('POST /exam/saveCollection')).toEqual([]);
  });

  it('shows the server’s refusal under the field it names (300365)', async () => {
    serve(collectionOf(FIELDS), failure('300365', { field: 'Badge number' }));
    const router = openCollection();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Badge number'), 'B-1');
    await u.type(screen.getByLabelText('Employer'), 'East office');
    await u.click(screen.getByRole('button', { name: 'Save and start exam' }));
    const badge = screen.getByLabelText('Badge number').closest('.ant-form-item');
    expect(
      await within(badge as HTMLElement).findByText('Input item: Badge number cannot be repeated'),
    ).toBeVisible();
    expect(sent('POST /exam/start')).toEqual([]);
    expect(router.state.location.pathname).toBe(ExamPaths.EXAM_COLLECTION);
  });

  it('saves every field, then starts the exam and opens the answering screen', async () => {
    serve(collectionOf(FIELDS));
    const router = openCollection();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Badge number'), ' B-1 ');
    await u.type(screen.getByLabelText('Employer'), 'East office');
    await u.click(screen.getByRole('button', { name: 'Save and start exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_IN_PROGRESS));
    expect(router.state.location.search).toBe('?answerSheetId=sheet-9');
    expect(sent('POST /exam/saveCollection')).toEqual([
      {
        paperId: 'paper-1',
        values: { badgeNo: ' B-1 ', employer: 'East office', level: 'Senior', since: '2024-03-01' },
      },
    ]);
    expect(sent('POST /exam/start')).toEqual([{ paperId: 'paper-1', continueExam: false }]);
  });

  it('saves only and goes back to the preview, from where the learner came to review it', async () => {
    serve(
      collectionOf(
        FIELDS.map((entry) => ({ ...entry, value: entry.value ?? `${entry.label} saved` })),
      ),
    );
    const router = openCollection();
    expect(await screen.findByLabelText('Employer')).toHaveValue('Employer saved');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save only' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_PREVIEW));
    expect(sent('POST /exam/start')).toEqual([]);
  });

  it('says when the paper collects nothing (300323), with the way back to the exam', async () => {
    serve(failure('300323'));
    const router = openCollection();
    expect(await screen.findByText('No information collection is needed')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ExamPaths.EXAM_PREVIEW));
  });
});
