import type { FastifyInstance } from 'fastify';
import { FILES_PATH } from '@lectern/contracts/uploads/upload';
import { postUploadFile } from '@lectern/contracts/uploads/post-upload-file';
import { postUploadPublic } from '@lectern/contracts/uploads/post-upload-public';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { uploadsService } from './uploads.service';

export const registerUploadsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const uploads = uploadsService(deps);
  registerEndpoint(api, deps.guards, postUploadPublic, ({ request }) =>
    uploads.uploadPublic(request),
  );
  registerEndpoint(api, deps.guards, postUploadFile, ({ request, session }) =>
    uploads.uploadAsMember(request, session),
  );
  api.route<{ Params: { fileId: string; fileName: string } }>({
    method: ['GET', 'HEAD'],
    url: `${FILES_PATH}/:fileId/:fileName`,
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: (request, reply) => uploads.download(request, reply, request.params.fileId),
  });
};
