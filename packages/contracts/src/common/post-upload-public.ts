import { defineEndpoint } from './endpoint';
import { ZUploadResponse } from './upload';

export const postUploadPublic = defineEndpoint({
  method: 'POST',
  path: '/sys/upload/public',
  access: 'public',
  summary: 'Upload before login (multipart: file, fileType default 1, factoryCode)',
  multipartFields: ['file', 'fileType', 'factoryCode'],
  response: ZUploadResponse,
});
