/** The verified session of a member request; the only source of the tenant after login. */
export type MemberSession = {
  tenantId: string;
  memberId: string;
  sessionId: string;
  factoryCode: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: MemberSession | null;
  }
}
