import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { SMS_CODE_MAX_TRIES, SmsScene } from '@lectern/contracts/common/sms-code';
import {
  ACCOUNT_BLOCK_SECONDS,
  ACCOUNT_FAILURE_LIMIT,
  IP_FAILURE_LIMIT,
  SETTLING_WAIT_SECONDS,
} from '../../platform/rate-limits/login-limits';
import { createMember, createTenant, type TestTenant } from '../../test/factories';
import {
  cheapenPasswords,
  limitStores,
  uniqueAddress,
  untilBudgetsInRedis,
  tally,
} from '../../test/limit-stores';
import { lastCodeTo, sendSmsCode, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

describe.each(limitStores)(
  'racing tries are limited like sequential ones (%s)',
  (_store, overrides) => {
    let test: TestApp;
    let tenant: TestTenant;

    beforeAll(async () => {
      test = await buildTestApp(overrides);
      tenant = await createTenant(test.db);
      await untilBudgetsInRedis(test);
    });
    afterAll(() => test.close());

    const passwordLogin = (userCode: string, password: string, remoteAddress: string) =>
      callApi<TPostLoginResponse>(test.app, {
        path: '/login/login',
        body: { factoryCode: tenant.factoryCode, userCode, password },
        remoteAddress,
      });

    const codeLogin = (phone: string, code: string | undefined, remoteAddress: string) =>
      callApi<TPostLoginResponse>(test.app, {
        path: '/login/smsLogin',
        body: { factoryCode: tenant.factoryCode, phone, code },
        remoteAddress,
      });

    const wrongCodeFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

    it(`judges exactly ${ACCOUNT_FAILURE_LIMIT} of 60 racing wrong passwords on one account`, async () => {
      const learner = await createMember(test.db, tenant);
      const ip = uniqueAddress();
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => passwordLogin(learner.userCode, 'not-it', ip)),
      );
      expect(tally(answers)).toEqual({
        '300103': ACCOUNT_FAILURE_LIMIT,
        '300111': 60 - ACCOUNT_FAILURE_LIMIT,
      });
      for (const { envelope, headers } of answers.filter(
        ({ envelope: e }) => e.code === '300111',
      )) {
        expect(envelope.body).toBeGreaterThan(0);
        expect(headers['retry-after']).toBe(String(envelope.body));
      }
      const blocked = await passwordLogin(learner.userCode, learner.password, uniqueAddress());
      expect(blocked.envelope.code).toBe('300111');
      expect(blocked.envelope.body).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 5);
    });

    it(`judges exactly ${IP_FAILURE_LIMIT} of ${IP_FAILURE_LIMIT + 30} racing wrong passwords from one address`, async () => {
      const ip = uniqueAddress();
      const answers = await Promise.all(
        Array.from({ length: IP_FAILURE_LIMIT + 30 }, (_, index) =>
          passwordLogin(`nobody-${index}`, 'not-it', ip),
        ),
      );
      expect(tally(answers)).toEqual({ '300103': IP_FAILURE_LIMIT, '300111': 30 });
      // The address stays closed to a right password too.
      const learner = await createMember(test.db, tenant);
      expect((await passwordLogin(learner.userCode, learner.password, ip)).envelope.code).toBe(
        '300111',
      );
    });

    it('refuses the right password at #91 of 120 racing tries', async () => {
      const learner = await createMember(test.db, tenant);
      const ip = uniqueAddress();
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, index) =>
          passwordLogin(learner.userCode, index === 90 ? learner.password : 'not-it', ip),
        ),
      );
      expect(answers[90]?.envelope.code).toBe('300111');
      expect(tally(answers)).toEqual({
        '300103': ACCOUNT_FAILURE_LIMIT,
        '300111': 120 - ACCOUNT_FAILURE_LIMIT,
      });
    });

    it('asks a hall of learners behind one address to wait a second, not an hour, past its limit', async () => {
      const hall = await Promise.all(
        Array.from({ length: IP_FAILURE_LIMIT + 20 }, () => createMember(test.db, tenant)),
      );
      await cheapenPasswords(test.db, hall);
      const ip = uniqueAddress();
      const first = await Promise.all(
        hall.map((learner) => passwordLogin(learner.userCode, learner.password, ip)),
      );
      const waiting = hall.filter((_, index) => first[index]?.envelope.code === '300111');
      expect(waiting.length).toBeGreaterThan(0);
      expect(first.length - waiting.length).toBeGreaterThanOrEqual(IP_FAILURE_LIMIT);
      for (const { envelope } of first.filter(({ envelope: e }) => e.code === '300111')) {
        expect(envelope.body).toBe(SETTLING_WAIT_SECONDS);
      }
      const again = await Promise.all(
        waiting.map((learner) => passwordLogin(learner.userCode, learner.password, ip)),
      );
      expect(again.every(({ envelope }) => envelope.code === '200')).toBe(true);
    });

    it(`lets racing guesses of a code take its ${SMS_CODE_MAX_TRIES} tries and no more`, async () => {
      const phone = uniquePhone();
      await createMember(test.db, tenant, { phone });
      await sendSmsCode(
        test,
        { factoryCode: tenant.factoryCode, phone, scene: SmsScene.LOGIN },
        uniqueAddress(),
      );
      const code = lastCodeTo(test, phone);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => codeLogin(phone, wrongCodeFor(code), uniqueAddress())),
      );
      expect(tally(answers)).toEqual({ '300368': 30 });
      const stored = await test.db
        .selectFrom('verification_codes')
        .select('tries')
        .where('tenant_id', '=', tenant.id)
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(stored.tries).toBe(SMS_CODE_MAX_TRIES);
      expect((await codeLogin(phone, code, uniqueAddress())).envelope.code).toBe('300368');
    });

    it(`judges exactly ${IP_FAILURE_LIMIT} of ${IP_FAILURE_LIMIT + 30} racing wrong codes from one address`, async () => {
      const ip = uniqueAddress();
      const answers = await Promise.all(
        Array.from({ length: IP_FAILURE_LIMIT + 30 }, () => codeLogin(uniquePhone(), '123456', ip)),
      );
      expect(tally(answers)).toEqual({ '300368': IP_FAILURE_LIMIT, '300111': 30 });
    });

    it('lets a learner whose password is attacked from elsewhere sign in with a code to their phone', async () => {
      const phone = uniquePhone();
      const learner = await createMember(test.db, tenant, { phone });
      const attacker = uniqueAddress();
      const home = uniqueAddress();
      const attack = await Promise.all(
        Array.from({ length: 40 }, () => passwordLogin(learner.userCode, 'guess', attacker)),
      );
      expect(tally(attack)['300103']).toBe(ACCOUNT_FAILURE_LIMIT);
      // The password route is closed to the learner too: the block is the account's.
      expect((await passwordLogin(learner.userCode, learner.password, home)).envelope.code).toBe(
        '300111',
      );

      await sendSmsCode(
        test,
        { factoryCode: tenant.factoryCode, phone, scene: SmsScene.LOGIN },
        home,
      );
      const signedIn = await codeLogin(phone, lastCodeTo(test, phone), home);
      expect(signedIn.envelope.code).toBe('200');
      expect(signedIn.envelope.body.loginUserInfo.userId).toBe(learner.id);
      const info = await callApi(test.app, {
        path: '/mine/memberInfo',
        token: signedIn.envelope.body.tokenValue,
      });
      expect(info.envelope.code).toBe('200');
      // A code login does not reopen the password route to the attacker.
      expect((await passwordLogin(learner.userCode, 'guess', attacker)).envelope.code).toBe(
        '300111',
      );
    });
  },
);
