import { describe, expect, it } from 'vitest';
import { latencyHistogram } from './load';

describe('latencyHistogram', () => {
  it('counts each answer once when it comes within its connection’s interval', () => {
    const latencies = latencyHistogram();
    for (let index = 0; index < 1_994; index++) latencies.record(2, 4);
    for (let index = 0; index < 6; index++) latencies.record(63, 4);
    // 4 requests a second: 250 ms apart, so 63 ms kept no request from being sent.
    expect(latencies.summary()).toEqual({ p50: 2, p99: 2, max: 63 });
  });

  it('adds the requests a late answer held back on its connection', () => {
    const latencies = latencyHistogram();
    for (let index = 0; index < 990; index++) latencies.record(2, 10);
    // 10 requests a second: each 1,000 ms answer also stands for the nine due every 100 ms
    // meanwhile (900, 800, … 100 ms late), so 50 of 1,040 are slow, not 5 of 995.
    for (let index = 0; index < 5; index++) latencies.record(1_000, 10);
    expect(latencies.summary()).toEqual({ p50: 2, p99: 800, max: 1_000 });
  });

  it('records answers as they come without a rate', () => {
    const latencies = latencyHistogram();
    for (let index = 0; index < 98; index++) latencies.record(5, null);
    latencies.record(400, null);
    latencies.record(400, null);
    expect(latencies.summary()).toEqual({ p50: 5, p99: 400, max: 400 });
  });
});
