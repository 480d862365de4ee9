import { afterEach, describe, expect, it, vi } from 'vitest';

const { hlsInstances, supported } = vi.hoisted(() => ({
  hlsInstances: [] as { source: string; media: HTMLMediaElement | null; destroyed: boolean }[],
  supported: { value: true },
}));

vi.mock('hls.js', () => ({
  default: class {
    static isSupported = () => supported.value;
    source = '';
    media: HTMLMediaElement | null = null;
    destroyed = false;
    constructor() {
      hlsInstances.push(this);
    }
    loadSource(source: string) {
      this.source = source;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  },
}));

import { attachMediaSource, isHlsUrl } from './media-source';

afterEach(() => {
  hlsInstances.length = 0;
  supported.value = true;
});

describe('attachMediaSource', () => {
  it('tells HLS playlists by their extension', () => {
    expect(isHlsUrl('/h5/api/files/talk/index.m3u8')).toBe(true);
    expect(isHlsUrl('/h5/api/files/talk/index.M3U8?token=1')).toBe(true);
    expect(isHlsUrl('/h5/api/files/talk.mp4')).toBe(false);
  });

  it('plays MP4 as it is, without loading hls.js', async () => {
    const video = document.createElement('video');
    await attachMediaSource(video, '/h5/api/files/safety.mp4');
    expect(video.getAttribute('src')).toBe('/h5/api/files/safety.mp4');
    expect(hlsInstances).toHaveLength(0);
  });

  it('plays HLS through hls.js where the browser has no native HLS, and lets it go', async () => {
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('');
    const detach = await attachMediaSource(video, '/h5/api/files/talk/index.m3u8');
    expect(hlsInstances).toEqual([
      expect.objectContaining({ source: '/h5/api/files/talk/index.m3u8', media: video }),
    ]);
    expect(video.getAttribute('src')).toBeNull();
    detach();
    expect(hlsInstances[0]?.destroyed).toBe(true);
  });

  it('leaves HLS to a browser that plays it natively', async () => {
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('maybe');
    await attachMediaSource(video, '/h5/api/files/talk/index.m3u8');
    expect(video.getAttribute('src')).toBe('/h5/api/files/talk/index.m3u8');
    expect(hlsInstances).toHaveLength(0);
  });

  it('falls back to the playlist itself where hls.js cannot run', async () => {
    supported.value = false;
    const video = document.createElement('video');
    vi.spyOn(video, 'canPlayType').mockReturnValue('');
    await attachMediaSource(video, '/h5/api/files/talk/index.m3u8');
    expect(video.getAttribute('src')).toBe('/h5/api/files/talk/index.m3u8');
  });
});
