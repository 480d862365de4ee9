import { close, createReadStream, createWriteStream, mkdir, open, write, writev } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage } from './storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The file system of a write stream that makes the file's shard folder when it opens the file:
 * `put` then awaits nothing before its pipeline listens to the content (docs/decisions/0021).
 */
const shardMakingFs = {
  open: (
    path: string,
    flags: string,
    mode: number,
    done: (error: NodeJS.ErrnoException | null, fd?: number) => void,
  ) =>
    mkdir(dirname(path), { recursive: true }, (error) =>
      error ? done(error) : open(path, flags, mode, done),
    ),
  write,
  writev,
  close,
};

/** Files in a local directory, sharded by the first two characters of the key. */
export const createLocalStorage = (root: string): Storage => {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  return {
    put: async (key, content) => {
      const path = pathOf(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const file = createWriteStream(path, { flags: 'wx', fs: shardMakingFs });
      let created = false;
      file.once('open', () => (created = true));
      try {
        await pipeline(content, counter, file);
      } catch (error) {
        // The pipeline settles before a file it destroyed mid-open has closed: wait, then remove.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        if (created) await rm(path, { force: true });
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
