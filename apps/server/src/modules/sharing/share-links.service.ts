import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetMySharesResponse } from '@lectern/contracts/sharing/get-my-shares';
import type { TGetSharedPreviewResponse } from '@lectern/contracts/sharing/get-shared-preview';
import type { TPostShareLinkRequest } from '@lectern/contracts/sharing/post-share-link';
import { sharePath, type TShareKind, type TShareLink } from '@lectern/contracts/common/share-links';
import type { TSharedItem } from '@lectern/contracts/sharing/shared-item';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import type { ShareablesOn } from '../../platform/sharing/shareables';
import type { SharingRepositories } from './sharing.repository';

/** 18 random bytes: 24 URL-safe characters, not guessable and not in any order. */
const newShareToken = () => randomBytes(18).toString('base64url');

type LinkRow = {
  token: string;
  kind: number;
  target_id: string;
  opens: number;
  created_at: number;
};

const linkOf = (row: LinkRow, title: string | null): TShareLink => ({
  token: row.token,
  kind: row.kind as TShareKind,
  targetId: row.target_id,
  title,
  path: sharePath(row.token),
  createTime: row.created_at,
  opens: row.opens,
});

/**
 * Share links (spec §2 /personal/shareKnowledge, docs/decisions/0067): a learner shares what they
 * may share now (each kind's lender says), once per item; a link is opened by a learner of the
 * same tenant, whose access its lender checks at open time.
 */
export const shareLinksService = ({
  db,
  repositories,
  shareables,
}: ServiceDeps<SharingRepositories, { shareables: ShareablesOn }>) => {
  const { shareLinks } = repositories(db);
  const lender = (kind: number) => shareables[kind as TShareKind](db);

  return {
    create: async (session: MemberSession, { kind, targetId }: TPostShareLinkRequest) => {
      const { tenantId, memberId } = session;
      const title = await lender(kind).titleFor(session, targetId);
      if (title === undefined) throw new AppError(ErrorCode.SHARE_TARGET_NOT_FOUND);
      const existing = await shareLinks.findMine(tenantId, memberId, kind, targetId);
      if (existing) return linkOf(existing, title);
      await shareLinks.insert({
        tenant_id: tenantId,
        token: newShareToken(),
        member_id: memberId,
        kind,
        target_id: targetId,
        opens: 0,
        created_at: Date.now(),
      });
      const made = await shareLinks.findMine(tenantId, memberId, kind, targetId);
      if (!made) throw new Error('share link vanished after insert');
      return linkOf(made, title);
    },

    mine: async (session: MemberSession, page: TPageQuery): Promise<TGetMySharesResponse> => {
      const { rows, total } = await shareLinks.mine(session.tenantId, session.memberId, {
        offset: (page.pageNum - 1) * page.pageSize,
        limit: page.pageSize,
      });
      const list = await Promise.all(
        rows.map(async (row) =>
          linkOf(row, (await lender(row.kind).titleFor(session, row.target_id)) ?? null),
        ),
      );
      return { list, total };
    },

    preview: async (session: MemberSession, token: string): Promise<TGetSharedPreviewResponse> => {
      const link = await shareLinks.findByToken(session.tenantId, token);
      if (!link) throw new AppError(ErrorCode.SHARE_LINK_NOT_FOUND);
      const preview = await lender(link.kind).previewFor(session, link.target_id, link.member_id);
      if (!preview) throw new AppError(ErrorCode.SHARED_ITEM_GONE);
      if ('refused' in preview) throw new AppError(ErrorCode.SHARED_QUESTION_HIDDEN);
      if (session.memberId !== link.member_id) {
        await shareLinks.countOpen(session.tenantId, token);
      }
      return { shareTime: link.created_at, item: preview.item as TSharedItem };
    },
  };
};
