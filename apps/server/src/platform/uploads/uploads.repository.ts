import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UploadTable } from './uploads.schema';

export const UploadVisibility = { PUBLIC: 'public', MEMBER: 'member' } as const;
export type TUploadVisibility = (typeof UploadVisibility)[keyof typeof UploadVisibility];

export const uploadsRepository = (db: Kysely<Database>) => ({
  insert: (upload: UploadTable) => db.insertInto('uploads').values(upload).execute(),

  findById: (tenantId: string, uploadId: string) =>
    db
      .selectFrom('uploads')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', uploadId)
      .executeTakeFirst(),

  /**
   * Downloads arrive without a tenant (the URL is all a viewer has); the caller then checks the
   * upload's visibility and the viewer's session tenant against it.
   */
  findForDownload: (uploadId: string) =>
    db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst(),

  /** The bytes the tenant's stored uploads take together. */
  storedBytes: async (tenantId: string) => {
    const { bytes } = await db
      .selectFrom('uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return Number(bytes);
  },

  /** A public upload of the same bytes and name: content-pack assets are stored once. */
  findPublicDuplicate: (tenantId: string, sha256: string, originalName: string) =>
    db
      .selectFrom('uploads')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('sha256', '=', sha256)
      .where('original_name', '=', originalName)
      .where('visibility', '=', UploadVisibility.PUBLIC)
      .executeTakeFirst(),
});
