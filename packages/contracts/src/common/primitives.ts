import { z } from 'zod';

/** Tenant number (spec §1): carried in the URL and entered at login. */
export const ZFactoryCode = z.string().trim().max(32);

/** Times on the wire are epoch milliseconds (ARCHITECTURE.md, protocol). */
export const ZEpochMillis = z.number().int().nonnegative();

/** Ids are opaque random strings, never sequential. */
export const ZId = z.string().min(1).max(64);

/** Spec §3: hex theme colour, default #5699FF (§9). */
export const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
