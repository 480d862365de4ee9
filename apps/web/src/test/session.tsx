import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TMemberInfo } from '@lectern/contracts/common/member';
import type { TGetFactoryInfoResponse } from '@lectern/contracts/tenants/get-factory-info';
import { createQueryClient } from '@/lib/query-client';
import { SessionContext, type TSession } from '@/lib/session';
import { vi } from 'vitest';
import ConfigProvider from 'antd/es/config-provider';
import { NO_MOTION } from './no-motion';

export const demoTenant: TGetFactoryInfoResponse = {
  factoryCode: '100100',
  sysName: 'Demo Academy',
  sysLogoUrl: 'https://cdn.example.test/logo.png',
  customStyle: { defaultLang: 0, pcBg: null, mainColor: '#5699FF', forbidTerm: [] },
  edition: 'all-in-one',
  modules: [],
  registrationEnabled: true,
  docViewerUrl: null,
  contentLang: 'zh-CN',
};

export const demoMember: TMemberInfo = {
  userId: 'm-1',
  userCode: 'demo',
  nickName: 'Dana Demo',
  avatar: null,
  factoryCode: '100100',
  deptName: 'Sales;East region',
  bizName: null,
  bizType: null,
  createTime: Date.UTC(2024, 0, 2, 3, 4, 5),
  expireTime: null,
  totalCredit: 0,
};

export const fakeSession = (overrides: Partial<TSession> = {}): TSession => ({
  factoryCode: '100100',
  factoryInfo: demoTenant,
  tenantNotFound: false,
  userVersion: 10,
  member: demoMember,
  language: 'en',
  setLanguage: vi.fn(async () => undefined),
  signIn: vi.fn(async () => undefined),
  requestSignOut: vi.fn(),
  leaveSession: vi.fn(async () => {}),
  ...overrides,
});

/** The providers a feature component expects, with a session the test controls. */
export function TestProviders({
  session = fakeSession(),
  children,
}: {
  session?: TSession;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionContext.Provider value={session}>
        <ConfigProvider theme={NO_MOTION}>{children}</ConfigProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}
