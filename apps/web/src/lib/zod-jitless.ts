/**
 * Zod 4 compiles its object parsers with `new Function`, after a probe that the client's
 * Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page.
 * Zod adopts this global as its config when it loads (`z.config`'s object), so setting it before
 * any chunk builds a schema turns the probe off without pulling zod into the entry chunk
 * (docs/decisions/0013, 0024). The end-to-end suite fails on the violation if this stops working.
 */
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };
