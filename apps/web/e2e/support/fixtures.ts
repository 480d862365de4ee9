import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo pack's tenant under each e2e worker's own factory code (playwright.config.ts imports a
 * copy per worker): a worker's specs sign its learners in without revoking another worker's
 * (decision 0060).
 */
export const DEMO_FACTORY_CODES: readonly string[] = ['100100', '100101'];

/** The demo tenant and learner of the demo pack (apps/server/src/packs/demo), this worker's copy. */
export const DEMO = {
  factoryCode: DEMO_FACTORY_CODES[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? '100100',
  account: 'demo',
  password: 'demo1234',
  nickName: '演示学员',
} as const;

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
};

/**
 * A real PNG of random pixels: noise does not compress, so `side` controls the upload size
 * (about 3 × side² bytes), big enough for a throttled upload to show its progress.
 */
export const noisePng = (side: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc(side * (1 + side * 3));
  for (let y = 0; y < side; y += 1) {
    const start = y * (1 + side * 3);
    rows[start] = 0; // filter: none
    for (let i = 1; i <= side * 3; i += 1) rows[start + i] = Math.floor(Math.random() * 256);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The second tenant of e2e/accounts/review-tenant-pack.json: registrations await review. */
export const REVIEW_TENANT = {
  factoryCode: '100200',
  sysName: '审核培训中心',
  /** A member whose password the password-change spec may change: no other spec uses it. */
  member: { account: '13900000002', phone: '13900000002', password: 'start1234' },
} as const;

/** A real PNG of one colour: a few bytes whatever its size, for width limits (spec §9). */
export const solidPng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3, 0x5a);
  row[0] = 0; // filter: none
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
