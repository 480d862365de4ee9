import type { TFeature } from '@/lib/feature';
import { Paths } from '@/lib/paths';

/** The supplementary info (spec §2 top level). */
export const customInfoFeature = {
  translations: ['custom-info'],
  pages: [
    {
      path: Paths.CUSTOM_INFO,
      // Members only, but the supplementary-info check skips it (spec §2).
      area: 'signed-in',
      load: () => import('./pages/custom-info-page').then((module) => module.CustomInfoPage),
    },
  ],
} satisfies TFeature;
