import { PACK_ASSET_PREFIX } from '@lectern/contracts/packs/content-pack';

/** `asset:` references inside rich text: src="asset:..." or href='asset:...'. */
const EMBEDDED_ASSET = new RegExp(`(["'])${PACK_ASSET_PREFIX}([^"']+)\\1`, 'g');

/** Applies `replace` to every asset reference in a JSON value (whole strings and rich text). */
export const mapAssets = <T>(value: T, replace: (path: string) => string): T => {
  if (typeof value === 'string') {
    if (value.startsWith(PACK_ASSET_PREFIX)) {
      return replace(value.slice(PACK_ASSET_PREFIX.length)) as T;
    }
    return value.replace(
      EMBEDDED_ASSET,
      (_match, quote: string, path: string) => `${quote}${replace(path)}${quote}`,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => mapAssets(item, replace)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapAssets(item, replace)]),
    ) as T;
  }
  return value;
};

/** The distinct asset paths a JSON value refers to. */
export const assetPathsOf = (value: unknown) => {
  const paths = new Set<string>();
  mapAssets(value, (path) => {
    paths.add(path);
    return path;
  });
  return [...paths];
};
