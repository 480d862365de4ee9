import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import type { TAnswerKey } from '@lectern/contracts/questions/answer-key';
import type { TQuestionView } from '@lectern/contracts/questions/question';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { TestProviders } from '@/test/session';
import { answerQuestion as answer } from './test/answer-question';
import { options, questionOf } from './test/question-fixtures';
import { MediaPlaysContext } from './media-plays';
import { QuestionCard, QuestionReviewCard } from './question-card';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

function review(question: TQuestionView, learnerAnswer: TAnswer | null, answerKey: TAnswerKey) {
  render(
    <TestProviders>
      <QuestionReviewCard
        question={question}
        number="1"
        answer={learnerAnswer}
        answerKey={answerKey}
      />
    </TestProviders>,
  );
}

describe('single choice (type 1)', () => {
  const question = questionOf(QuestionType.SINGLE_CHOICE, {
    content: '<p>Capital of France?</p>',
    options: options('Berlin', 'Paris', 'Rome'),
  });

  it('answers the clicked option, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText('Single choice')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'B. Paris' }));
    expect(last()).toEqual({ questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' });
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ questionType: QuestionType.SINGLE_CHOICE, choice: 'k3' });
    expect(screen.getByRole('radio', { name: 'C. Rome' })).toBeChecked();
  });

  it('shows the learner’s choice and the right one in review', () => {
    review(
      question,
      { questionType: QuestionType.SINGLE_CHOICE, choice: 'k1' },
      { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
    );
    expect(screen.getByRole('radio', { name: 'A. Berlin' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A. Berlin' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'B. Paris Right answer' })).not.toBeChecked();
    expect(screen.getByText('Right answer:').parentElement).toHaveTextContent('Right answer: B');
  });
});

describe('multiple choice (type 2)', () => {
  const question = questionOf(QuestionType.MULTIPLE_CHOICE, { options: options('2', '4', '7') });

  it('answers every ticked option in the options’ order; none ticked is no answer', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    await user.click(screen.getByRole('checkbox', { name: 'C. 7' }));
    await user.click(screen.getByRole('checkbox', { name: 'A. 2' }));
    expect(last()).toEqual({ questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k1', 'k3'] });
    // Space on the focused box unticks it, as a keyboard user would.
    await user.keyboard(' ');
    expect(last()).toEqual({ questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k3'] });
    await user.click(screen.getByRole('checkbox', { name: 'C. 7' }));
    expect(last()).toBeNull();
  });

  it('tags every right option in review', () => {
    review(
      question,
      { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k1'] },
      { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['k1', 'k3'] },
    );
    expect(screen.getByText('Right answer:').parentElement).toHaveTextContent('Right answer: A, C');
    expect(screen.getByRole('checkbox', { name: 'C. 7 Right answer' })).not.toBeChecked();
  });
});

describe('fill in the blanks (type 3)', () => {
  const question = questionOf(QuestionType.FILL_IN_BLANK, { blankCount: 2 });

  it('answers each blank in order', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    await user.type(screen.getByLabelText('Blank 2'), 'blue');
    expect(last()).toEqual({ questionType: QuestionType.FILL_IN_BLANK, blanks: ['', 'blue'] });
    await user.type(screen.getByLabelText('Blank 1'), 'red');
    expect(last()).toEqual({ questionType: QuestionType.FILL_IN_BLANK, blanks: ['red', 'blue'] });
    await user.clear(screen.getByLabelText('Blank 1'));
    await user.clear(screen.getByLabelText('Blank 2'));
    expect(last()).toBeNull();
  });

  it('shows the acceptable answers of each blank in review', () => {
    review(
      question,
      { questionType: QuestionType.FILL_IN_BLANK, blanks: ['red', ''] },
      {
        questionType: QuestionType.FILL_IN_BLANK,
        blanks: [['red'], ['blue', 'yellow']],
        blanksUnordered: true,
        caseSensitive: false,
      },
    );
    expect(screen.getByLabelText('Blank 1')).toHaveValue('red');
    expect(screen.getByLabelText('Blank 1')).toHaveAttribute('readonly');
    expect(screen.getByText('blue / yellow')).toBeInTheDocument();
  });
});

describe('true or false (type 4)', () => {
  it('answers true or false', async () => {
    const user = userEvent.setup();
    const { last } = answer(questionOf(QuestionType.TRUE_FALSE));
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(last()).toEqual({ questionType: QuestionType.TRUE_FALSE, value: false });
    await user.click(screen.getByRole('radio', { name: 'True' }));
    expect(last()).toEqual({ questionType: QuestionType.TRUE_FALSE, value: true });
  });

  it('shows the learner’s choice and the right one in review', () => {
    review(
      questionOf(QuestionType.TRUE_FALSE),
      { questionType: QuestionType.TRUE_FALSE, value: false },
      { questionType: QuestionType.TRUE_FALSE, value: true },
    );
    expect(screen.getByRole('radio', { name: 'False' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'False' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'True Right answer' })).not.toBeChecked();
    expect(screen.getByText('Right answer:').parentElement).toHaveTextContent('Right answer: True');
  });
});

describe('short answer (type 5)', () => {
  const rule = { limit: 1, sizeMb: 1, types: ['pdf', 'png'] };
  const question = questionOf(QuestionType.SHORT_ANSWER, { upload: rule });
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const uploadedUrl = 'https://files.example.test/h5/api/files/f-1/essay.pdf';

  it('answers the typed text and the uploaded files', async () => {
    api = fakeApi(byPath({ 'POST /sys/uploadFile': ok(uploadedUrl) }));
    const user = userEvent.setup();
    const { last } = answer(question);
    await user.type(screen.getByLabelText('Your answer'), 'Photosynthesis');
    expect(last()).toEqual({
      questionType: QuestionType.SHORT_ANSWER,
      text: 'Photosynthesis',
      fileUrls: [],
    });
    expect(screen.getByText('Up to 1 files, 1 MB each; types: pdf, png')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['%PDF'], 'essay.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(last()).toEqual({
        questionType: QuestionType.SHORT_ANSWER,
        text: 'Photosynthesis',
        fileUrls: [uploadedUrl],
      }),
    );
    expect(screen.getByRole('link', { name: 'essay.pdf' })).toBeInTheDocument();

    // The question takes one file: a second is refused before it is sent.
    await user.upload(fileInput(), new File(['%PDF'], 'more.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('At most 1 files can be uploaded for this question'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove essay.pdf' }));
    expect(last()).toEqual({
      questionType: QuestionType.SHORT_ANSWER,
      text: 'Photosynthesis',
      fileUrls: [],
    });
  });

  it('refuses a file of another type or a larger one (spec §5)', async () => {
    api = fakeApi(byPath({}));
    const user = userEvent.setup({ applyAccept: false });
    answer(question);
    await user.upload(fileInput(), new File(['x'], 'notes.docx'));
    expect(await screen.findByText('This file type is not allowed to upload')).toBeInTheDocument();
    await user.upload(fileInput(), new File([new Uint8Array(2 * 1024 * 1024)], 'scan.png'));
    expect(await screen.findByText('Each file can be at most 1 MB')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the learner’s text and files read-only in review, with nothing to upload or remove', () => {
    review(
      question,
      { questionType: QuestionType.SHORT_ANSWER, text: 'Photosynthesis', fileUrls: [uploadedUrl] },
      { questionType: QuestionType.SHORT_ANSWER, referenceAnswer: null, keywords: [] },
    );
    expect(screen.getByLabelText('Your answer')).toHaveValue('Photosynthesis');
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'essay.pdf' })).toHaveAttribute('href', uploadedUrl);
    expect(screen.queryByRole('button', { name: 'Remove essay.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload file' })).not.toBeInTheDocument();
    expect(fileInput()).toBeNull();
  });
});

describe('cloze (type 6)', () => {
  const question = questionOf(QuestionType.CLOZE, {
    content: '<p>I ___ to school and ___ home.</p>',
    clozeBlanks: [options('go', 'goes'), options('come', 'came')],
  });

  it('answers an option for each blank', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    await user.selectOptions(screen.getByLabelText('Blank 2'), 'B. came');
    expect(last()).toEqual({ questionType: QuestionType.CLOZE, choices: ['', 'k2'] });
    await user.selectOptions(screen.getByLabelText('Blank 1'), 'A. go');
    expect(last()).toEqual({ questionType: QuestionType.CLOZE, choices: ['k1', 'k2'] });
  });

  it('shows each blank’s right option in review', () => {
    review(
      question,
      { questionType: QuestionType.CLOZE, choices: ['k2', 'k2'] },
      { questionType: QuestionType.CLOZE, choices: ['k1', 'k2'] },
    );
    expect(screen.getByLabelText('Blank 1')).toBeDisabled();
    expect(
      screen.getAllByText('Right answer:').map((label) => label.parentElement?.textContent),
    ).toEqual(['Right answer: A. go', 'Right answer: B. came']);
  });
});

describe('sorting (type 7)', () => {
  const question = questionOf(QuestionType.SORTING, {
    options: options('Seed', 'Sprout', 'Tree'),
  });

  it('reorders with the keyboard through the move buttons', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const moveTreeUp = await screen.findByRole('button', { name: 'Move Tree up' });
    moveTreeUp.focus();
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k1', 'k3', 'k2'] });
    await user.keyboard('{Enter}');
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k3', 'k1', 'k2'] });
    // At the top it cannot go higher.
    expect(screen.getByRole('button', { name: 'Move Tree up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Seed down' }));
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k3', 'k2', 'k1'] });
    const items = within(screen.getByRole('list', { name: 'Question 1' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.Tree', '2.Sprout', '3.Seed']);
  });

  it('offers the drag handles to dnd-kit’s keyboard sensor and can keep the given order', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const handle = await screen.findByRole('button', { name: 'Drag Seed' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press Space or Enter/);
    await user.click(screen.getByRole('button', { name: 'Answer with this order' }));
    expect(last()).toEqual({ questionType: QuestionType.SORTING, order: ['k1', 'k2', 'k3'] });
  });

  it('shows the learner’s order and the right order in review', async () => {
    review(
      question,
      { questionType: QuestionType.SORTING, order: ['k2', 'k1', 'k3'] },
      { questionType: QuestionType.SORTING, order: ['k1', 'k2', 'k3'] },
    );
    const right = await screen.findByText('Right answer:');
    expect(right.parentElement).toHaveTextContent('Right answer: SeedSproutTree');
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('says an unanswered order was not answered in review, with nothing to drag or keep', async () => {
    review(question, null, { questionType: QuestionType.SORTING, order: ['k1', 'k2', 'k3'] });
    expect(await screen.findByText('Not answered')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Question 1' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Drag the items into the right order/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Right answer:').parentElement).toHaveTextContent(
      'Right answer: SeedSproutTree',
    );
  });
});

describe('audio and video recording (types 8, 9)', () => {
  const recordedUrl = 'https://files.example.test/h5/api/files/f-2/recording.mp4';
  let getUserMedia: ReturnType<typeof vi.fn>;
  const stopTrack = vi.fn();

  /** Records in Chrome's formats unless a test says which formats, and which codecs it settles on. */
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) =>
      type.startsWith('audio/mp4') || type.startsWith('video/mp4');
    /** The type the recorder reports once started, when it picks codecs of its own. */
    static settlesOn: string | null = null;
    state: RecordingState = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
      this.mimeType = options?.mimeType ?? '';
    }
    start() {
      this.state = 'recording';
      this.mimeType = FakeMediaRecorder.settlesOn ?? this.mimeType;
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['sound'], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  const { isTypeSupported } = FakeMediaRecorder;

  beforeEach(() => {
    stopTrack.mockClear();
    getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }));
    // jsdom has no media devices: the test gives the page a microphone, a camera and a recorder.
    Object.defineProperty(window, 'MediaRecorder', {
      value: FakeMediaRecorder,
      configurable: true,
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    URL.createObjectURL = vi.fn(() => 'blob:local-recording');
    URL.revokeObjectURL = vi.fn();
  });

  afterEach(() => {
    FakeMediaRecorder.isTypeSupported = isTypeSupported;
    FakeMediaRecorder.settlesOn = null;
    Reflect.deleteProperty(window, 'MediaRecorder');
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  /** Records once, and answers the file the recording was uploaded as. */
  async function recordOnce(
    questionType: typeof QuestionType.AUDIO_RECORDING | typeof QuestionType.VIDEO_RECORDING,
  ) {
    api = fakeApi(byPath({ 'POST /sys/uploadFile': ok(recordedUrl) }));
    const user = userEvent.setup();
    const { last } = answer(questionOf(questionType));
    await user.click(await screen.findByRole('button', { name: /^Start/ }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(last()).toEqual({ questionType, fileUrl: recordedUrl }));
    return (api.requests[0]?.data as FormData).get('file') as File;
  }

  it('records, uploads the recording as m4a and answers its URL; records again', async () => {
    api = fakeApi(byPath({ 'POST /sys/uploadFile': ok(recordedUrl) }));
    const user = userEvent.setup();
    const { last } = answer(questionOf(QuestionType.AUDIO_RECORDING));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(screen.getByRole('status')).toHaveTextContent('Recording…');
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() =>
      expect(last()).toEqual({ questionType: QuestionType.AUDIO_RECORDING, fileUrl: recordedUrl }),
    );
    expect(stopTrack).toHaveBeenCalled();
    const sent = api.requests[0]?.data as FormData;
    expect((sent.get('file') as File).name).toMatch(/^recording-\d+\.m4a$/);
    expect((sent.get('file') as File).type).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(screen.getByLabelText('Your recording')).toHaveAttribute('src', 'blob:local-recording');
    expect(screen.getByRole('button', { name: 'Record again' })).toBeEnabled();
  });

  it('records video with the camera', async () => {
    api = fakeApi(byPath({ 'POST /sys/uploadFile': ok(recordedUrl) }));
    const user = userEvent.setup();
    const { last } = answer(questionOf(QuestionType.VIDEO_RECORDING));
    await user.click(await screen.findByRole('button', { name: 'Start video recording' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() =>
      expect(last()).toEqual({ questionType: QuestionType.VIDEO_RECORDING, fileUrl: recordedUrl }),
    );
  });

  it('records video as mp4 where the browser can', async () => {
    const file = await recordOnce(QuestionType.VIDEO_RECORDING);
    expect(file.name).toMatch(/^recording-\d+\.mp4$/);
    expect(file.type).toBe('video/mp4;codecs=avc1,mp4a.40.2');
  });

  it('names the upload by the container the recorder settles on (Chromium: opus in mp4)', async () => {
    FakeMediaRecorder.isTypeSupported = (type) => type === 'audio/mp4' || type.includes('webm');
    FakeMediaRecorder.settlesOn = 'audio/mp4;codecs=opus';
    const file = await recordOnce(QuestionType.AUDIO_RECORDING);
    expect(file.name).toMatch(/^recording-\d+\.m4a$/);
    expect(file.type).toBe('audio/mp4;codecs=opus');
  });

  it('records webm where the browser cannot record mp4 (Firefox)', async () => {
    FakeMediaRecorder.isTypeSupported = (type) => type.includes('webm');
    const audio = await recordOnce(QuestionType.AUDIO_RECORDING);
    expect(audio.name).toMatch(/^recording-\d+\.webm$/);
    expect(audio.type).toBe('audio/webm;codecs=opus');
  });

  it('says so when the browser records in no format the server accepts', async () => {
    FakeMediaRecorder.isTypeSupported = (type) => type.startsWith('audio/ogg');
    const user = userEvent.setup();
    answer(questionOf(QuestionType.AUDIO_RECORDING));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(
      await screen.findByText(
        'This browser cannot record your answer. Please use a current version of Chrome, Edge, Firefox or Safari.',
      ),
    ).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says so when the browser has no recorder at all', async () => {
    Reflect.deleteProperty(window, 'MediaRecorder');
    const user = userEvent.setup();
    answer(questionOf(QuestionType.VIDEO_RECORDING));
    await user.click(await screen.findByRole('button', { name: 'Start video recording' }));
    expect(await screen.findByText(/This browser cannot record your answer/)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('says why the microphone could not be used (spec §8 camera errors)', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const user = userEvent.setup();
    answer(questionOf(QuestionType.AUDIO_RECORDING));
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(
      await screen.findByText(
        'The camera or microphone is disabled. Please allow it in your browser settings.',
      ),
    ).toBeInTheDocument();
  });

  it('plays the learner’s recording in review, with nothing to record', async () => {
    review(
      questionOf(QuestionType.VIDEO_RECORDING),
      { questionType: QuestionType.VIDEO_RECORDING, fileUrl: recordedUrl },
      { questionType: QuestionType.VIDEO_RECORDING },
    );
    const playback = await screen.findByLabelText('Your recording');
    expect(playback.tagName).toBe('VIDEO');
    expect(playback).toHaveAttribute('src', recordedUrl);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an unrecorded answer was not answered in review', async () => {
    review(questionOf(QuestionType.AUDIO_RECORDING), null, {
      questionType: QuestionType.AUDIO_RECORDING,
    });
    expect(await screen.findByText('Not answered')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
  });
});

describe('matching (type 10)', () => {
  const question = questionOf(QuestionType.MATCHING, {
    options: options('Dog', 'Cat'),
    targets: options('Meow', 'Woof'),
  });

  it('pairs each left item with a right one', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    await user.selectOptions(screen.getByLabelText('Dog'), 'B. Woof');
    expect(last()).toEqual({ questionType: QuestionType.MATCHING, pairs: { k1: 'k2' } });
    await user.selectOptions(screen.getByLabelText('Cat'), 'A. Meow');
    expect(last()).toEqual({ questionType: QuestionType.MATCHING, pairs: { k1: 'k2', k2: 'k1' } });
    await user.selectOptions(screen.getByLabelText('Dog'), 'Choose…');
    expect(last()).toEqual({ questionType: QuestionType.MATCHING, pairs: { k2: 'k1' } });
  });

  it('shows the learner’s pairs and the right one of each item in review', () => {
    review(
      question,
      { questionType: QuestionType.MATCHING, pairs: { k1: 'k1' } },
      { questionType: QuestionType.MATCHING, pairs: { k1: 'k2', k2: 'k1' } },
    );
    expect(screen.getByLabelText('Dog')).toHaveValue('k1');
    expect(screen.getByLabelText('Dog')).toBeDisabled();
    expect(screen.getByLabelText('Cat')).toBeDisabled();
    expect(
      screen.getAllByText('Right answer:').map((label) => label.parentElement?.textContent),
    ).toEqual(['Right answer: B. Woof', 'Right answer: A. Meow']);
  });
});

describe('classification (type 11)', () => {
  const question = questionOf(QuestionType.CLASSIFICATION, {
    options: options('Apple', 'Carrot', 'Pear'),
    targets: [
      { key: 'fruit', content: 'Fruit' },
      { key: 'vegetable', content: 'Vegetable' },
    ],
  });

  it('puts items into categories from each item’s own list, keeping the focus on it', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const carrot = await screen.findByLabelText('Category of Carrot');
    await user.selectOptions(carrot, 'Vegetable');
    expect(last()).toEqual({
      questionType: QuestionType.CLASSIFICATION,
      groups: { k2: 'vegetable' },
    });
    const vegetables = screen.getByRole('region', { name: 'Vegetable' });
    expect(within(vegetables).getByText('Carrot')).toBeInTheDocument();
    expect(screen.getByLabelText('Category of Carrot')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Category of Apple'), 'Fruit');
    await user.selectOptions(screen.getByLabelText('Category of Pear'), 'Fruit');
    expect(last()).toEqual({
      questionType: QuestionType.CLASSIFICATION,
      groups: { k1: 'fruit', k2: 'vegetable', k3: 'fruit' },
    });
    expect(
      within(screen.getByRole('region', { name: 'Not classified' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Drag Pear' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
  });

  it('shows each item’s right category in review', async () => {
    review(
      question,
      { questionType: QuestionType.CLASSIFICATION, groups: { k1: 'vegetable' } },
      {
        questionType: QuestionType.CLASSIFICATION,
        groups: { k1: 'fruit', k2: 'vegetable', k3: 'fruit' },
      },
    );
    const apple = (await screen.findByText('Apple')).closest('li')!;
    expect(within(apple).getByText('Right answer:').parentElement).toHaveTextContent(
      'Right answer: Fruit',
    );
    expect(within(apple).getByLabelText('Category of Apple')).toHaveValue('vegetable');
  });

  it('leaves the items where the learner put them in review: nothing to drag or choose', async () => {
    review(
      question,
      { questionType: QuestionType.CLASSIFICATION, groups: { k1: 'vegetable' } },
      {
        questionType: QuestionType.CLASSIFICATION,
        groups: { k1: 'fruit', k2: 'vegetable', k3: 'fruit' },
      },
    );
    const vegetables = await screen.findByRole('region', { name: 'Vegetable' });
    expect(within(vegetables).getByLabelText('Category of Apple')).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Not classified' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Category of Pear')).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Drag each item into its category/)).not.toBeInTheDocument();
  });
});

describe('scale (type 12)', () => {
  it('answers a point of the scale', async () => {
    const user = userEvent.setup();
    const { last } = answer(
      questionOf(QuestionType.SCALE, { options: options('Disagree', 'Neutral', 'Agree') }),
    );
    await user.click(screen.getByRole('radio', { name: 'C. Agree' }));
    expect(last()).toEqual({ questionType: QuestionType.SCALE, choice: 'k3' });
  });

  it('shows the learner’s point in review, with no right one', () => {
    review(
      questionOf(QuestionType.SCALE, { options: options('Disagree', 'Neutral', 'Agree') }),
      { questionType: QuestionType.SCALE, choice: 'k2' },
      { questionType: QuestionType.SCALE },
    );
    expect(screen.getByRole('radio', { name: 'B. Neutral' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'B. Neutral' })).toBeDisabled();
    expect(screen.queryByText('Right answer:')).not.toBeInTheDocument();
  });
});

describe('combination (type 0)', () => {
  const question = questionOf(QuestionType.COMBINATION, {
    content: '<p>Read the passage.</p>',
    parts: [
      questionOf(QuestionType.SINGLE_CHOICE, {
        questionId: 'part-1',
        options: options('Yes', 'No'),
      }),
      questionOf(QuestionType.FILL_IN_BLANK, { questionId: 'part-2', blankCount: 1 }),
    ],
  });

  it('answers each part with its own controls', async () => {
    const user = userEvent.setup();
    const { last } = answer(question);
    const partOne = screen.getByRole('region', { name: 'Sub-question 1' });
    await user.click(within(partOne).getByRole('radio', { name: 'B. No' }));
    await user.type(screen.getByLabelText('Blank 1'), 'forty');
    expect(last()).toEqual({
      questionType: QuestionType.COMBINATION,
      parts: {
        'part-1': { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
        'part-2': { questionType: QuestionType.FILL_IN_BLANK, blanks: ['forty'] },
      },
    });
    await user.clear(screen.getByLabelText('Blank 1'));
    expect(last()).toEqual({
      questionType: QuestionType.COMBINATION,
      parts: { 'part-1': { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' } },
    });
  });

  it('gives each part its own right answer in review', () => {
    review(question, null, {
      questionType: QuestionType.COMBINATION,
      parts: [
        { id: 'part-1', score: 2, key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k1' } },
        {
          id: 'part-2',
          score: 3,
          key: {
            questionType: QuestionType.FILL_IN_BLANK,
            blanks: [['forty', '40']],
            blanksUnordered: false,
            caseSensitive: false,
          },
        },
      ],
    });
    const partOne = screen.getByRole('region', { name: 'Sub-question 1' });
    expect(within(partOne).getByText('Right answer:').parentElement).toHaveTextContent(
      'Right answer: A',
    );
    expect(screen.getByText('forty / 40')).toBeInTheDocument();
  });
});

describe('what a question shows', () => {
  it('renders formulas with KaTeX, its pictures in the image viewer and its attachments', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TestProviders>
        <QuestionCard
          question={questionOf(QuestionType.SINGLE_CHOICE, {
            content: String.raw`<p>Solve \[x^2 = 4\]</p>`,
            options: options(String.raw`\[x = 2\]`, 'none'),
            docPics: ['https://cdn.example.test/graph.png'],
            docUrls: ['https://cdn.example.test/table.pdf'],
            docNames: ['Table.pdf'],
            customTypeName: 'Algebra',
          })}
          number="4"
          answer={null}
          onChange={() => undefined}
        />
      </TestProviders>,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    // The tenant's name for the type, marked as the tenant's content.
    expect(screen.getByText('Algebra')).toHaveAttribute('lang');
    expect(screen.getByText('Table.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View picture 1' }));
    await waitFor(() =>
      expect(
        document.querySelector('.ant-image-preview img[src="https://cdn.example.test/graph.png"]'),
      ).not.toBeNull(),
    );
  });

  it('limits the plays of its audio, counting each start and showing what is left', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('pause'));
    });
    const played: Record<string, number> = {};
    function Harness() {
      const [plays, setPlays] = useState(played);
      return (
        <MediaPlaysContext.Provider
          value={{
            playsOf: (id) => plays[id] ?? 0,
            recordPlay: (id) =>
              setPlays((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 })),
          }}
        >
          <QuestionCard
            question={questionOf(QuestionType.SINGLE_CHOICE, {
              media: { kind: 'audio', url: 'https://cdn.example.test/listen.mp3', playLimit: 2 },
            })}
            number="1"
            answer={null}
            onChange={() => undefined}
          />
        </MediaPlaysContext.Provider>
      );
    }
    render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    const audio = screen.getByLabelText('Question audio') as HTMLAudioElement;
    expect(screen.getByText('Plays left: 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Question audio' }));
    expect(screen.getByText('Plays left: 1 of 2')).toBeInTheDocument();
    // Pausing and resuming is the same play.
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByText('Plays left: 1 of 2')).toBeInTheDocument();
    act(() => void audio.dispatchEvent(new Event('ended')));
    await user.click(screen.getByRole('button', { name: 'Play Question audio' }));
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(screen.getByText('No plays left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Question audio' })).toBeDisabled();
  });
});
