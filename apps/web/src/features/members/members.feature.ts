import type { TFeature } from '@/lib/feature';

/** Route paths of the members feature (spec §2 personal centre). */
export const MemberPaths = {
  PERSONAL: '/personal/personal',
} as const;

/** The personal centre. */
export const membersFeature = {
  // The personal centre shows the supplementary info too.
  translations: ['members', 'custom-info'],
  pages: [
    {
      path: MemberPaths.PERSONAL,
      area: 'shell',
      load: () => import('./pages/personal-page').then((module) => module.PersonalPage),
    },
  ],
} satisfies TFeature;
