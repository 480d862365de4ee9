import { CertificateKind } from '@lectern/contracts/common/certificates';
import { certificateIssuer } from '../../platform/certificates/certificate-issuer';
import type { Executor } from '../../platform/services/service-deps';
import type { PaperResultRules } from './results.repository';
import { resultReleaseTime } from './results.service';

/** A sheet just judged, with what its paper says of certificates and of showing results. */
export type JudgedSheet = {
  tenantId: string;
  sheetId: string;
  memberId: string;
  passed: boolean;
  paper: PaperResultRules & { name: string; certificate: number };
};

/**
 * Spec §1 certificates (docs/decisions/0064): a sheet judged passed on a paper that issues them
 * earns its learner a certificate of the exam, in the transaction that judged it. The source is
 * the sheet, so a sheet judged twice (a retried submission, a last mark racing a time-up) makes
 * one; each passed attempt has its own. While the paper's results are hidden (spec §4), it is
 * dated their release, and nobody sees it before then.
 */
export const issueSheetCertificates = async (
  trx: Executor,
  sheets: readonly JudgedSheet[],
  now: number,
) => {
  const issuer = certificateIssuer(trx);
  for (const sheet of sheets) {
    if (!sheet.passed || sheet.paper.certificate !== 1) continue;
    await issuer.issue(
      {
        tenantId: sheet.tenantId,
        memberId: sheet.memberId,
        source: `exam:${sheet.sheetId}`,
        kind: CertificateKind.EXAM,
        title: sheet.paper.name,
      },
      resultReleaseTime(sheet.paper, now) ?? now,
    );
  }
};
