import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Spec §1 admission tickets (examinee cards, /personal/examinee-card): one per learner and paper
 * that issues them, with a number an invigilator checks (docs/decisions/0045).
 */

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed is not misread. */
export const TICKET_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a number: 60 random bits, in groups of this size joined by '-'. */
export const TICKET_NUMBER_LENGTH = 12;
export const TICKET_NUMBER_GROUP = 4;

/** Longest note to examinees a paper prints on its tickets, and most notes. */
export const MAX_EXAMINEE_NOTE_LENGTH = 500;
export const MAX_EXAMINEE_NOTES = 20;

/** The characters Crockford's base32 reads as others when typed: O is 0, I and L are 1. */
const READ_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/** 'ABCDEFGHJKMN' → 'ABCD-EFGH-JKMN', the form printed, encoded in the QR code and stored. */
export const formatTicketNumber = (characters: string) =>
  (characters.match(new RegExp(`.{1,${TICKET_NUMBER_GROUP}}`, 'g')) ?? []).join('-');

/**
 * A number as an invigilator may type or scan it (any case, spaces or dashes anywhere, O for 0,
 * I or L for 1) in its stored form; null when it cannot be a ticket number.
 */
export const normaliseTicketNumber = (input: string): string | null => {
  const characters = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (character) => READ_AS[character] ?? character);
  if (characters.length !== TICKET_NUMBER_LENGTH) return null;
  if ([...characters].some((character) => !TICKET_NUMBER_ALPHABET.includes(character))) {
    return null;
  }
  return formatTicketNumber(characters);
};

/** A ticket as the learner prints it and the invigilator reads it. */
export const ZAdmissionTicket = z.object({
  /** Stable per learner and paper, unique in the tenant, random: what the QR code encodes. */
  ticketNumber: z.string(),
  paperId: ZId,
  paperName: z.string(),
  /** Spec §3 exam window; null when not set. */
  examEnableTime: ZEpochMillis.nullable(),
  examExpireTime: ZEpochMillis.nullable(),
  /** Minutes; null: no time limit. */
  duration: z.number().int().positive().nullable(),
  /** The paper's notes to examinees, printed on the ticket. */
  notes: z.array(z.string()),
  nickName: z.string(),
  userCode: z.string(),
  /** The learner's photo (their avatar); null: none. */
  avatar: z.string().nullable(),
  /** Spec §3 deptName: the learner's organisations, joined by ';'; null: none. */
  deptName: z.string().nullable(),
  /** When the ticket was first issued. */
  issuedAt: ZEpochMillis,
});
export type TAdmissionTicket = z.infer<typeof ZAdmissionTicket>;
