import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_LENGTH,
  formatCertificateNumber,
  normaliseCertificateNumber,
} from './certificate-number';

describe('certificate numbers', () => {
  it('uses 32 characters none of which reads as another, 80 bits in all', () => {
    expect(new Set(CERTIFICATE_NUMBER_ALPHABET).size).toBe(32);
    for (const misread of ['I', 'L', 'O', 'U']) {
      expect(CERTIFICATE_NUMBER_ALPHABET).not.toContain(misread);
    }
    expect(CERTIFICATE_NUMBER_LENGTH * Math.log2(CERTIFICATE_NUMBER_ALPHABET.length)).toBe(80);
  });

  it('prints a number in groups of four', () => {
    expect(formatCertificateNumber('7K3PQ9MZXH2DA0B1')).toBe('7K3P-Q9MZ-XH2D-A0B1');
  });

  it.each([
    ['the stored form', '7K3PQ9MZXH2DA0B1', '7K3PQ9MZXH2DA0B1'],
    ['the printed form', '7K3P-Q9MZ-XH2D-A0B1', '7K3PQ9MZXH2DA0B1'],
    ['lower case with spaces', ' 7k3p q9mz xh2d a0b1 ', '7K3PQ9MZXH2DA0B1'],
    ['O typed for 0, I and L for 1', 'O1AB-CDEF-GHIL-0000', '01ABCDEFGH110000'],
  ])('reads %s', (_, input, stored) => {
    expect(normaliseCertificateNumber(input)).toBe(stored);
  });

  it.each([
    ['too short', '7K3P-Q9MZ-XH2D'],
    ['too long', '7K3P-Q9MZ-XH2D-A0B1-C'],
    ['a letter outside the alphabet', '7K3P-Q9MZ-XH2D-A0BU'],
    ['punctuation', '7K3P.Q9MZ.XH2D.A0B1'],
    ['empty', ''],
  ])('refuses %s', (_, input) => {
    expect(normaliseCertificateNumber(input)).toBeNull();
  });
});
