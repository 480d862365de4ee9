import type { FastifyBaseLogger } from 'fastify';
import type { TSmsScene } from '@lectern/contracts/common/sms-code';
import type { Config } from '../../../config';
import { consoleSmsProvider } from './console';
import { testSmsProvider } from './test';

/** One verification-code text message; a real driver maps `scene` to its template. */
export type SmsMessage = {
  phone: string;
  code: string;
  scene: TSmsScene;
  factoryCode: string;
  sentAt: number;
};

export type SmsProvider = { send: (message: SmsMessage) => Promise<void> };

export const createSmsProvider = (
  settings: Config['sms'],
  logger: FastifyBaseLogger,
): SmsProvider =>
  settings.driver === 'test' ? testSmsProvider(settings.outboxPath) : consoleSmsProvider(logger);
