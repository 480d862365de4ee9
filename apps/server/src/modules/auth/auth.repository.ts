import type { MemberAccountsOn } from '../../platform/accounts/member-accounts';
import type { InvitationsOn } from '../../platform/sharing/invitations';
import type { Executor } from '../../platform/services/service-deps';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';

/**
 * What signing in and registering read and write. Auth has no table of its own: the accounts are
 * the members module's and the invitation codes the sharing module's (given by the app), the
 * sessions and tenants the platform's.
 */
export const authRepositories =
  (memberAccounts: MemberAccountsOn, invitations: InvitationsOn) => (db: Executor) => ({
    accounts: memberAccounts(db),
    invitations: invitations(db),
    sessions: sessionsRepository(db),
    tenants: tenantDirectory(db),
  });

export type AuthRepositories = ReturnType<ReturnType<typeof authRepositories>>;
