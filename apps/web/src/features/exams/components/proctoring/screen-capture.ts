import { stopStream } from '@/lib/camera/media-stream';

/** Whether the browser can share the screen at all (spec §8 'does not support screen sharing'). */
export const canShareScreen = () => typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/**
 * Asks for the whole screen (issue 21 desktop recording). Answers the stream, or null when the
 * learner refused or shared a window or a tab rather than the screen.
 */
export async function requestWholeScreen(): Promise<MediaStream | null> {
  const stream = await navigator.mediaDevices
    .getDisplayMedia({ video: { displaySurface: 'monitor' }, audio: false })
    .catch(() => null);
  const surface = stream?.getVideoTracks()[0]?.getSettings().displaySurface;
  // A browser that does not say what was shared is taken at its word.
  if (stream && surface !== undefined && surface !== 'monitor') {
    stopStream(stream);
    return null;
  }
  return stream;
}
