import { describe, expect, it } from 'vitest';
import { FAST_3G, median, timeTarget } from './client-load';

describe('median', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    expect(median([4_100, 3_200, 9_000])).toBe(4_100);
  });

  it('takes the mean of the two middle runs of an even count', () => {
    expect(median([1_000, 3_000, 2_000, 10_000])).toBe(2_500);
  });

  it('refuses no runs', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('timeTarget', () => {
  it('passes a median at the target and shows every run in seconds', () => {
    expect(timeTarget('login form usable', 4_000, [5_000, 4_000, 1_234])).toEqual({
      check: {
        label: 'login form usable ≤',
        target: '4.00 s',
        measured: '4.00 s',
        pass: true,
      },
      row: ['login form usable', '5.00 s', '4.00 s', '1.23 s', '4.00 s', '4.00 s'],
    });
  });

  it('fails a median over the target even when one run is under it', () => {
    expect(timeTarget('start', 1_500, [1_400, 1_600, 1_700]).check).toMatchObject({
      measured: '1.60 s',
      pass: false,
    });
  });
});

describe('FAST_3G', () => {
  it('is 1.6 Mbit/s down, 750 kbit/s up and 150 ms, in bytes per second', () => {
    expect(FAST_3G).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
  });
});
