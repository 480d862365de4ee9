import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import { uploadsRepository } from '../../platform/uploads/uploads.repository';

/** Uploads are a platform table (platform/uploads): the calls of this module read and list them. */
export const uploadsRepositories = (db: Kysely<Database>) => ({
  uploads: uploadsRepository(db),
  tenants: tenantDirectory(db),
});
