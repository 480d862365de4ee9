import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  ceil,
  formatDate,
  formatDateFields,
  formatDateTime,
  formatDuration,
  formatStopwatch,
  round,
} from './format';

const local = (year: number, month: number, day: number, h = 0, m = 0, s = 0) =>
  new Date(year, month - 1, day, h, m, s).getTime();

describe('date fields (spec §3)', () => {
  it('formats numeric times as YYYY-MM-DD HH:mm:ss and dates as YYYY-MM-DD', () => {
    const time = local(2024, 3, 9, 14, 5, 7);
    expect(formatDateTime(time)).toBe('2024-03-09 14:05:07');
    expect(formatDateTime(String(time))).toBe('2024-03-09 14:05:07');
    expect(formatDate(time)).toBe('2024-03-09');
  });

  it('leaves non-numeric values as they are and shows nothing for missing ones', () => {
    expect(formatDateTime('2024-03-09 14:05')).toBe('2024-03-09 14:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it("formats the spec's date fields of a record and nothing else", () => {
    const record = {
      createTime: local(2024, 1, 2, 3, 4, 5),
      startDate: local(2024, 5, 6),
      score: 88,
      title: 'Safety basics',
    };
    expect(formatDateFields(record)).toEqual({
      createTime: '2024-01-02 03:04:05',
      startDate: '2024-05-06',
      score: 88,
      title: 'Safety basics',
    });
  });
});

describe('durations (spec §9)', () => {
  const t = i18n.t.bind(i18n);

  it('always shows minutes and seconds with two digits, days and hours when present', () => {
    expect(formatDuration(0, t)).toBe('00 min 00 s');
    expect(formatDuration(65, t)).toBe('01 min 05 s');
    expect(formatDuration(3_600 + 62, t)).toBe('1 h 01 min 02 s');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, t)).toBe('2 d 3 h 04 min 05 s');
  });

  it("reads '00分00秒' in Chinese", () => {
    expect(formatDuration(0, i18n.getFixedT('zh-CN'))).toBe('00分00秒');
  });

  it('has a short stopwatch form with an hours prefix', () => {
    expect(formatStopwatch(0)).toBe(`00'00"`);
    expect(formatStopwatch(125)).toBe(`02'05"`);
    expect(formatStopwatch(3_600 + 309)).toBe(`1:05'09"`);
  });
});

describe('rounding (spec §9: 2 decimals by default)', () => {
  it.each([
    [1.005, 1.01],
    [2.344, 2.34],
    [-1.005, -1],
    [10, 10],
  ])('round(%s) = %s', (value, expected) => expect(round(value)).toBe(expected));

  it.each([
    [1.001, 1.01],
    [2.34, 2.34],
    [0.1 + 0.2, 0.31],
  ])('ceil(%s) = %s', (value, expected) => expect(ceil(value)).toBe(expected));

  it('takes other precisions', () => {
    expect(round(3.14159, 3)).toBe(3.142);
    expect(ceil(3.1, 0)).toBe(4);
  });
});
