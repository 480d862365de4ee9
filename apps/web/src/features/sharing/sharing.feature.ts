import type { TFeature } from '@/lib/feature';

/** Route paths of the sharing feature (spec §2 personal centre). */
export const SharingPaths = {
  /** The learner's invitation code, its QR code and link, and who registered with it. */
  INVITE_CODE: '/personal/invitecode',
  /** The learner's share links; with `?token=`, what a link shares. */
  SHARE_KNOWLEDGE: '/personal/shareKnowledge',
} as const;

export const sharingFeature = {
  translations: ['sharing', 'questions'],
  pages: [
    {
      path: SharingPaths.INVITE_CODE,
      area: 'shell',
      load: () => import('./pages/invite-code-page').then((module) => module.InviteCodePage),
    },
    {
      path: SharingPaths.SHARE_KNOWLEDGE,
      area: 'shell',
      load: () =>
        import('./pages/share-knowledge-page').then((module) => module.ShareKnowledgePage),
    },
  ],
  shareTool: () =>
    import('./components/share-link-button').then((module) => module.ShareLinkButton),
  questionTool: () =>
    import('./components/share-link-button').then((module) => module.ShareQuestionTool),
} satisfies TFeature;
