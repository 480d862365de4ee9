import type { Kysely } from 'kysely';
import {
  CertificateKind,
  DEFAULT_CERTIFICATE_ACCENT,
  type TCertificateKind,
} from '@lectern/contracts/common/certificates';
import type { Database } from '../db/schema';
import { certificateIssuer } from '../platform/certificates/certificate-issuer';
import { newId } from '../platform/security/tokens';
import type { TestMember, TestTenant } from './factories';

/** A certificate of the learner's, issued as a feature issues one (docs/decisions/0064). */
export const issueCertificate = (
  db: Kysely<Database>,
  member: TestMember,
  fields: { source?: string; kind?: TCertificateKind; title?: string; issuedAt?: number } = {},
) =>
  certificateIssuer(db).issue(
    {
      tenantId: member.tenant.id,
      memberId: member.id,
      source: fields.source ?? `course:${newId()}`,
      kind: fields.kind ?? CertificateKind.COURSE,
      title: fields.title ?? 'Information security basics',
    },
    fields.issuedAt,
  );

/** The tenant's certificate template, as its content pack writes it. */
export const createCertificateTemplate = (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    heading?: string | null;
    issuerName?: string | null;
    accentColour?: string;
    signature?: { name: string; role: string } | null;
    credits?: number;
  } = {},
) =>
  db
    .insertInto('certificate_templates')
    .values({
      tenant_id: tenant.id,
      heading: fields.heading ?? null,
      issuer_name: fields.issuerName ?? null,
      accent_colour: fields.accentColour ?? DEFAULT_CERTIFICATE_ACCENT,
      signature_name: fields.signature?.name ?? null,
      signature_role: fields.signature?.role ?? null,
      credits: fields.credits ?? 0,
      updated_at: Date.now(),
    })
    .execute();
