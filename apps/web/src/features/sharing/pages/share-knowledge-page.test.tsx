import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareKind } from '@lectern/contracts/common/share-links';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { SharingPaths } from '../sharing.feature';
import { ShareKnowledgePage } from './share-knowledge-page';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
});

const shareTime = Date.parse('2024-05-06T02:00:00Z');

describe('share knowledge (spec §2 /personal/shareKnowledge)', () => {
  it("lists the learner's links with their titles and opens", async () => {
    api = fakeApi(
      byPath({
        'GET /share/mine': ok({
          list: [
            {
              token: 'abcdefghijklmnopqrstuvwx',
              kind: ShareKind.COURSE,
              targetId: 'c1',
              title: 'Fire Safety Basics',
              path: '/h5/p/personal/shareKnowledge?token=abcdefghijklmnopqrstuvwx',
              createTime: shareTime,
              opens: 3,
            },
            {
              token: 'bcdefghijklmnopqrstuvwxy',
              kind: ShareKind.NOTE,
              targetId: 'n1',
              title: null,
              path: '/h5/p/personal/shareKnowledge?token=bcdefghijklmnopqrstuvwxy',
              createTime: shareTime,
              opens: 0,
            },
          ],
          total: 2,
        }),
      }),
    );
    renderRoute(<ShareKnowledgePage />, SharingPaths.SHARE_KNOWLEDGE);
    expect(await screen.findByText('Fire Safety Basics')).toBeInTheDocument();
    expect(screen.getByText(/Opens: 3/)).toBeInTheDocument();
    expect(screen.getByText('(no longer available)')).toBeInTheDocument();
    expect(screen.getByText('Course')).toBeInTheDocument();
    expect(screen.getByText('Note')).toBeInTheDocument();
  });

  it('says when the learner has shared nothing', async () => {
    api = fakeApi(byPath({ 'GET /share/mine': ok({ list: [], total: 0 }) }));
    renderRoute(<ShareKnowledgePage />, SharingPaths.SHARE_KNOWLEDGE);
    expect(await screen.findByText('You have not shared anything yet')).toBeInTheDocument();
  });

  it('previews a shared course with a button to open it', async () => {
    api = fakeApi(
      byPath({
        'GET /share/preview': ok({
          shareTime,
          item: {
            kind: ShareKind.COURSE,
            courseId: 'c1',
            name: 'Fire Safety Basics',
            coverUrl: null,
            introduction: '<p>Where the exits are</p>',
          },
        }),
      }),
    );
    renderRoute(
      <ShareKnowledgePage />,
      `${SharingPaths.SHARE_KNOWLEDGE}?token=abcdefghijklmnopqrstuvwx`,
    );
    expect(await screen.findByRole('heading', { name: 'Fire Safety Basics' })).toBeInTheDocument();
    expect(screen.getByText('Where the exits are')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      expect.stringContaining('/exam/learn/course?courseId=c1') as unknown as string,
    );
    expect(api.requests.find((request) => request.url === '/share/preview')?.params).toMatchObject({
      token: 'abcdefghijklmnopqrstuvwx',
    });
  });

  it('shows a shared note with the question it is written on', async () => {
    api = fakeApi(
      byPath({
        'GET /share/preview': ok({
          shareTime,
          item: {
            kind: ShareKind.NOTE,
            content: 'Exits first, then the alarm',
            subjectStem: '<p>What do you do first in a fire?</p>',
            updateTime: shareTime,
          },
        }),
      }),
    );
    renderRoute(
      <ShareKnowledgePage />,
      `${SharingPaths.SHARE_KNOWLEDGE}?token=abcdefghijklmnopqrstuvwx`,
    );
    expect(await screen.findByText('Exits first, then the alarm')).toBeInTheDocument();
    expect(screen.getByText('What do you do first in a fire?')).toBeInTheDocument();
  });

  it('says a question the learner may not see is refused', async () => {
    api = fakeApi(byPath({ 'GET /share/preview': failure('309232') }));
    renderRoute(
      <ShareKnowledgePage />,
      `${SharingPaths.SHARE_KNOWLEDGE}?token=abcdefghijklmnopqrstuvwx`,
    );
    expect(await screen.findByText('You may not see this shared question')).toBeInTheDocument();
  });
});
