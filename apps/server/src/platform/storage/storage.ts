import type { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/** Where uploaded files live (ARCHITECTURE.md, providers: object storage). Keys are opaque. */
export type Storage = {
  /**
   * Writes the content under `key`; resolves with the number of bytes written. A failing content
   * or write rejects, leaving no file and no open descriptor behind.
   */
  put: (key: string, content: Readable | AsyncIterable<Buffer>) => Promise<number>;
  /** Reads the file, or an inclusive byte range of it. */
  get: (key: string, range?: ByteRange) => Promise<Readable>;
  /** null when there is no such file. */
  stat: (key: string) => Promise<{ size: number } | null>;
  delete: (key: string) => Promise<void>;
};
