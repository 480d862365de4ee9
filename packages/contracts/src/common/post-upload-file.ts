import { defineEndpoint } from './endpoint';
import { ZUploadResponse } from './upload';

export const postUploadFile = defineEndpoint({
  method: 'POST',
  path: '/sys/uploadFile',
  access: 'member',
  summary: 'Upload as a signed-in learner (multipart: file, fileType default 1)',
  multipartFields: ['file', 'fileType'],
  response: ZUploadResponse,
});
