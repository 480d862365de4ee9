import { useQueryClient } from '@tanstack/react-query';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_USER_VERSION } from '@lectern/contracts/common/tenant';
import { memberInfoQuery, useMemberInfo } from '@/features/members/api/get-member-info';
import { useCreateOn } from '@/features/tenants/api/get-create-on';
import { isUnknownTenant, useFactoryInfo } from '@/features/tenants/api/get-factory-info';
import { useUserVersion } from '@/features/tenants/api/get-user-ver';
import { tenantKeys } from '@/features/tenants/api/query-keys';
import { applyLanguage, currentAntdLocale, storeLanguage } from '@/lib/i18n';
import { DEFAULT_LANGUAGE, isLanguageCode, type TLanguageCode } from '@/lib/languages';
import type { TSession } from '@/lib/session';
import { memberToken, storedFactoryCode } from '@/lib/storage';
import { resolveLanguage } from '@/lib/tenant-rules';
import { storedLanguage } from '@/lib/translations';
import { useLeaveSession, useSignOut } from './use-sign-out';

/**
 * App start (spec §7) and the app session (spec §3): the tenant number from the URL or this
 * device, GET /login/createOn, the tenant's info and user version, the member, the language.
 */
export function useAppSession() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [query] = useSearchParams();
  const urlFactoryCode = query.get('factoryCode')?.trim() || null;
  const knownFactoryCode = useSyncExternalStore(storedFactoryCode.subscribe, storedFactoryCode.get);
  const factoryCode = urlFactoryCode ?? knownFactoryCode;
  useEffect(() => {
    if (urlFactoryCode) storedFactoryCode.set(urlFactoryCode);
  }, [urlFactoryCode]);

  useCreateOn(factoryCode);
  const factoryInfo = useFactoryInfo(factoryCode);
  const userVersion = useUserVersion(factoryCode);
  const token = useSyncExternalStore(memberToken.subscribe, memberToken.get);
  const member = useMemberInfo({ enabled: !!token });

  const [antdLocale, setAntdLocale] = useState<AntdLocale | undefined>(currentAntdLocale);
  const language: TLanguageCode = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  // Spec §1/§3: the choice made on this device, else the tenant's defaultLang, else zh-CN.
  const tenantDefaultLang = factoryInfo.data?.customStyle.defaultLang;
  useEffect(() => {
    const wanted = resolveLanguage(storedLanguage(), tenantDefaultLang);
    if (wanted !== i18n.language) void applyLanguage(wanted).then(setAntdLocale);
  }, [tenantDefaultLang, i18n]);

  const setLanguage = useCallback(async (next: TLanguageCode) => {
    storeLanguage(next);
    setAntdLocale(await applyLanguage(next));
  }, []);

  const signIn = useCallback(
    async (newToken: string, newFactoryCode: string) => {
      storedFactoryCode.set(newFactoryCode);
      memberToken.set(newToken);
      queryClient.removeQueries({
        predicate: (cached) => cached.queryKey[0] !== tenantKeys.all[0],
      });
      await queryClient.fetchQuery(memberInfoQuery());
    },
    [queryClient],
  );
  const requestSignOut = useSignOut();
  const leaveSession = useLeaveSession();

  const session = useMemo<TSession>(
    () => ({
      factoryCode,
      factoryInfo: factoryInfo.data ?? null,
      tenantNotFound: isUnknownTenant(factoryInfo.error),
      userVersion: userVersion.data ?? DEFAULT_USER_VERSION,
      member: token ? (member.data ?? null) : null,
      language,
      setLanguage,
      signIn,
      requestSignOut,
      leaveSession,
    }),
    [
      factoryCode,
      factoryInfo.data,
      factoryInfo.error,
      userVersion.data,
      token,
      member.data,
      language,
      setLanguage,
      signIn,
      requestSignOut,
      leaveSession,
    ],
  );

  // Until the first tenant answer the app cannot know its rules (forbidden PC login), so it
  // waits; a tenant number learnt later (typed at login) loads without unmounting the page.
  const [tenantKnown, setTenantKnown] = useState(false);
  if (!tenantKnown && (!factoryCode || !factoryInfo.isPending)) setTenantKnown(true);

  return { session, antdLocale, tenantPending: !tenantKnown };
}
