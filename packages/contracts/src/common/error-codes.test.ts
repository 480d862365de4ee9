import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorCodes,
  errorMessageKey,
  errorMessageParameter,
  isErrorCode,
} from './error-codes';

describe('error catalogue (spec §8)', () => {
  it('gives every code exactly one name', () => {
    const namesOf = new Map<string, string[]>();
    for (const [name, code] of Object.entries(ErrorCode)) {
      namesOf.set(code, [...(namesOf.get(code) ?? []), name]);
    }
    const shared = [...namesOf].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
    expect(errorCodes).toEqual([...namesOf.keys()]);
  });

  it('names codes in SCREAMING_SNAKE and uses only envelope code shapes', () => {
    for (const [name, code] of Object.entries(ErrorCode)) {
      expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(code).toMatch(/^(200|402|403|408|500|403-[1-7]|30\d{4})$/);
    }
  });

  it('holds the general codes and the 403 sub-codes 403-1 to 403-7', () => {
    for (const code of ['200', '402', '403', '408', '500']) expect(isErrorCode(code)).toBe(true);
    for (let sub = 1; sub <= 7; sub++) expect(isErrorCode(`403-${sub}`)).toBe(true);
    expect(isErrorCode('403-0')).toBe(false);
    expect(isErrorCode('403-8')).toBe(false);
  });

  it('names the second code of a shared meaning after the first, with _ALT', () => {
    const names = Object.keys(ErrorCode);
    const alternates = names.filter((name) => name.endsWith('_ALT'));
    expect(alternates).toContain('WRONG_ACCOUNT_OR_PASSWORD_ALT');
    for (const name of alternates) expect(names).toContain(name.replace(/_ALT$/, ''));
  });

  it('recognises only catalogued codes', () => {
    expect(isErrorCode('300350')).toBe(true);
    expect(isErrorCode('303103')).toBe(true);
    for (const unknown of ['', '404', '300999', ' 200', '200 ', 'SUCCESS', 'AbortError']) {
      expect(isErrorCode(unknown)).toBe(false);
    }
  });

  it('keys messages by the code itself in the errors namespace', () => {
    expect(errorMessageKey(ErrorCode.SESSION_LOGGED_IN_ELSEWHERE)).toBe('errors:403-4');
    expect(errorMessageKey(ErrorCode.MAX_ONLINE_USERS)).toBe('errors:300350');
  });

  it('takes message parameters only for the codes whose text inserts a value', () => {
    expect(errorMessageParameter).toEqual({
      '300211': 'parameter',
      '300316': 'time',
      '300364': 'field',
      '300365': 'field',
      '300372': 'amount',
      '300374': 'reason',
      '300375': 'detail',
      '303103': 'name',
      '309004': 'max',
      '309150': 'num',
      '309175': 'max',
      '309177': 'max',
      '309192': 'max',
      '309226': 'num',
    });
    for (const code of Object.keys(errorMessageParameter)) expect(isErrorCode(code)).toBe(true);
  });
});
