import { FILES_PATH } from '@lectern/contracts/common/upload';
import { postUploadFile } from '@lectern/contracts/common/post-upload-file';
import { postUploadPublic } from '@lectern/contracts/common/post-upload-public';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { uploadsRepositories } from './uploads.repository';
import { uploadsService } from './uploads.service';

export const uploadsPlugin: FeaturePlugin = (api, deps) => {
  const uploads = uploadsService({ ...deps, repositories: uploadsRepositories });
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
