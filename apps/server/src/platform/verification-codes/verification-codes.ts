import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type TSmsCodeSent,
  type TSmsScene,
} from '@lectern/contracts/common/sms-code';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { Database } from '../../db/schema';
import { AppError } from '../http/app-error';
import { throttled, type LoginLimits } from '../rate-limits/login-limits';
import type { SmsLimits } from '../rate-limits/sms-limits';
import type { SmsProvider } from '../providers/sms/sms-provider';
import { newId } from '../security/tokens';
import { verificationCodesRepository } from './verification-codes.repository';

export type CodeTarget = {
  tenantId: string;
  factoryCode: string;
  phone: string;
  scene: TSmsScene;
};

/** The row id salts the hash, so equal codes never share a stored value. */
const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest();

const newCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export type VerificationCodes = ReturnType<typeof verificationCodes>;

/** SMS verification codes (issue 4): 6 digits, stored hashed, single use, 10 min, 5 tries. */
export const verificationCodes = ({
  db,
  sms,
  limits,
  loginLimits,
}: {
  db: Kysely<Database>;
  sms: SmsProvider;
  limits: SmsLimits;
  /** Wrong codes spend the client address's budget of failed tries, as wrong passwords do. */
  loginLimits: LoginLimits;
}) => ({
  /**
   * Sends a new code, retiring the phone's older ones; 300111 with the wait when throttled.
   * Without `deliver` only the send budget is spent: the caller answers as if it had sent.
   */
  send: async (target: CodeTarget, ip: string, deliver = true): Promise<TSmsCodeSent> => {
    const waitSeconds = await limits.takeSend(`${target.tenantId}\u0000${target.phone}`, ip);
    if (waitSeconds !== null) throw throttled(waitSeconds);
    if (!deliver) return { resendAfter: SMS_RESEND_SECONDS };
    const code = newCode();
    const id = newId();
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const codes = verificationCodesRepository(trx);
      await codes.retireLive(target, now);
      await codes.insert({
        id,
        tenant_id: target.tenantId,
        phone: target.phone,
        scene: target.scene,
        code_hash: hashCode(id, code).toString('base64url'),
        tries: 0,
        created_at: now,
        expires_at: now + SMS_CODE_TTL_SECONDS * 1000,
        consumed_at: null,
      });
    });
    await sms.send({
      phone: target.phone,
      code,
      scene: target.scene,
      factoryCode: target.factoryCode,
      sentAt: now,
    });
    return { resendAfter: SMS_RESEND_SECONDS };
  },

  /**
   * Uses up the phone's newest live code when `code` matches: 300367 when empty, 300368 when
   * wrong, expired, used, out of tries or never sent. Each call counts one try of the code, taken
   * atomically before the comparison, so racing guesses get no more tries than sequential ones;
   * a wrong code also spends a try of the client address (300111 once it is spent).
   */
  consume: async (
    target: Omit<CodeTarget, 'factoryCode'>,
    code: string | undefined,
    ip: string,
  ) => {
    const given = code?.trim() ?? '';
    if (given === '') throw new AppError(ErrorCode.VERIFICATION_INFO_EMPTY);
    const codes = verificationCodesRepository(db);
    const used = await loginLimits.attempt({ account: null, ip }, async () => {
      const now = Date.now();
      const live = await codes.findLive(target, now);
      if (!live || !(await codes.takeTry(target.tenantId, live.id, SMS_CODE_MAX_TRIES)))
        return null;
      const matches = timingSafeEqual(
        hashCode(live.id, given),
        Buffer.from(live.code_hash, 'base64url'),
      );
      return matches && (await codes.consume(target.tenantId, live.id, now)) ? live : null;
    });
    if (!used) throw new AppError(ErrorCode.VERIFICATION_INFO_WRONG);
  },
});
