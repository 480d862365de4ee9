import { createContext, useContext } from 'react';
import type { TMemberInfo } from '@lectern/contracts/common/member';
import type { TFactoryInfo } from '@lectern/contracts/common/tenant';
import type { TLanguageCode } from './languages';

/** The app session of spec §3: the tenant, the signed-in member and the language. */
export type TSession = {
  /** The tenant number from the URL, else the last one used on this device. */
  factoryCode: string | null;
  factoryInfo: TFactoryInfo | null;
  /** The tenant number names no organisation (decision 0031). */
  tenantNotFound: boolean;
  /** Spec §3 tenant user version, 10 when unknown. */
  userVersion: number;
  member: TMemberInfo | null;
  language: TLanguageCode;
  /** Switches the interface language and remembers the choice (spec §1). */
  setLanguage: (language: TLanguageCode) => Promise<void>;
  /** Keeps the member token and tenant after a login and loads the member info. */
  signIn: (token: string, factoryCode: string) => Promise<void>;
  /** Asks for confirmation, then signs out and goes to the login screen (spec §2). */
  requestSignOut: () => void;
  /** Forgets a session the server has already ended and goes to the login screen. */
  leaveSession: () => Promise<void>;
};

export const SessionContext = createContext<TSession | null>(null);

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the SessionProvider of app/');
  return session;
}
