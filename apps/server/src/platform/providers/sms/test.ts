import { appendFile } from 'node:fs/promises';
import type { SmsMessage, SmsProvider } from './sms-provider';

export type TestSmsProvider = SmsProvider & {
  /** Every message sent by this process, oldest first. */
  sent: SmsMessage[];
};

/**
 * Records messages instead of sending them: in memory for in-process tests and, when a path is
 * given, as one JSON line per message for end-to-end tests that run the server as a process.
 */
export const testSmsProvider = (outboxPath: string | null): TestSmsProvider => {
  const sent: SmsMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      if (outboxPath) await appendFile(outboxPath, `${JSON.stringify(message)}\n`);
    },
  };
};
