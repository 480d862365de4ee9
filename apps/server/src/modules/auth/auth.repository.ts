import type { MemberAccountsOn } from '../../platform/accounts/member-accounts';
import type { Executor } from '../../platform/services/service-deps';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';

/**
 * What signing in and registering read and write. Auth has no table of its own: the accounts are
 * the members module's (given by the app), the sessions and tenants the platform's.
 */
export const authRepositories = (memberAccounts: MemberAccountsOn) => (db: Executor) => ({
  accounts: memberAccounts(db),
  sessions: sessionsRepository(db),
  tenants: tenantDirectory(db),
});

export type AuthRepositories = ReturnType<ReturnType<typeof authRepositories>>;
