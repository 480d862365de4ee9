import type { FastifyInstance } from 'fastify';
import { getCertificateFind } from '@lectern/contracts/certificates/get-certificate-find';
import { getCertificateImage } from '@lectern/contracts/certificates/get-certificate-image';
import { getCertificateList } from '@lectern/contracts/certificates/get-certificate-list';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/endpoint-route';
import { readAuthorizationToken, TOKEN_COOKIE } from '../../platform/sessions/session-guard';
import { certificatesRepositories } from './certificates.repository';
import { certificatesService } from './certificates.service';

/** Spec §2 /personal/cert and /cert/find: the learner's certificates, their images, the lookup. */
export const registerCertificatesRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const certificates = certificatesService({ ...deps, repositories: certificatesRepositories });
  registerEndpoint(api, deps.guards, getCertificateList, ({ session, query }) =>
    certificates.list(session, query),
  );
  registerEndpoint(api, deps.guards, getCertificateFind, ({ query }) => certificates.find(query));
  // An <img> or a download link signs in with the login cookie, a script with its header.
  registerFileEndpoint(api, deps.guards, getCertificateImage, ({ query, request }) =>
    certificates.image(
      query,
      readAuthorizationToken(request) ?? request.cookies[TOKEN_COOKIE] ?? null,
      `${request.protocol}://${request.host}`,
    ),
  );
};
