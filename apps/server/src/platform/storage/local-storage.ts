import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Files in a local directory, sharded by the first two characters of the key. */
export const createLocalStorage = (root: string): Storage => {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    put: async (key, content: Readable) => {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(content, counter, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return size;
    },
    get: async (key, range?: ByteRange) => {
      const path = pathOf(key);
      const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      // Surface a missing file here rather than as a stream error mid-response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    stat: async (key) => {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size };
      } catch {
        return null;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
