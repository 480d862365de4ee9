import type { TFeature } from '@/lib/feature';
import { Paths } from '@/lib/paths';

/** The tenant's custom home page. */
export const homeFeature = {
  translations: ['home'],
  pages: [
    {
      path: Paths.HOME,
      area: 'shell',
      load: () => import('./pages/home-page').then((module) => module.HomePage),
    },
  ],
} satisfies TFeature;
