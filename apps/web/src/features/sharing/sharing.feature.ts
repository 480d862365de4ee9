import type { TFeature } from '@/lib/feature';

/** Route paths of the sharing feature (spec §2 personal centre). */
export const SharingPaths = {
  /** The learner's invitation code, its QR code and link, and who registered with it. */
  INVITE_CODE: '/personal/invitecode',
} as const;

export const sharingFeature = {
  translations: ['sharing'],
  pages: [
    {
      path: SharingPaths.INVITE_CODE,
      area: 'shell',
      load: () => import('./pages/invite-code-page').then((module) => module.InviteCodePage),
    },
  ],
} satisfies TFeature;
