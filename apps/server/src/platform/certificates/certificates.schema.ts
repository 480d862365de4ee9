import type { ColumnType } from 'kysely';
import type { TCertificateKind } from '@lectern/contracts/common/certificates';

/**
 * A learner's certificate (migration 0031, docs/decisions/0064). Issued by the shared issuer
 * (certificate-issuer.ts), whichever feature earned it; `source` names what did, once per learner.
 */
export type CertificateTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  /** 16 characters of Crockford's base32, random, unique in the tenant (contracts/common). */
  number: string;
  /** e.g. `exam:<sheetId>` or `course:<runId>`: the certificate's identity for its learner. */
  source: string;
  kind: TCertificateKind;
  /** The course's or the exam's name. */
  title: string;
  /** The learner's name when it was issued. */
  learner_name: string;
  issued_at: number;
  /** JSON `CertificateDesign`: the template as it was when issued. */
  design: string;
  /** Where its PNG is kept once drawn (the upload storage); null until first asked for. */
  image_key: ColumnType<string | null, string | null | undefined, string | null>;
};

export type CertificatesTables = { certificates: CertificateTable };
