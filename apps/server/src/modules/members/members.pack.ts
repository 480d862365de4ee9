import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { flattenTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import { membersRepository } from './members.repository';

export type MembersImportSummary = { organisations: number; members: number };

/**
 * The tenant's organisation tree, matched by code, and its members, matched by userCode. It fills
 * the context's organisation and member ids for the parts imported after it.
 */
export const membersPack: PackImporter<MembersImportSummary, string[]> = {
  /** The members' ID photos (docs/decisions/0049). */
  assetSources: (pack) => pack.members.map((member) => member.idPhoto),

  // Hashing is slow: it is done before the transaction, not while holding it.
  prepare: (pack, { passwords }) =>
    Promise.all(
      pack.members.map((member) => member.passwordHash ?? passwords.hash(member.password ?? '')),
    ),

  importPart: async (
    { trx, pack, tenantId, now, assetUrl, organisationIds, memberIds },
    passwordHashes,
  ) => {
    const members = membersRepository(trx);
    for (const [code, id] of await members.organisationIdsByCode(tenantId)) {
      organisationIds.set(code, id);
    }
    const organisations = flattenTree(pack.organisations);
    for (const { node, parentCode, path, sort } of organisations) {
      const fields = {
        parent_id: parentCode === null ? null : (organisationIds.get(parentCode) ?? null),
        classify_code: node.code,
        classify_path: path,
        name: node.name,
        is_able: node.isAble ? 1 : 0,
        sort,
      };
      const id = organisationIds.get(node.code);
      if (id) await members.updateOrganisation(tenantId, id, fields);
      else {
        const newOrganisationId = newId();
        await members.insertOrganisation(tenantId, newOrganisationId, fields, now);
        organisationIds.set(node.code, newOrganisationId);
      }
    }

    for (const [index, member] of pack.members.entries()) {
      const fields = {
        user_code: member.userCode,
        nick_name: member.nickName,
        password_hash: passwordHashes[index] ?? '',
        phone: member.phone,
        status: member.status,
        expire_at: member.expireTime,
        biz_name: member.bizName,
        biz_type: member.bizType,
        role: member.role,
        id_photo: member.idPhoto === null ? null : mapAssets(member.idPhoto, assetUrl),
        updated_at: now,
      };
      let memberId = await members.findMemberId(tenantId, member.userCode);
      if (memberId) await members.updateMember(tenantId, memberId, fields);
      else {
        memberId = newId();
        await members.insertMember(tenantId, memberId, fields, now);
      }
      await members.replaceMemberOrganisations(
        tenantId,
        memberId,
        member.organisations.map((code) => organisationIds.get(code) ?? ''),
      );
      memberIds.set(member.userCode, memberId);
    }
    // Mentors are members of the pack too: set once every member has an id.
    for (const member of pack.members) {
      const memberId = memberIds.get(member.userCode) ?? '';
      const mentorId = member.mentor === null ? null : (memberIds.get(member.mentor) ?? null);
      await members.setMentor(tenantId, memberId, mentorId);
    }
    return { organisations: organisations.length, members: pack.members.length };
  },
};
