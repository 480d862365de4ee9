import { API_BASE } from '@lectern/contracts/common/endpoint';
import { FILES_PATH } from '@lectern/contracts/common/upload';

const FILE_PATH_PATTERN = new RegExp(`^${API_BASE}${FILES_PATH}/([A-Za-z0-9_-]+)/[^/?#]+$`);

/** Site-relative URL of an upload: `/h5/api/files/{fileId}/{encoded original name}`. */
export const fileUrlPath = (uploadId: string, originalName: string) =>
  `${API_BASE}${FILES_PATH}/${uploadId}/${encodeURIComponent(originalName)}`;

/** The upload id a file URL (absolute or site-relative) points at, or null. */
export const uploadIdOfUrl = (url: string) => {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  return FILE_PATH_PATTERN.exec(path)?.[1] ?? null;
};
