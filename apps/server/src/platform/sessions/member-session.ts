import type { TMemberRole } from '@lectern/contracts/common/enums';

/** The verified session of a member request; the only source of the tenant after login. */
export type MemberSession = {
  tenantId: string;
  memberId: string;
  sessionId: string;
  factoryCode: string;
  /** Read with the session on every request: a role taken away applies at once. */
  role: TMemberRole;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: MemberSession | null;
  }
}
