import type { Executor } from '../../platform/services/service-deps';
import type { CertificateTemplateTable } from './certificates.schema';

/** The certificate template rows a content-pack import writes. */
export const certificatesPackRepository = (db: Executor) => ({
  find: (tenantId: string) =>
    db
      .selectFrom('certificate_templates')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),

  save: (template: CertificateTemplateTable) =>
    db
      .insertInto('certificate_templates')
      .values(template)
      .onConflict((conflict) =>
        conflict.column('tenant_id').doUpdateSet({
          heading: template.heading,
          issuer_name: template.issuer_name,
          accent_colour: template.accent_colour,
          signature_name: template.signature_name,
          signature_role: template.signature_role,
          credits: template.credits,
          updated_at: template.updated_at,
        }),
      )
      .execute(),

  remove: (tenantId: string) =>
    db.deleteFrom('certificate_templates').where('tenant_id', '=', tenantId).execute(),
});
