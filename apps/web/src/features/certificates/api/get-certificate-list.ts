import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCertificateList as endpoint,
  type TGetCertificateListRequest,
} from '@lectern/contracts/certificates/get-certificate-list';
import { request } from '@/lib/api-client';
import { certificateKeys } from './query-keys';

/** GET /cert/list: the learner's certificates, newest first. */
export const getCertificateList = (params: TGetCertificateListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** Read again on every visit: a passed exam or a completed course issues one elsewhere. */
export const useCertificateList = (params: TGetCertificateListRequest) =>
  useQuery({
    queryKey: certificateKeys.list(params),
    queryFn: ({ signal }) => getCertificateList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
