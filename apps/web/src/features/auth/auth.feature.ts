import type { TFeature } from '@/lib/feature';
import { Paths } from '@/lib/paths';

/** Login and registration (spec §2 top level). */
export const authFeature = {
  translations: ['auth'],
  pages: [
    {
      path: Paths.LOGIN,
      area: 'open',
      load: () => import('./pages/login-page').then((module) => module.LoginPage),
    },
    {
      path: Paths.REGISTER,
      area: 'open',
      load: () => import('./pages/register-page').then((module) => module.RegisterPage),
    },
  ],
} satisfies TFeature;
