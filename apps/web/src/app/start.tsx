import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyLanguage, initI18n } from '@/lib/i18n';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { storedLanguage } from '@/lib/translations';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

/** Starts the app: the router, the language, React (loaded by the entry, src/main.tsx). */
export async function startApp() {
  // Created first: the router starts loading the first page's chunks and running its loaders at
  // once, while the language loads (docs/decisions/0027).
  const router = createAppRouter();
  // The first paint is already in the right language, with antd's and dayjs's locales loaded.
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  await initI18n(language);
  await applyLanguage(language).catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
