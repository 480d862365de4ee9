import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type { TPostCoursewareHeartbeatRequest } from '@lectern/contracts/courses/post-courseware-heartbeat';
import { options, questionOf } from '@/components/questions/test/question-fixtures';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import {
  beatAnswerOf,
  courseOf,
  coursewareOf,
  noteOf,
  NOW,
  progressOf,
  sessionOf,
} from '../test/learning-fixtures';
import { playTo, stubMediaElements } from '../test/media-stubs';
import { INACTIVE_SECONDS } from '../components/learning/use-courseware-heartbeat';
import { CourseLearningPage } from './course-learning-page';

/** jsdom draws nothing: a pad whose strokes the test draws (as the exam's signature test). */
const { pads } = vi.hoisted(() => ({ pads: [] as { stroke: () => void }[] }));
vi.mock('signature_pad', () => ({
  default: class extends EventTarget {
    strokes: unknown[] = [];
    constructor() {
      super();
      pads.push(this);
    }
    stroke() {
      this.strokes.push({ points: [{ x: 1, y: 1, pressure: 0.5, time: 0 }] });
      this.dispatchEvent(new Event('endStroke'));
    }
    isEmpty() {
      return this.strokes.length === 0;
    }
    clear() {
      this.strokes = [];
    }
    toData() {
      return this.strokes;
    }
    fromData(strokes: unknown[]) {
      this.strokes = strokes;
    }
    off() {}
  },
}));

const PATH = '/exam/learn/course/detail';
const UPLOADED = 'https://learn.example.com/h5/api/files/upload-1/signature.png';
const run = {
  runId: 'run-1',
  runNo: 1,
  status: 0 as const,
  startedAt: NOW,
  completedAt: null,
  lastLearnAt: null,
  learnedSeconds: 0,
  progress: 0,
  timesLearned: 0,
  firstSignedAt: NOW,
  completionSignedAt: null,
  attemptsUsed: 1,
};

type THandler = TFakeAnswer | ((config: InternalAxiosRequestConfig) => TFakeAnswer);
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  stubMediaElements();
  pads.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['png'], { type: 'image/png' })),
  );
});

afterEach(() => {
  api?.restore();
  api = undefined;
});

function serve(overrides: Record<string, THandler> = {}) {
  api = fakeApi(
    byPath({
      'GET /course/detail': ok(courseOf()),
      'POST /courseware/start': ok(sessionOf()),
      'POST /courseware/heartbeat': (config) => {
        const beat = JSON.parse(String(config.data)) as TPostCoursewareHeartbeatRequest;
        return ok(beatAnswerOf({ progress: progressOf({ seq: beat.seq }) }));
      },
      'GET /course/notes': ok({ list: [], total: 0 }),
      ...overrides,
    }),
  );
}

const calls = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );
const bodies = <T,>(path: string) =>
  calls(path).map((request) => JSON.parse(String(request.data)) as T);

const open = (query = 'courseId=course-1') =>
  renderRoute(<CourseLearningPage />, `${PATH}?${query}`, {
    destinations: ['/exam/preview', '/exam/learn/course'],
  });

const video = async () => {
  const element = await screen.findByLabelText('Safety basics (video)', { selector: 'video' });
  return element as HTMLVideoElement;
};

describe('CourseLearningPage', () => {
  it('opens the first courseware to learn beside the catalogue and reports learning while it plays', async () => {
    serve();
    const router = open();
    const player = await video();
    expect(bodies('POST /courseware/start')).toEqual([{ coursewareId: 'cw-video' }]);
    // Kept in the URL: completing it must not switch the screen to the next one.
    await waitFor(() => expect(router.state.location.search).toContain('coursewareId=cw-video'));
    const catalogue = screen.getByRole('navigation', { name: 'Courseware' });
    expect(
      within(catalogue).getByRole('button', { name: /Safety basics \(video\)/ }),
    ).toHaveAttribute('aria-current', 'true');
    expect(within(catalogue).getByText('Locked')).toBeVisible();

    await player.play();
    await waitFor(() =>
      expect(bodies<TPostCoursewareHeartbeatRequest>('POST /courseware/heartbeat')).toEqual([
        { coursewareId: 'cw-video', seq: 1, phase: 'start', position: 0, elapsedSeconds: 0 },
      ]),
    );
    player.pause();
    await waitFor(() =>
      expect(
        bodies<TPostCoursewareHeartbeatRequest>('POST /courseware/heartbeat').at(-1),
      ).toMatchObject({
        seq: 2,
        phase: 'stop',
      }),
    );
  });

  it('explains a courseware learned out of order and opens the earlier one', async () => {
    const user = userEvent.setup();
    serve({
      'POST /courseware/start': (config) =>
        JSON.parse(String(config.data)).coursewareId === 'cw-pdf'
          ? failure('300520')
          : ok(sessionOf()),
    });
    const router = open('courseId=course-1&coursewareId=cw-pdf');
    expect(await screen.findByText('Please study the courseware in order')).toBeVisible();
    expect(screen.getByText(/finish the earlier courseware first/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Learn "Safety basics (video)"' }));
    await waitFor(() => expect(router.state.location.search).toContain('coursewareId=cw-video'));
    expect(await video()).toBeInTheDocument();
  });

  it.each([
    ['300530', 'Learning has been paused or stopped', /Contact the administrator/],
    ['300531', 'Face comparison failed. Learning is not allowed.', /administrator's review/],
    ['300551', 'Insufficient audio and video traffic', /no plays left/],
    ['300522', 'The course has been completed and cannot be continued', /another course/],
    [
      '300601',
      'Learning management is available only in the all-in-one edition',
      /not available on this platform/,
    ],
  ])('shows the refusal %s with its message and what to do', async (code, message, hint) => {
    serve({ 'POST /courseware/start': failure(code) });
    open();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(hint)).toBeVisible();
  });

  it('starts the next run after an administrator’s reset (300532) and opens the courseware', async () => {
    const user = userEvent.setup();
    let started = false;
    serve({
      'POST /courseware/start': () => (started ? ok(sessionOf()) : failure('300532')),
      'POST /course/start': () => {
        started = true;
        return ok({ ...run, runId: 'run-2', runNo: 2, firstSignedAt: null });
      },
    });
    open();
    expect(await screen.findByText('This course must be relearned')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await video()).toBeInTheDocument();
    expect(bodies('POST /course/start')).toEqual([{ courseId: 'course-1' }]);
  });

  it('offers the completed courseware again read-only, without reporting learning', async () => {
    const user = userEvent.setup();
    serve({ 'POST /courseware/start': failure('300521', sessionOf()) });
    open();
    expect(
      await screen.findByText('Completed courseware cannot be relearned in this round'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'View it again (not recorded)' }));
    const player = await video();
    expect(screen.getByText('Review: learning is not recorded')).toBeVisible();
    await player.play();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('POST /courseware/heartbeat')).toHaveLength(0);
  });

  it('asks for the first signature on 300515, signs and opens the courseware', async () => {
    const user = userEvent.setup();
    let signed = false;
    serve({
      'POST /courseware/start': () => (signed ? ok(sessionOf()) : failure('300515')),
      'POST /sys/uploadFile': ok(UPLOADED),
      'POST /course/sign': () => {
        signed = true;
        return ok(run);
      },
    });
    open();
    const pad = await screen.findByRole('dialog', { name: 'Signature before learning' });
    expect(screen.getByText('The first signature has not been done')).toBeInTheDocument();
    pads[0]?.stroke();
    await user.click(within(pad).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies('POST /course/sign')).toEqual([
        { courseId: 'course-1', moment: 'first', imageUrl: UPLOADED },
      ]),
    );
    expect(await video()).toBeInTheDocument();
    expect(calls('POST /courseware/start')).toHaveLength(2);
  });

  it('shows the completion message and the final exam once a heartbeat completes the course', async () => {
    const user = userEvent.setup();
    serve({
      'GET /course/detail': ok(
        courseOf({
          finalExam: {
            examId: 'paper-9',
            name: 'Safety final',
            opensAfterMinutes: null,
            open: false,
            passed: false,
          },
        }),
      ),
      'POST /courseware/heartbeat': ok(
        beatAnswerOf({
          progress: progressOf({ learnedSeconds: 540, progress: 100, completedAt: NOW, seq: 1 }),
          courseProgress: 100,
          courseCompleted: true,
          finalExamOpen: true,
        }),
      ),
    });
    const router = open();
    const player = await video();
    await player.play();
    expect(await screen.findByText('You have completed this course')).toBeVisible();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    // The course's detail is read again: the next courseware unlocks.
    await waitFor(() => expect(calls('GET /course/detail').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Go to the exam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/preview'));
    expect(router.state.location.search).toBe('?paperId=paper-9');
  });

  it('opens the completion signature when a heartbeat says it is due', async () => {
    serve({
      'GET /course/detail': ok(
        courseOf({ rules: { ...courseOf().rules, completionSignature: true } }),
      ),
      'POST /courseware/heartbeat': ok(beatAnswerOf({ completionSignatureDue: true })),
    });
    open();
    await (await video()).play();
    const pad = await screen.findByRole('dialog', { name: 'Signature at completion' });
    await waitFor(() => expect(pad).toBeVisible());
    expect(within(pad).getByRole('button', { name: 'Save' })).toBeVisible();

    // Put off, it is not pressed on the learner at every beat: the course's progress offers it.
    const user = userEvent.setup();
    await user.click(within(pad).getByRole('button', { name: 'Exit' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Signature at completion' }),
      ).not.toBeInTheDocument(),
    );
    const progress = screen.getByRole('region', { name: 'Course progress' });
    expect(within(progress).getByText('Sign to complete this course.')).toBeVisible();
    await user.click(within(progress).getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByRole('dialog', { name: 'Signature at completion' }),
    ).toBeInTheDocument();
  });

  it('pauses at a quiz point, judges the answer and plays on', async () => {
    const user = userEvent.setup();
    const question = questionOf(QuestionType.SINGLE_CHOICE, {
      questionId: 'q-helmet',
      content: '<p>Which item protects your head?</p>',
      options: options('Gloves', 'Helmet', 'Boots'),
    });
    serve({
      'POST /courseware/start': ok(
        sessionOf({ quizzes: [{ quizId: 'quiz-1', at: 30, answered: false }] }),
      ),
      'GET /courseware/quiz': ok({ quizId: 'quiz-1', at: 30, question }),
      'POST /courseware/quiz/answer': (config) =>
        ok({
          quizId: 'quiz-1',
          answer: JSON.parse(String(config.data)).answer,
          status: 'right',
          correct: true,
          key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
          analysis: null,
          answeredAt: NOW,
        }),
    });
    open();
    const player = await video();
    await player.play();
    playTo(player, 29);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    playTo(player, 30);
    const quiz = await screen.findByRole('dialog', { name: 'Quiz' });
    expect(player.paused).toBe(true);
    const stem = await within(quiz).findByText('Which item protects your head?');
    // The dialog may still be on its way in.
    await waitFor(() => expect(stem).toBeVisible());

    await user.click(within(quiz).getByRole('radio', { name: /Helmet/ }));
    await user.click(within(quiz).getByRole('button', { name: 'Submit answer' }));
    expect(await within(quiz).findByText('Right')).toBeInTheDocument();
    expect(bodies('POST /courseware/quiz/answer')).toEqual([
      {
        coursewareId: 'cw-video',
        quizId: 'quiz-1',
        answer: { questionType: QuestionType.SINGLE_CHOICE, choice: 'k2' },
      },
    ]);
    await user.click(within(quiz).getByRole('button', { name: 'Continue learning' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Quiz' })).not.toBeInTheDocument(),
    );
    expect(player.paused).toBe(false);
  });

  it('seeks the video to a note’s second, and to the URL’s `at` on opening', async () => {
    const user = userEvent.setup();
    serve({
      'GET /course/notes': ok({
        list: [
          noteOf(),
          noteOf({ noteId: 'note-2', at: 200, mine: false, authorName: 'Lee', content: 'Exits' }),
        ],
        total: 2,
      }),
    });
    open('courseId=course-1&at=75');
    const player = await video();
    Object.defineProperty(player, 'duration', { configurable: true, value: 600 });
    await waitFor(() => expect(player.getAttribute('src')).not.toBeNull());
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(75);

    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Helmets first')).toBeVisible();
    expect(within(notes).getByText('Lee')).toBeVisible();
    await user.click(within(notes).getByRole('button', { name: 'Go to 03:20' }));
    expect(player.currentTime).toBe(200);
  });

  it('writes a note at the second being learned', async () => {
    const user = userEvent.setup();
    serve({ 'POST /course/note/save': (config) => ok(noteOf(JSON.parse(String(config.data)))) });
    open();
    const player = await video();
    playTo(player, 95);
    const notes = screen.getByRole('region', { name: 'Notes' });
    await user.type(within(notes).getByRole('textbox', { name: 'Note' }), 'Check the exits');
    await user.click(within(notes).getByRole('switch'));
    await user.click(within(notes).getByRole('button', { name: 'Add note at 01:35' }));
    await waitFor(() =>
      expect(bodies('POST /course/note/save')).toEqual([
        { coursewareId: 'cw-video', content: 'Check the exits', isPublic: true, at: 95 },
      ]),
    );
  });

  it('pauses a picture left untouched and asks whether to continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      serve({
        'POST /courseware/start': ok(
          sessionOf({ kind: 'picture', name: 'Exit plan', url: '/h5/api/files/exits.png' }),
        ),
      });
      open();
      expect(await screen.findByRole('img', { name: 'Exit plan' })).toBeVisible();
      await waitFor(() => expect(calls('POST /courseware/heartbeat')).toHaveLength(1));

      await act(async () => {
        await vi.advanceTimersByTimeAsync(INACTIVE_SECONDS * 1_000);
      });
      const dialog = await screen.findByRole('dialog', { name: 'Learning paused' });
      const phases = () =>
        bodies<TPostCoursewareHeartbeatRequest>('POST /courseware/heartbeat').map(
          (beat) => beat.phase,
        );
      // Ticks while shown, then a stop: nothing more is counted while the dialog waits.
      await waitFor(() => expect(phases().at(-1)).toBe('stop'));
      expect(phases().slice(0, 2)).toEqual(['start', 'tick']);
      const paused = phases().length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(phases()).toHaveLength(paused);

      await user.click(within(dialog).getByRole('button', { name: 'Continue learning' }));
      await waitFor(() => expect(phases()).toHaveLength(paused + 1));
      expect(phases().at(-1)).toBe('start');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the catalogue entries with their progress', async () => {
    serve({
      'GET /course/detail': ok(
        courseOf({
          coursewares: [
            coursewareOf({ progress: progressOf({ progress: 100, completedAt: NOW }) }),
            coursewareOf({
              coursewareId: 'cw-pdf',
              name: 'Handbook',
              kind: 'pdf',
              pageCount: 3,
              durationSeconds: null,
            }),
          ],
        }),
      ),
      'POST /courseware/start': ok(
        sessionOf({ coursewareId: 'cw-pdf', kind: 'pdf', name: 'Handbook', pageCount: 3 }),
      ),
    });
    open();
    const catalogue = await screen.findByRole('navigation', { name: 'Courseware' });
    expect(await within(catalogue).findByText('Completed')).toBeVisible();
    expect(within(catalogue).getByText(/3 pages/)).toBeVisible();
    await waitFor(() =>
      expect(bodies('POST /courseware/start')).toEqual([{ coursewareId: 'cw-pdf' }]),
    );
  });
});
