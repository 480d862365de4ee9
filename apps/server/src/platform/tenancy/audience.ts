import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is reading: a member of the tenant, through these organisations, at this time. */
export type Audience = {
  tenantId: string;
  /** The organisations addressed content reaches the member through (member-audience.ts). */
  organisationIds: string[];
  now: number;
};

/**
 * A table of addressed content (notices, news): `items` has tenant_id, publish_at and whole_tenant;
 * `organisations` links an item (by `itemColumn`) to each organisation it is addressed to.
 */
export type AddressedTables = {
  items: keyof Database & string;
  organisations: keyof Database & string;
  itemColumn: string;
};

const column = (table: string, name: string) => sql.ref(`${table}.${name}`);

/**
 * The tenant's items published by `now` and addressed to the whole tenant or to one of the
 * member's organisations: one clause for every kind of addressed content.
 */
export const publishedToAudience = (
  { items, organisations, itemColumn }: AddressedTables,
  { tenantId, organisationIds, now }: Audience,
): Expression<SqlBool> => {
  const wholeTenant = sql<SqlBool>`${column(items, 'whole_tenant')} = 1`;
  const addressed =
    organisationIds.length === 0
      ? wholeTenant
      : sql<SqlBool>`(${wholeTenant} or exists (select ${column(organisations, itemColumn)} from ${sql.table(organisations)} where ${column(organisations, 'tenant_id')} = ${tenantId} and ${column(organisations, itemColumn)} = ${column(items, 'id')} and ${column(organisations, 'organisation_id')} in (${sql.join(organisationIds)})))`;
  return sql<SqlBool>`(${column(items, 'tenant_id')} = ${tenantId} and ${column(items, 'publish_at')} <= ${now} and ${addressed})`;
};
