/** An HLS playlist, by its file's extension (spec §1 video and live replay). */
export const isHlsUrl = (url: string) => /\.m3u8(?:$|[?#])/i.test(url);

/** What the browser says when it plays HLS by itself (Safari, iOS, recent Chromium on Android). */
const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Points `media` at `url`: MP4 and MP3 and HLS where the browser plays it natively as they are,
 * other HLS through hls.js, loaded only then (180 kB gzip). Answers how to let go of it.
 */
export async function attachMediaSource(media: HTMLMediaElement, url: string) {
  const plain = () => {
    media.src = url;
    return () => {
      media.removeAttribute('src');
    };
  };
  if (!isHlsUrl(url) || media.canPlayType(HLS_MIME) !== '') return plain();
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) return plain();
  const hls = new Hls();
  hls.loadSource(url);
  hls.attachMedia(media);
  return () => hls.destroy();
}
