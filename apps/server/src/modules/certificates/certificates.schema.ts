/**
 * A tenant's certificate template from its content pack (migration 0031, docs/decisions/0064):
 * what the certificates it issues are drawn with. None: the default template.
 */
export type CertificateTemplateTable = {
  tenant_id: string;
  /** null: the default heading of the certificate's kind, in the tenant's content language. */
  heading: string | null;
  /** null: the tenant's system name. */
  issuer_name: string | null;
  accent_colour: string;
  /** The signature line; null name: none. */
  signature_name: string | null;
  signature_role: string | null;
  /** Credits each certificate earns its learner (spec §3 'certificate gained'). */
  credits: number;
  updated_at: number;
};

export type CertificateTemplatesTables = { certificate_templates: CertificateTemplateTable };
