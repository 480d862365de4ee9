import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCourseComment } from '@lectern/contracts/courses/course-comments';
import type { TCourseDetail } from '@lectern/contracts/courses/courses';
import { byPath, failure, fakeApi, ok, type TFakeAnswer } from '@/test/fake-api';
import { CoursePaths, LinkedPaths, coursePath } from '../courses.feature';
import {
  bodiesOf,
  callsOf,
  commentOf,
  detailOf,
  renderPage,
  runOf,
} from '../test/courses-fixtures';
import { CourseDetailPage } from './course-detail-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

type TServe = {
  detail?: TCourseDetail;
  comments?: TCourseComment[];
  answers?: Record<string, TFakeAnswer>;
};

/** Serves a course; a redemption, a start and a comment change what the detail answers next. */
function serve({ detail = detailOf(), comments = [commentOf()], answers = {} }: TServe = {}) {
  let course = detail;
  let shown = comments;
  api = fakeApi(
    byPath({
      'GET /course/detail': () => ok(course),
      'POST /course/click': () => ok({ clickCount: course.clickCount + 1 }),
      'GET /course/comments': () =>
        ok({ list: shown, total: shown.length, commentInfo: course.commentInfo }),
      'POST /course/redeem': () => {
        course = { ...course, redeemed: true };
        return ok({ redeemed: true, totalCredit: 150 });
      },
      'POST /course/start': () => {
        course = { ...course, run: course.run ?? runOf({ learnedSeconds: 0, progress: 0 }) };
        return ok(course.run);
      },
      'POST /course/favourite': (config) => {
        const { favourite } = JSON.parse(String(config.data)) as { favourite: boolean };
        course = { ...course, favourite };
        return ok({ favourite });
      },
      'POST /courseware/favourite': (config) => {
        const { coursewareId, favourite } = JSON.parse(String(config.data)) as {
          coursewareId: string;
          favourite: boolean;
        };
        course = {
          ...course,
          coursewares: course.coursewares.map((courseware) =>
            courseware.coursewareId === coursewareId ? { ...courseware, favourite } : courseware,
          ),
        };
        return ok({ favourite });
      },
      'POST /course/comment': (config) => {
        const { content, score } = JSON.parse(String(config.data)) as {
          content: string;
          score: number;
        };
        const mine = commentOf({
          commentId: 'comment-mine',
          content,
          score,
          authorName: 'Dana Demo',
          mine: true,
        });
        shown = [mine, ...shown.filter((comment) => !comment.mine)];
        return ok(mine);
      },
      ...answers,
    }),
  );
  return api;
}

const requests = () => api?.requests ?? [];
const open = (courseId = 'course-1', tab?: string) =>
  renderPage(
    <CourseDetailPage />,
    tab ? `${coursePath(courseId)}&tab=${tab}` : coursePath(courseId),
  );

describe('course detail (spec §2 /exam/learn/course, §3, §4)', () => {
  it('shows the course, counts the visit once, and shows the rules and introduction', async () => {
    serve();
    open();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Workplace safety basics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Credit 2')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('2024-03-01 08:00:00')).toBeInTheDocument();
    expect(screen.getByText('3 · 1 h 15 min 00 s')).toBeInTheDocument();
    expect(screen.getByText('128')).toBeInTheDocument();
    expect(screen.getAllByText('4.5 · Comments 2')[0]).toBeInTheDocument();
    // The click is counted, and the count the server answers is shown.
    expect(await screen.findByText('2049')).toBeInTheDocument();

    expect(screen.getByText('You have not started this course yet.')).toBeInTheDocument();
    const rules = screen.getByText('What this course asks').closest('.ant-card') as HTMLElement;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sign before you start',
      'Learn the courseware in order',
      'At most 3 learning attempts',
      'A certificate on completion',
    ]);
    expect(screen.getByText('spot hazards')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start learning' })).toBeInTheDocument();

    // Starring the course and changing tabs read and render it again: no other visit counted.
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Favourite Workplace safety basics' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Favourite Workplace safety basics' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(bodiesOf(requests(), 'POST /course/favourite')).toEqual([
      { courseId: 'course-1', favourite: true },
    ]);
    await u.click(screen.getByRole('tab', { name: 'Catalogue (3)' }));
    expect(await screen.findByRole('list', { name: 'Catalogue' })).toBeInTheDocument();
    expect(bodiesOf(requests(), 'POST /course/click')).toEqual([{ courseId: 'course-1' }]);
  });

  it('starts the course and opens the learning screen', async () => {
    serve();
    const router = open();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Start learning' }));

    expect(await screen.findByText(`Opened ${CoursePaths.COURSE_LEARNING}`)).toBeInTheDocument();
    expect(bodiesOf(requests(), 'POST /course/start')).toEqual([{ courseId: 'course-1' }]);
    expect(router.state.location.search).toBe('?courseId=course-1');
  });

  it('does not open the learning screen when the start is refused, and says why', async () => {
    serve({
      detail: detailOf({ run: runOf({ attemptsUsed: 3 }) }),
      answers: { 'POST /course/start': failure('300533') },
    });
    const router = open();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Continue learning' }));

    expect(await screen.findByText('Insufficient learning count')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(CoursePaths.COURSE);
  });

  it('redeems a priced course after a confirmation showing its price', async () => {
    serve({ detail: detailOf({ pointsPrice: 100, redeemed: false }) });
    open();
    const u = userEvent.setup();
    expect(await screen.findByText('100 points')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start learning' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Redeem for 100 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem this course?' });
    expect(
      within(dialog).getByText(
        'Redeeming “Workplace safety basics” takes 100 points from your credit.',
      ),
    ).toBeInTheDocument();
    expect(callsOf(requests(), 'POST /course/redeem')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    await waitFor(() =>
      expect(bodiesOf(requests(), 'POST /course/redeem')).toEqual([{ courseId: 'course-1' }]),
    );
    expect(await screen.findByText('Course redeemed. Your credit is now 150.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start learning' })).toBeInTheDocument();
    expect(screen.getByText('Redeemed')).toBeInTheDocument();
  });

  it('tells the learner when their credit is short of the price (309191)', async () => {
    serve({
      detail: detailOf({ pointsPrice: 500, redeemed: false }),
      answers: { 'POST /course/redeem': failure('309191') },
    });
    open();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Redeem for 500 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem this course?' });
    await u.click(within(dialog).getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Not enough points to redeem this course')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem for 500 points' })).toBeInTheDocument();
  });

  it('shows the learner’s run: time, last learned, progress, times, status and attempts', async () => {
    serve({ detail: detailOf({ run: runOf({ status: 1 }) }) });
    open();

    const record = (await screen.findByText('My learning record')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(record).getByText('Learning paused')).toBeInTheDocument();
    expect(within(record).getByText('12 min')).toBeInTheDocument();
    expect(within(record).getByText('2024-05-07 20:15:00')).toBeInTheDocument();
    expect(within(record).getByText('1 of 3')).toBeInTheDocument();
    expect(within(record).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(
      screen.getByText(/Learning paused after a screen switch, inactivity/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue learning' })).toBeEnabled();
  });

  it('keeps a forbidden learner from starting (spec §4 status 2)', async () => {
    serve({ detail: detailOf({ run: runOf({ status: 2 }) }) });
    open();
    expect(await screen.findByRole('button', { name: 'Continue learning' })).toBeDisabled();
    expect(screen.getAllByText('Learning forbidden').length).toBeGreaterThan(0);
  });

  it('lists the catalogue with kinds, lengths, progress, completion and locks, and opens a reachable courseware', async () => {
    serve({ detail: detailOf({ run: runOf() }) });
    const router = open('course-1', 'catalogue');
    const u = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Catalogue' });
    const [video, pdf, picture] = within(list).getAllByRole('listitem');
    expect(video).toHaveTextContent('Hazards on the floor');
    expect(video).toHaveTextContent('Video · 10 min 00 s');
    expect(within(video!).getByText('Completed')).toBeInTheDocument();
    expect(pdf).toHaveTextContent('PDF · 12 pages');
    expect(
      within(pdf!).getByRole('progressbar', { name: 'Progress of Safety handbook' }),
    ).toHaveAttribute('aria-valuenow', '50');
    expect(within(picture!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(picture!).queryByRole('button', { name: 'Exit map' })).toBeNull();

    await u.click(within(pdf!).getByRole('button', { name: 'Favourite Safety handbook' }));
    await waitFor(() =>
      expect(bodiesOf(requests(), 'POST /courseware/favourite')).toEqual([
        { coursewareId: 'cw-pdf', favourite: true },
      ]),
    );
    await waitFor(() =>
      expect(
        within(pdf!).getByRole('button', { name: 'Favourite Safety handbook' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );

    await u.click(within(pdf!).getByRole('button', { name: 'Safety handbook' }));
    expect(await screen.findByText(`Opened ${CoursePaths.COURSE_LEARNING}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?courseId=course-1&coursewareId=cw-pdf');
  });

  it('keeps a priced course’s courseware closed until it is redeemed', async () => {
    serve({ detail: detailOf({ pointsPrice: 100, redeemed: false }) });
    open('course-1', 'catalogue');
    expect(
      await screen.findByText('Redeem the course to open its courseware.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Catalogue' });
    expect(within(list).getByText('Safety handbook')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Safety handbook' })).toBeNull();
  });

  it('rates and comments once started, with 1–5 stars', async () => {
    serve({ detail: detailOf({ run: runOf() }) });
    open('course-1', 'comments');
    const u = userEvent.setup();

    expect(await screen.findByText('Clear and short.')).toBeInTheDocument();
    expect(screen.getByText('High score rate 100%')).toBeInTheDocument();
    expect(screen.getByText('Lee Learner')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Post comment' });
    expect(submit).toBeDisabled();

    const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
    await u.click(within(stars).getByRole('radio', { name: '4 of 5 stars' }));
    await u.type(screen.getByRole('textbox', { name: 'Your comment' }), '  Useful examples.  ');
    await u.click(submit);

    await waitFor(() =>
      expect(bodiesOf(requests(), 'POST /course/comment')).toEqual([
        { courseId: 'course-1', score: 4, content: 'Useful examples.' },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Update my comment' })).toBeInTheDocument();
    const mine = screen.getByText('Mine').closest('li') as HTMLElement;
    expect(within(mine).getByText('Useful examples.')).toBeInTheDocument();
    expect(within(mine).getByText('Dana Demo')).toBeInTheDocument();
    // The learner's comment stays in the form, to edit.
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Useful examples.');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Your rating' })).getByRole('radio', {
        name: '4 of 5 stars',
      }),
    ).toBeChecked();
  });

  it('asks to start the course before commenting', async () => {
    serve();
    open('course-1', 'comments');
    expect(
      await screen.findByText('Start learning this course to rate and comment on it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post comment' })).toBeNull();
  });

  it('shows when the final exam opens, and leads to its preview once open', async () => {
    serve({ detail: detailOf({ run: runOf() }) });
    open('course-1', 'finalExam');
    expect(await screen.findByText('Safety final exam')).toBeInTheDocument();
    expect(screen.getByText('Not open yet')).toBeInTheDocument();
    expect(
      screen.getByText('Opens after 30 minutes of study. You have studied 12 minutes so far.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to the exam' })).toBeNull();
  });

  it('opens the final exam’s preview by its paper', async () => {
    serve({
      detail: detailOf({
        run: runOf(),
        finalExam: {
          examId: 'exam-9',
          name: 'Safety final exam',
          opensAfterMinutes: null,
          open: true,
          passed: false,
        },
      }),
    });
    const router = open('course-1', 'finalExam');
    const u = userEvent.setup();
    expect(await screen.findByText('Opens when you complete the course.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Go to the exam' }));
    expect(await screen.findByText(`Opened ${LinkedPaths.EXAM_PREVIEW}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paperId=exam-9');
  });

  it('says so when the course does not exist', async () => {
    serve({ answers: { 'GET /course/detail': failure('300501') } });
    open('gone');
    expect(await screen.findByText('The course does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to courses/ })).toBeInTheDocument();
  });
});
