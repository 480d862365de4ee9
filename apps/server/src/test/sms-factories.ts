import { randomInt } from 'node:crypto';
import type { TPostSendSmsCodeResponse } from '@lectern/contracts/auth/post-send-sms-code';
import type { TSmsScene } from '@lectern/contracts/common/sms-code';
import { callApi, type TestApp } from './test-app';

/** A mainland-style mobile number no other test uses. */
export const uniquePhone = () => `139${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;

/** A client address of its own, so per-address limits of one case do not touch another. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The code in the newest text message to the phone, if any. */
export const lastCodeTo = (test: TestApp, phone: string, scene?: TSmsScene) =>
  test.sms.sent
    .filter((message) => message.phone === phone && (!scene || message.scene === scene))
    .at(-1)?.code;

export const sendSmsCode = (
  test: TestApp,
  body: { factoryCode?: string; phone?: string; scene: TSmsScene },
  remoteAddress = uniqueIp(),
) =>
  callApi<TPostSendSmsCodeResponse>(test.app, {
    path: '/login/sendSmsCode',
    body,
    remoteAddress,
  });
