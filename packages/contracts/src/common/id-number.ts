import { z } from 'zod';

/** Spec §5: first two digits of the region code. */
// prettier-ignore
const PROVINCE_PREFIXES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82',
]);

/** Spec §5 checksum: weights over the first 17 digits, and the sum mod 11 mapped to the check character. */
const CHECKSUM_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

// Upper-case X only, as the spec writes it; the input field may upper-case before validating.
const ID_NUMBER_PATTERN = /^[1-9]\d{5}(?:18|19|20)\d{2}\d{2}\d{2}\d{3}[\dX]$/;

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

const checkCharacterOf = (first17: string) => {
  const sum = CHECKSUM_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARACTERS[sum % 11];
};

/** Spec §5 Chinese national ID number: region, real birth date in 1800–2099, and checksum. */
export const isValidChineseIdNumber = (value: string): boolean => {
  if (!ID_NUMBER_PATTERN.test(value)) return false;
  if (!PROVINCE_PREFIXES.has(value.slice(0, 2))) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (!isRealDate(year, month, day)) return false;
  return checkCharacterOf(value.slice(0, 17)) === value[17];
};

export const ZChineseIdNumber = z.string().refine(isValidChineseIdNumber);
