/** An SMS verification code (issue #4): stored hashed, single use, a few tries. */
export type VerificationCodeTable = {
  id: string;
  tenant_id: string;
  phone: string;
  /** contracts `TSmsScene`. */
  scene: string;
  code_hash: string;
  tries: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
};

export type VerificationCodesTables = { verification_codes: VerificationCodeTable };
