import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type {
  TPostProctoringEventRequest,
  TPostProctoringEventResponse,
} from '@lectern/contracts/exams/post-proctoring-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { ProctoringReporter } from './proctoring-reporter';

const standing = (noFace: number, submitted = false): TPostProctoringEventResponse => ({
  counts: { noFace, multipleFaces: 0, faceMismatch: 0, noise: 0 },
  limits: { noFace: 2, multipleFaces: null, faceMismatch: null, noise: null },
  submitted,
});

const snapshot = () => new File(['jpeg'], 'snapshot.jpg', { type: 'image/jpeg' });

const setUp = (
  postEvent: (event: TPostProctoringEventRequest) => Promise<TPostProctoringEventResponse>,
) => {
  const listeners = { onStanding: vi.fn(), onSubmitted: vi.fn(), onClosed: vi.fn() };
  const uploadSnapshot = vi.fn(async () => '/files/snapshot.jpg');
  const post = vi.fn(postEvent);
  const reporter = new ProctoringReporter(
    'sheet-1',
    { uploadSnapshot, postEvent: post },
    listeners,
  );
  return { reporter, listeners, uploadSnapshot, post };
};

describe('ProctoringReporter', () => {
  it('uploads the snapshot, then reports the violation with its URL and passes on the counts', async () => {
    const { reporter, listeners, uploadSnapshot, post } = setUp(async () => standing(1));
    reporter.report('noFace', snapshot(), 1_000);
    await vi.waitFor(() => expect(listeners.onStanding).toHaveBeenCalledWith(standing(1)));
    expect(uploadSnapshot).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        answerSheetId: 'sheet-1',
        kind: 'noFace',
        snapshotUrl: '/files/snapshot.jpg',
        observedAt: 1_000,
      }),
    );
    expect(listeners.onSubmitted).not.toHaveBeenCalled();
  });

  it('keeps a report the connection lost, and sends it again with the same event id', async () => {
    let calls = 0;
    const { reporter, listeners, uploadSnapshot, post } = setUp(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(ClientFailure.NETWORK, null);
      return standing(1);
    });
    reporter.report('noFace', snapshot());
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(reporter.pending()).toBe(1));
    await reporter.send();
    expect(listeners.onStanding).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0].eventId).toBe(post.mock.calls[1]?.[0].eventId);
    // The snapshot went up once; the second try reuses its URL.
    expect(uploadSnapshot).toHaveBeenCalledTimes(1);
  });

  it('hands over when the server submitted the sheet, and reports nothing more', async () => {
    const { reporter, listeners, post } = setUp(async () => standing(3, true));
    reporter.report('noFace', null);
    await vi.waitFor(() => expect(listeners.onSubmitted).toHaveBeenCalledTimes(1));
    reporter.report('noFace', null);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('hands over when the sheet is already closed', async () => {
    const { reporter, listeners } = setUp(async () => {
      throw new ApiError(ErrorCode.EXAM_SUBMITTED_OR_DELETED, null);
    });
    reporter.report('multipleFaces', null);
    await vi.waitFor(() =>
      expect(listeners.onClosed).toHaveBeenCalledWith(ErrorCode.EXAM_SUBMITTED_OR_DELETED),
    );
  });
});
