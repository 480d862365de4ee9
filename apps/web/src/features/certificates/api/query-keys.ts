import type { TGetCertificateFindRequest } from '@lectern/contracts/certificates/get-certificate-find';
import type { TGetCertificateListRequest } from '@lectern/contracts/certificates/get-certificate-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the certificates feature. */
export const certificateKeys = {
  all: queryRoots.certificates,
  list: (params: TGetCertificateListRequest) => [...certificateKeys.all, 'list', params] as const,
  find: (params: TGetCertificateFindRequest) => [...certificateKeys.all, 'find', params] as const,
};
