import argon2 from 'argon2';
import type { Config } from '../../config';

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** Does the work of a verification without an account, so a miss takes as long as a hit. */
  verifyNothing: (password: string) => Promise<false>;
};

export const createPasswordHasher = (params: Config['passwordHashing']): PasswordHasher => {
  const hash = (password: string) => argon2.hash(password, { type: argon2.argon2id, ...params });
  // Computed up front so the first miss costs no more than the next ones.
  const dummyHash = hash('lectern-timing-equaliser');
  const verify = async (passwordHash: string, password: string) => {
    try {
      return await argon2.verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash,
    verify,
    verifyNothing: async (password) => {
      await verify(await dummyHash, password);
      return false;
    },
  };
};
