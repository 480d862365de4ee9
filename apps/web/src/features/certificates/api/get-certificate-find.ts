import { useQuery } from '@tanstack/react-query';
import {
  getCertificateFind as endpoint,
  type TGetCertificateFindRequest,
} from '@lectern/contracts/certificates/get-certificate-find';
import { request } from '@/lib/api-client';
import { certificateKeys } from './query-keys';

/** GET /cert/find: whether the tenant issued a certificate of this number, and what it says. */
export const getCertificateFind = (params: TGetCertificateFindRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** Runs once both the tenant and the number are known. */
export const useCertificateFind = (params: TGetCertificateFindRequest) =>
  useQuery({
    queryKey: certificateKeys.find(params),
    queryFn: ({ signal }) => getCertificateFind(params, signal),
    enabled: params.factoryCode !== '' && params.number !== '',
  });
