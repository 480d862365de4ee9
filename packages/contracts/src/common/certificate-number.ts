/**
 * Spec §1 certificates and certificate lookup (docs/decisions/0064): a certificate's number is
 * printed on it, encoded in its QR code and typed at /cert/find. It is random and unguessable, so
 * it alone (with the tenant number) shows the certificate to anyone who holds it.
 */

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is not misread. */
export const CERTIFICATE_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a number: 80 random bits, stored without separators. */
export const CERTIFICATE_NUMBER_LENGTH = 16;
/** Printed in groups of this size joined by '-'. */
export const CERTIFICATE_NUMBER_GROUP = 4;
/** The longest text a lookup accepts as a number (spaces and dashes included). */
export const MAX_CERTIFICATE_NUMBER_INPUT = 64;

/** The characters Crockford's base32 reads as others when typed: O is 0, I and L are 1. */
const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/** 'ABCDEFGHJKMNPQRS' → 'ABCD-EFGH-JKMN-PQRS', the form printed on the certificate. */
export const formatCertificateNumber = (number: string) =>
  (number.match(new RegExp(`.{1,${CERTIFICATE_NUMBER_GROUP}}`, 'g')) ?? []).join('-');

/**
 * A number as someone may type or scan it (any case, spaces or dashes anywhere, O for 0, I or L
 * for 1) in its stored form; null when it cannot be a certificate number.
 */
export const normaliseCertificateNumber = (input: string): string | null => {
  const characters = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (character) => READ_AS[character] ?? character);
  if (characters.length !== CERTIFICATE_NUMBER_LENGTH) return null;
  if ([...characters].some((character) => !CERTIFICATE_NUMBER_ALPHABET.includes(character))) {
    return null;
  }
  return characters;
};
