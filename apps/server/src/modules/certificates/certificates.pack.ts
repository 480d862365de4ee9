import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs } from '../../platform/packs/pack-rows';
import { certificatesPackRepository } from './certificates-pack.repository';

export type CertificatesImportSummary = { certificateTemplates: number };

/**
 * The certificate template of a content pack (docs/decisions/0064): written when it changed,
 * removed when the pack no longer has one. Certificates already issued keep the design they were
 * issued with.
 */
export const certificatesPack: PackImporter<CertificatesImportSummary> = {
  importPart: async ({ trx, pack, tenantId, now }) => {
    const templates = certificatesPackRepository(trx);
    const template = pack.certificateTemplate;
    const stored = await templates.find(tenantId);
    if (!template) {
      if (stored) await templates.remove(tenantId);
      return { certificateTemplates: 0 };
    }
    const fields = {
      heading: template.heading,
      issuer_name: template.issuerName,
      accent_colour: template.accentColour,
      signature_name: template.signature?.name ?? null,
      signature_role: template.signature?.role ?? null,
      credits: template.credits,
    };
    if (!stored || differs(stored, fields)) {
      await templates.save({ tenant_id: tenantId, ...fields, updated_at: now });
    }
    return { certificateTemplates: 1 };
  },
};
