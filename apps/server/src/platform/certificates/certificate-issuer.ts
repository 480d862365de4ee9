import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_LENGTH,
} from '@lectern/contracts/common/certificate-number';
import type { TCertificateKind } from '@lectern/contracts/common/certificates';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { creditLedger } from '../credits/credit-ledger';
import { newId } from '../security/tokens';
import type { Executor } from '../services/service-deps';
import { certificateDesignOf } from './certificate-design';

/** A certificate a feature issues to one learner, for what earned it. */
export type CertificateToIssue = {
  tenantId: string;
  memberId: string;
  /** What earned it, once per learner: `exam:<sheetId>`, `course:<runId>`. */
  source: string;
  kind: TCertificateKind;
  /** The course's or the exam's name, printed on it. */
  title: string;
};

/** The learner's certificate of the source: issued now, or found issued before. */
export type IssuedCertificate = { certificateId: string; number: string; issued: boolean };

/**
 * Draws of a number for one certificate. A draw fails only when the number is taken already
 * (2^-80 per certificate the tenant holds); a third failure is a fault, not bad luck.
 */
const MAX_NUMBER_DRAWS = 3;

/** 80 random bits: each random byte picks one of the alphabet's 32 characters (256 = 8 × 32). */
export const newCertificateNumber = () =>
  [...randomBytes(CERTIFICATE_NUMBER_LENGTH)]
    .map((byte) => CERTIFICATE_NUMBER_ALPHABET[byte % CERTIFICATE_NUMBER_ALPHABET.length])
    .join('');

/**
 * The certificate issuer every feature shares (docs/decisions/0064): exams issue on a sheet
 * judged passed, courses on a completed run. Built on an executor, so a certificate commits with
 * what earned it; the insert itself claims the source, so racing completions make one. It only
 * writes a row: the image is drawn on its first request (modules/certificates), which keeps the
 * caller's transaction short.
 *
 * ```ts
 * await transact(async (trx) => {
 *   // ... the run completes ...
 *   await certificateIssuer(trx).issue(
 *     { tenantId, memberId, source: `course:${runId}`, kind: CertificateKind.COURSE, title },
 *     completedAt,
 *   );
 * });
 * ```
 */
export const certificateIssuer = (db: Executor) => {
  const issuedFor = (tenantId: string, memberId: string, source: string) =>
    db
      .selectFrom('certificates')
      .select(['id', 'number'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('source', '=', source)
      .executeTakeFirst();

  const alreadyIssued = (row: { id: string; number: string }): IssuedCertificate => ({
    certificateId: row.id,
    number: row.number,
    issued: false,
  });

  return {
    /**
     * Issues the certificate unless the learner has the source's already, and awards the credits
     * of the tenant's template (spec §3 'certificate gained') with it. Learner name, title and
     * template are kept as they are now. `issuedAt` dates both: a later date (an exam's hidden
     * result) keeps them out of the learner's lists and the lookup until then.
     */
    issue: async (
      certificate: CertificateToIssue,
      issuedAt = Date.now(),
    ): Promise<IssuedCertificate> => {
      const { tenantId, memberId, source } = certificate;
      const earlier = await issuedFor(tenantId, memberId, source);
      if (earlier) return alreadyIssued(earlier);

      const learner = await db
        .selectFrom('members')
        .select('nick_name')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      const tenant = await db
        .selectFrom('tenants')
        .select(['sys_name', 'content_lang'])
        .where('id', '=', tenantId)
        .executeTakeFirstOrThrow();
      const template = await db
        .selectFrom('certificate_templates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      const design = certificateDesignOf(certificate.kind, tenant, template);

      for (let draw = 0; draw < MAX_NUMBER_DRAWS; draw++) {
        const row = {
          id: newId(),
          tenant_id: tenantId,
          member_id: memberId,
          number: newCertificateNumber(),
          source,
          kind: certificate.kind,
          title: certificate.title,
          learner_name: learner.nick_name,
          issued_at: issuedAt,
          design: JSON.stringify(design),
        };
        const inserted = await db
          .insertInto('certificates')
          .values(row)
          // Either unique key: the source (a racing issue won) or the number (drawn before).
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          if (template && template.credits > 0) {
            await creditLedger(db).award(
              {
                tenantId,
                memberId,
                source: `certificate:${source}`,
                bizType: CreditBizType.CERTIFICATE,
                bizName: certificate.title,
                amount: template.credits,
              },
              issuedAt,
            );
          }
          return { certificateId: row.id, number: row.number, issued: true };
        }
        const raced = await issuedFor(tenantId, memberId, source);
        if (raced) return alreadyIssued(raced);
      }
      throw new Error(`no free certificate number after ${MAX_NUMBER_DRAWS} draws`);
    },

    /**
     * Keeps where the certificate's image was stored, unless another request stored one first:
     * true when this key is the one kept.
     */
    recordImage: async (tenantId: string, certificateId: string, imageKey: string) => {
      const result = await db
        .updateTable('certificates')
        .set({ image_key: imageKey })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', certificateId)
        .where('image_key', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
};

export type CertificateIssuer = ReturnType<typeof certificateIssuer>;
