import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** The default driver: no network, the code goes to the server log for whoever runs it. */
export const consoleSmsProvider = (logger: FastifyBaseLogger): SmsProvider => ({
  send: async ({ phone, code, scene, factoryCode }: SmsMessage) => {
    logger.info({ sms: { phone, scene, factoryCode } }, `SMS verification code ${code}`);
  },
});
