import { API_BASE } from '@lectern/contracts/common/endpoint';
import { FILES_PATH } from '@lectern/contracts/common/upload';
import { absoluteFileUrl } from './file-types';
import { serviceWorkerInControl } from './service-worker';
import { KEEP_OFFLINE_HEADER } from './service-worker-caches';

const SERVED_FILES = `${window.location.origin}${API_BASE}${FILES_PATH}/`;

/**
 * Has the service worker keep pictures (their URLs as content gives them) for offline use, one
 * after the other so they never crowd the page's own requests. Only files this server serves are
 * kept; a picture already kept is answered by the worker without the network. Nothing happens
 * without a worker.
 */
export async function keepPicturesOffline(pictures: readonly string[]) {
  const served = new Set(
    pictures
      .map((picture) => absoluteFileUrl(picture))
      .filter((url): url is string => url?.startsWith(SERVED_FILES) ?? false),
  );
  if (served.size === 0) return;
  await serviceWorkerInControl();
  for (const url of served) {
    await fetch(url, { headers: { [KEEP_OFFLINE_HEADER]: '1' }, priority: 'low' })
      .then((response) => response.blob())
      .catch(() => undefined);
  }
}
