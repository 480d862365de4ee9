import { describe, expect, it } from 'vitest';
import { CERTIFICATE_LOOKUP_PATH } from '@lectern/contracts/certificates/certificate';
import { CertificatePaths } from './certificates.feature';

describe('the certificates feature', () => {
  it('serves the lookup where the QR codes on certificates lead', () => {
    expect(CertificatePaths.FIND).toBe(CERTIFICATE_LOOKUP_PATH);
  });
});
