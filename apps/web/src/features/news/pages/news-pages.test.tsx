import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TNewsItem, TNewsSummary } from '@lectern/contracts/news/news-item';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { NewsDetailPage } from './news-detail-page';
import { NewsListPage } from './news-list-page';
import { NewsPaths } from '../news.feature';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const published = (day: number) => new Date(2026, 10, day, 16, 0, 0).getTime();

const news: TNewsSummary[] = [
  {
    newsId: 'w-2',
    title: 'New platform launched',
    summary: 'Exams, notices and messages in one place.',
    coverUrl: '/h5/api/files/c2/launch.svg',
    publishTime: published(19),
  },
  {
    newsId: 'w-1',
    title: 'Best employer award',
    summary: '',
    coverUrl: null,
    publishTime: published(8),
  },
];

const launch: TNewsItem = {
  ...(news[0] as TNewsSummary),
  content:
    '<p>Launched today.</p><p><img src="/h5/api/files/c2/launch.svg" alt="The new platform"></p>',
  docUrls: [],
  docNames: [],
};

describe('news list (spec §2 /news)', () => {
  it('lists the news newest first with pictures and leads to each item', async () => {
    api = fakeApi(byPath({ 'GET /news/list': ok({ list: news, total: 2 }) }));
    const router = renderRoute(<NewsListPage />, NewsPaths.NEWS, {
      destinations: [NewsPaths.NEWS_DETAIL],
    });
    const list = await screen.findByRole('list', { name: 'News' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('New platform launched');
    expect(rows[0]).toHaveTextContent('Exams, notices and messages in one place.');
    expect(rows[0]).toHaveTextContent('2026-11-19 16:00:00');
    expect(rows[0]?.querySelector('img')).toHaveAttribute('src', '/h5/api/files/c2/launch.svg');
    expect(rows[1]?.querySelector('img')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Best employer award' }));
    expect(router.state.location.pathname).toBe(NewsPaths.NEWS_DETAIL);
    expect(router.state.location.search).toBe('?newsId=w-1');
  });

  it('searches news by title', async () => {
    api = fakeApi(byPath({ 'GET /news/list': ok({ list: news, total: 2 }) }));
    renderRoute(<NewsListPage />, NewsPaths.NEWS);
    await screen.findByText('2 in total');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search news titles' }),
      'award{Enter}',
    );
    await waitFor(() =>
      expect(api?.requests.at(-1)?.params).toMatchObject({ title: 'award', pageNum: 1 }),
    );
  });
});

describe('news detail (spec §2 /news/detail)', () => {
  it('shows the item with its pictures and no attachment list when it has none', async () => {
    api = fakeApi(byPath({ 'GET /news/detail': ok(launch) }));
    renderRoute(<NewsDetailPage />, `${NewsPaths.NEWS_DETAIL}?newsId=w-2`);
    expect(
      await screen.findByRole('heading', { name: 'New platform launched' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Launched today.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The new platform' })).toHaveAttribute(
      'src',
      '/h5/api/files/c2/launch.svg',
    );
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute(
      'href',
      NewsPaths.NEWS,
    );
  });
});
