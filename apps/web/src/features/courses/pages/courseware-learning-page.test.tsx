import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { courseOf, sessionOf } from '../test/learning-fixtures';
import { stubMediaElements } from '../test/media-stubs';
import { CoursewareLearningPage } from './courseware-learning-page';

const PATH = '/exam/learncourseware/detail';
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  stubMediaElements();
});
afterEach(() => {
  api?.restore();
  api = undefined;
});

const requested = (path: string) =>
  (api?.requests ?? []).filter(
    (request) => `${request.method?.toUpperCase()} ${request.url}` === path,
  );

describe('CoursewareLearningPage', () => {
  it('learns one courseware, its course taken from the session', async () => {
    const user = userEvent.setup();
    api = fakeApi(
      byPath({
        'POST /courseware/start': ok(sessionOf()),
        'GET /course/detail': ok(courseOf()),
        'GET /course/notes': ok({ list: [], total: 0 }),
      }),
    );
    const router = renderRoute(<CoursewareLearningPage />, `${PATH}?coursewareId=cw-video`, {
      destinations: ['/exam/learn/course/detail'],
    });
    expect(
      await screen.findByLabelText('Safety basics (video)', { selector: 'video' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Workplace safety')).toBeVisible();
    expect(requested('GET /course/detail')[0]?.params).toMatchObject({ courseId: 'course-1' });
    // Focused: no catalogue, a way to the whole course.
    expect(screen.queryByRole('navigation', { name: 'Courseware' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Whole course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/learn/course/detail'));
    expect(router.state.location.search).toBe('?courseId=course-1&coursewareId=cw-video');
  });

  it('shows a refusal before any session', async () => {
    api = fakeApi(byPath({ 'POST /courseware/start': failure('300502') }));
    renderRoute(<CoursewareLearningPage />, `${PATH}?coursewareId=cw-gone`);
    expect(await screen.findByText('The courseware does not exist')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to courses' })).toBeVisible();
  });
});
