import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import type { TestMember, TestOrganisation, TestTenant } from './factories';

/**
 * In-mail messages, notices and news written straight into the tables (the content-pack import
 * is tested on its own).
 */

const HOUR_MS = 3_600_000;
const shortCode = () => randomBytes(4).toString('hex');

export const createInmailMessage = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: {
    title?: string;
    content?: string;
    sentAt?: number;
    recipients: TestMember[];
    readBy?: TestMember[];
  },
) => {
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('inmail_messages')
    .values({
      id,
      tenant_id: tenant.id,
      code: shortCode(),
      title: fields.title ?? `Message ${shortCode()}`,
      content: fields.content ?? '<p>Hello</p>',
      sent_at: fields.sentAt ?? now - HOUR_MS,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const readers = new Set((fields.readBy ?? []).map((member) => member.id));
  await db
    .insertInto('inmail_recipients')
    .values(
      fields.recipients.map((member) => ({
        tenant_id: tenant.id,
        message_id: id,
        member_id: member.id,
        read_at: readers.has(member.id) ? now : null,
      })),
    )
    .execute();
  return id;
};

type PublishedItemFields = {
  title?: string;
  content?: string;
  publishAt?: number;
  /** Omitted: the whole tenant. */
  organisations?: TestOrganisation[];
  docUrls?: string[];
  docNames?: string[];
};

const publishedColumns = (tenant: TestTenant, fields: PublishedItemFields) => {
  const now = Date.now();
  return {
    id: newId(),
    tenant_id: tenant.id,
    code: shortCode(),
    title: fields.title ?? `Item ${shortCode()}`,
    content: fields.content ?? '<p>Content</p>',
    doc_urls: JSON.stringify(fields.docUrls ?? []),
    doc_names: JSON.stringify(fields.docNames ?? []),
    publish_at: fields.publishAt ?? now - HOUR_MS,
    whole_tenant: fields.organisations === undefined ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
};

export const createNotice = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: PublishedItemFields = {},
) => {
  const row = publishedColumns(tenant, fields);
  await db.insertInto('notices').values(row).execute();
  for (const organisation of fields.organisations ?? []) {
    await db
      .insertInto('notice_organisations')
      .values({ tenant_id: tenant.id, notice_id: row.id, organisation_id: organisation.id })
      .execute();
  }
  return row.id;
};

export const createNewsItem = async (
  db: Kysely<Database>,
  tenant: TestTenant,
  fields: PublishedItemFields & { summary?: string; coverUrl?: string | null } = {},
) => {
  const row = {
    ...publishedColumns(tenant, fields),
    summary: fields.summary ?? '',
    cover_url: fields.coverUrl ?? null,
  };
  await db.insertInto('news_items').values(row).execute();
  for (const organisation of fields.organisations ?? []) {
    await db
      .insertInto('news_organisations')
      .values({ tenant_id: tenant.id, news_id: row.id, organisation_id: organisation.id })
      .execute();
  }
  return row.id;
};
