import type { ByteRange } from './storage';

/**
 * A single `Range: bytes=...` request (RFC 9110 §14.1.2). null: serve the whole file (no header,
 * several ranges, or another unit); 'unsatisfiable': answer 416.
 */
export const parseByteRange = (
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
};
