import type { TCertificate } from '@lectern/contracts/certificates/certificate';
import type { TCertificateLookup } from '@lectern/contracts/certificates/get-certificate-find';

export const certificateOf = (overrides: Partial<TCertificate> = {}): TCertificate => ({
  certificateId: 'certificate-1',
  number: '7K3P-Q9MZ-XH2D-A0B1',
  kind: 'exam',
  title: '信息安全自测',
  learnerName: '王小明',
  issueTime: new Date(2026, 10, 20, 9, 30, 0).getTime(),
  imageUrl: '/h5/api/cert/image?number=7K3PQ9MZXH2DA0B1',
  ...overrides,
});

export const lookupOf = (overrides: Partial<TCertificateLookup> = {}): TCertificateLookup => ({
  number: '7K3P-Q9MZ-XH2D-A0B1',
  kind: 'exam',
  title: '信息安全自测',
  learnerName: '王*明',
  issueTime: new Date(2026, 10, 20, 9, 30, 0).getTime(),
  issuerName: '演示集团培训中心',
  imageUrl: '/h5/api/cert/image?factoryCode=100100&number=7K3PQ9MZXH2DA0B1',
  ...overrides,
});
