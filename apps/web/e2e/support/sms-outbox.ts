import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** One message of the server's test SMS driver (SMS_DRIVER=test, set in playwright.config.ts). */
type TSentSms = { phone: string; code: string; scene: string; factoryCode: string; sentAt: number };

const outboxFile = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'sms-outbox.jsonl');
};

const readOutbox = async (): Promise<TSentSms[]> => {
  const text = await readFile(outboxFile(), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TSentSms);
};

/** The code of the newest message sent to `phone` for `scene` at or after `since`. */
export async function sentCode(phone: string, scene: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await readOutbox();
      const latest = messages
        .filter((sms) => sms.phone === phone && sms.scene === scene && sms.sentAt >= since)
        .at(-1);
      code = latest?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A phone number no other run of the suite has used: registrations never collide. */
export const freshPhone = () => `137${String(Date.now()).slice(-8)}`;
