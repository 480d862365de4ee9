import { describe, expect, it } from 'vitest';
import { isValidChineseIdNumber, ZChineseIdNumber } from './id-number';

// Check characters below were computed independently; each invalid case breaks exactly one rule.
const valid: [string, string][] = [
  ['the published sample, check character X', '11010519491231002X'],
  ['another check character X', '11010519800101018X'],
  ['an ordinary digit check character', '110105199003070017'],
  ['Feb 29 in leap year 2024', '110105202402290011'],
  ['Feb 29 in 2000, a leap century', '440304200002290014'],
  ['Feb 29 in leap year 1992, check character X', '44010619920229004X'],
  ['earliest year 1800', '820000180001010002'],
  ['year 1900', '210105190001010005'],
  ['latest date Dec 31 2099', '650102209912319994'],
  ['region prefix 37', '370000199001010011'],
  ['region prefix 46', '460000199001010013'],
  ['region prefix 54', '540000199001010013'],
  ['region prefix 71', '710000202402290008'],
  ['region prefix 81', '810000199001010019'],
];

const invalid: [string, string][] = [
  ['empty', ''],
  ['wrong check character', '110105194912310021'],
  ['check character X where a digit is due', '11010519900307001X'],
  ['lower-case x', '11010519491231002x'],
  ['17 characters', '11010519491231002'],
  ['19 characters', '11010519491231002X0'],
  ['region prefix 16', '160105199003070016'],
  ['region prefix 99', '990105199003070010'],
  ['region prefix 10', '100105199003070015'],
  ['region prefix 24', '240105199003070016'],
  ['region prefix 72', '720105199003070010'],
  ['region code starting with 0', '010105199003070013'],
  ['year 1799', '110105179912310016'],
  ['year 2100', '110105210001010015'],
  ['month 13', '110105199013010018'],
  ['month 00', '110105199000010019'],
  ['day 32', '110105199001320019'],
  ['day 00', '110105199001000015'],
  ['Apr 31', '110105199004310019'],
  ['Feb 30', '110105200002300015'],
  ['Feb 29 in non-leap year 2023', '110105202302290014'],
  ['Feb 29 in 1900, not a leap century', '110105190002290017'],
  ['letter in the middle', '1101051949A231002X'],
  ['X other than last', 'X10105199003070017'],
  ['leading space', ' 11010519491231002X'],
  ['trailing space', '11010519491231002X '],
  ['space in the middle', '110105 199003070017'],
];

describe('Chinese national ID number (spec §5)', () => {
  it.each(valid)('accepts %s', (_case, idNumber) => {
    expect(isValidChineseIdNumber(idNumber)).toBe(true);
  });

  it.each(invalid)('rejects %s', (_case, idNumber) => {
    expect(isValidChineseIdNumber(idNumber)).toBe(false);
  });

  it('is exposed as a zod schema', () => {
    expect(ZChineseIdNumber.safeParse('11010519491231002X').success).toBe(true);
    expect(ZChineseIdNumber.safeParse('110105194912310021').success).toBe(false);
    expect(ZChineseIdNumber.safeParse(11010519491231).success).toBe(false);
  });
});
