import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { postUploadFile as endpoint } from '@lectern/contracts/common/post-upload-file';
import { DEFAULT_UPLOAD_FILE_TYPE } from '@lectern/contracts/common/upload';
import { upload, type TTransferOptions } from './api-client';

/**
 * POST /sys/uploadFile (spec §7 Upload, signed in): answers the absolute file URL. Every feature
 * that takes files uses it, so it lives here rather than in one feature.
 */
export const postUploadFile = (
  file: File,
  options: TTransferOptions & { fileType?: number } = {},
) => {
  const { fileType = DEFAULT_UPLOAD_FILE_TYPE, ...transfer } = options;
  return upload(endpoint, file, { fileType }, transfer);
};

/**
 * Upload with its progress in percent: null before the first upload and after a failed one;
 * a finished upload stays at 100 so the learner sees it completed.
 */
export function usePostUploadFile() {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setPercent(0);
      return postUploadFile(file, { onProgress: setPercent });
    },
    onSuccess: () => setPercent(100),
    onError: () => setPercent(null),
  });
  return { ...mutation, percent };
}
