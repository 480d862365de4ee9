import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { postProctoringRecording } from '../../api/post-proctoring-recording';
import { createChunkUploads } from './recording-chunks';

vi.mock('../../api/post-proctoring-recording', () => ({ postProctoringRecording: vi.fn() }));
const post = vi.mocked(postProctoringRecording);

const chunk = (text: string) => new Blob([text]);
const sent = () => post.mock.calls.map(([, fields]) => fields.sequence);

beforeEach(() => {
  window.localStorage.clear();
  post.mockReset();
  post.mockResolvedValue({ sequence: 0 });
});
afterEach(() => vi.useRealTimers());

describe('the chunks of a sheet recording (issue 21)', () => {
  it('numbers them on from the last chunk this browser gave, after a reload too', async () => {
    const first = createChunkUploads('sheet-1', 'screen');
    first.push(chunk('a'));
    first.push(chunk('b'));
    await first.flush();
    // The page is loaded again and the learner shares the screen again.
    const again = createChunkUploads('sheet-1', 'screen');
    again.push(chunk('c'));
    await again.flush();
    expect(sent()).toEqual([0, 1, 2]);
    // Another source, or another sheet, counts from 0.
    createChunkUploads('sheet-1', 'phone').push(chunk('d'));
    createChunkUploads('sheet-2', 'screen').push(chunk('e'));
    await vi.waitFor(() => expect(sent()).toEqual([0, 1, 2, 0, 0]));
  });

  it('keeps a chunk the connection lost and sends it again with its number', async () => {
    post.mockRejectedValueOnce(new ApiError(ClientFailure.NETWORK, null));
    const uploads = createChunkUploads('sheet-3', 'screen');
    uploads.push(chunk('a'));
    uploads.push(chunk('b'));
    await vi.waitFor(() => expect(sent()).toEqual([0]));
    await uploads.flush();
    expect(sent()).toEqual([0, 0, 1]);
  });

  it('skips empty chunks', async () => {
    const uploads = createChunkUploads('sheet-4', 'screen');
    uploads.push(new Blob([]));
    await uploads.flush();
    expect(post).not.toHaveBeenCalled();
  });
});
