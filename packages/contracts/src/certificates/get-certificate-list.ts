import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZCertificate } from './certificate';

export const ZGetCertificateListRequest = ZPageQuery;
export type TGetCertificateListRequest = z.infer<typeof ZGetCertificateListRequest>;

export const ZGetCertificateListResponse = zPage(ZCertificate);
export type TGetCertificateListResponse = z.infer<typeof ZGetCertificateListResponse>;

/** Spec §2 /personal/cert: the learner's certificates, newest first. */
export const getCertificateList = defineEndpoint({
  method: 'GET',
  path: '/cert/list',
  access: 'member',
  summary: 'The learner’s certificates, newest first',
  query: ZGetCertificateListRequest,
  response: ZGetCertificateListResponse,
});
