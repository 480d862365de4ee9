import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the member token of spec §3. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Only this hash of a token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opaque random ids (ARCHITECTURE.md): 16 random bytes, base64url. */
export const newId = () => randomBytes(16).toString('base64url');
