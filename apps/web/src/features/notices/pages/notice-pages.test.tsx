import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TNotice, TNoticeSummary } from '@lectern/contracts/notices/notice';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { NoticeDetailPage } from './notice-detail-page';
import { NoticeListPage } from './notice-list-page';
import { NoticePaths } from '../notices.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const published = (day: number) => new Date(2026, 10, day, 9, 0, 0).getTime();

const notices: TNoticeSummary[] = [
  { noticeId: 'n-2', title: 'Training plan 2027', publishTime: published(18), attachmentCount: 1 },
  { noticeId: 'n-1', title: 'Grading rules', publishTime: published(12), attachmentCount: 0 },
];

const plan: TNotice = {
  noticeId: 'n-2',
  title: 'Training plan 2027',
  content: '<p>Read the handbook.</p><p>\\[ S = 0.4 S_1 + 0.6 S_2 \\]</p><script>alert(1)</script>',
  publishTime: published(18),
  docUrls: ['/h5/api/files/f1/handbook.pdf'],
  docNames: ['Handbook.pdf'],
};

const lastListQuery = () =>
  api?.requests.filter((request) => request.url === '/notice/list').at(-1)?.params as
    Record<string, unknown> | undefined;

describe('notice list (spec §2 /notice)', () => {
  it('lists the notices newest first with their time and attachments, each leading to its detail', async () => {
    api = fakeApi(byPath({ 'GET /notice/list': ok({ list: notices, total: 2 }) }));
    const router = renderRoute(<NoticeListPage />, NoticePaths.NOTICES, {
      destinations: [NoticePaths.NOTICE_DETAIL],
    });
    expect(await screen.findByRole('heading', { name: 'Notices' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Training plan 20272026-11-18 09:00:00 Attachments: 1',
      'Grading rules2026-11-12 09:00:00',
    ]);
    expect(lastListQuery()).toMatchObject({ pageNum: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('link', { name: 'Training plan 2027' }));
    expect(router.state.location.pathname).toBe(NoticePaths.NOTICE_DETAIL);
    expect(router.state.location.search).toBe('?noticeId=n-2');
  });

  it('searches by title from the first page, keeping the search in the address', async () => {
    api = fakeApi(byPath({ 'GET /notice/list': ok({ list: notices, total: 25 }) }));
    const router = renderRoute(<NoticeListPage />, `${NoticePaths.NOTICES}?pageNum=3`);
    await screen.findByText('25 in total');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search notice titles' }),
      ' plan {Enter}',
    );
    await waitFor(() => expect(lastListQuery()).toMatchObject({ title: 'plan', pageNum: 1 }));
    expect(router.state.location.search).toBe('?title=plan');
  });

  it("says 'no data' when there is no notice", async () => {
    api = fakeApi(byPath({ 'GET /notice/list': ok({ list: [], total: 0 }) }));
    renderRoute(<NoticeListPage />, NoticePaths.NOTICES);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});

describe('notice detail (spec §2 /notice/detail)', () => {
  it('shows the sanitised rich text with its formula and lists the attachments', async () => {
    api = fakeApi(byPath({ 'GET /notice/detail': ok(plan) }));
    renderRoute(<NoticeDetailPage />, `${NoticePaths.NOTICE_DETAIL}?noticeId=n-2`);
    expect(await screen.findByRole('heading', { name: 'Training plan 2027' })).toBeInTheDocument();
    expect(api.requests[0]?.params).toMatchObject({ noticeId: 'n-2' });
    expect(screen.getByText('Published 2026-11-18 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('Read the handbook.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.katex-mathml annotation')).toHaveTextContent(
        'S = 0.4 S_1 + 0.6 S_2',
      ),
    );
    expect(document.querySelector('.lectern-article script')).toBeNull();

    const attachments = screen.getByRole('list', { name: 'Attachments' });
    expect(within(attachments).getByText('Handbook.pdf')).toBeInTheDocument();
    expect(
      within(attachments).getByRole('button', { name: 'Download Handbook.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(attachments).getByRole('button', { name: 'Preview Handbook.pdf' }),
    ).toBeInTheDocument();
  });

  it("shows 'no data' for a notice the learner cannot see, after the api client's warning", async () => {
    api = fakeApi(byPath({ 'GET /notice/detail': failure('300213') }));
    renderRoute(<NoticeDetailPage />, `${NoticePaths.NOTICE_DETAIL}?noticeId=elsewhere`);
    // The warning toast and the page's empty state both say it.
    await waitFor(() => expect(screen.getAllByText('No data')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Back to notices' })).toHaveAttribute(
      'href',
      NoticePaths.NOTICES,
    );
  });
});
