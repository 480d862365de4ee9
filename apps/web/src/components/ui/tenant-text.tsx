import type { ReactNode } from 'react';
import { useContentLang } from '@/lib/content-lang';

/**
 * Text the tenant wrote (a name, a title), marked with the tenant's content language so screen
 * readers and fonts treat it as such whatever the interface language (decision 0031).
 */
export function TenantText({ children }: { children: ReactNode }) {
  return <span lang={useContentLang()}>{children}</span>;
}
