import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Spec §3: a classify path lists the codes from the root down, each followed by '/'. */
const PATH_SEPARATOR = '/';

/** 'a/b/c/' → ['a/', 'a/b/', 'a/b/c/']: the node and every node above it. */
export const pathAndAncestors = (classifyPath: string) => {
  const codes = classifyPath.split(PATH_SEPARATOR).filter(Boolean);
  return codes.map(
    (_, index) => `${codes.slice(0, index + 1).join(PATH_SEPARATOR)}${PATH_SEPARATOR}`,
  );
};

/**
 * The organisations content addressed to them reaches a member through: those they belong to and
 * every organisation above those (an item for a department reaches its sub-departments too).
 */
export const memberAudienceOrganisationIds = async (
  db: Kysely<Database>,
  tenantId: string,
  memberId: string,
): Promise<string[]> => {
  const own = await db
    .selectFrom('member_organisations')
    .innerJoin('organisations', (join) =>
      join
        .onRef('organisations.id', '=', 'member_organisations.organisation_id')
        .onRef('organisations.tenant_id', '=', 'member_organisations.tenant_id'),
    )
    .select('organisations.classify_path')
    .where('member_organisations.tenant_id', '=', tenantId)
    .where('member_organisations.member_id', '=', memberId)
    .execute();
  const paths = [...new Set(own.flatMap((row) => pathAndAncestors(row.classify_path)))];
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom('organisations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('classify_path', 'in', paths)
    .execute();
  return rows.map((row) => row.id);
};
