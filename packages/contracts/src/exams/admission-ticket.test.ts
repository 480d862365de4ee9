import { describe, expect, it } from 'vitest';
import {
  formatTicketNumber,
  normaliseTicketNumber,
  TICKET_NUMBER_ALPHABET,
  TICKET_NUMBER_LENGTH,
} from './admission-ticket';

describe('admission ticket numbers', () => {
  it('uses 32 characters none of which reads as another', () => {
    expect(new Set(TICKET_NUMBER_ALPHABET).size).toBe(32);
    for (const misread of ['I', 'L', 'O', 'U'])
      expect(TICKET_NUMBER_ALPHABET).not.toContain(misread);
  });

  it('prints a number in groups of four', () => {
    expect(formatTicketNumber('7K3PQ9MZXH2D')).toBe('7K3P-Q9MZ-XH2D');
    expect('7K3P-Q9MZ-XH2D'.replace(/-/g, '')).toHaveLength(TICKET_NUMBER_LENGTH);
  });

  it.each([
    ['the printed form', '7K3P-Q9MZ-XH2D', '7K3P-Q9MZ-XH2D'],
    ['lower case, without dashes', '7k3pq9mzxh2d', '7K3P-Q9MZ-XH2D'],
    ['spaces and stray dashes', ' 7K3P Q9MZ--XH2D ', '7K3P-Q9MZ-XH2D'],
    ['O typed for 0, I and L for 1', 'O1AB-CDEF-GHIL', '01AB-CDEF-GH11'],
  ])('reads %s', (_, input, stored) => {
    expect(normaliseTicketNumber(input)).toBe(stored);
  });

  it.each([
    ['too short', '7K3P-Q9MZ-XH2'],
    ['too long', '7K3P-Q9MZ-XH2DA'],
    ['a U, which no number holds', 'UK3P-Q9MZ-XH2D'],
    ['punctuation', '7K3P.Q9MZ.XH2D'],
    ['nothing', ''],
  ])('refuses %s', (_, input) => {
    expect(normaliseTicketNumber(input)).toBeNull();
  });
});
