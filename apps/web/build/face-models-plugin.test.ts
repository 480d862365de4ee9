import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withoutLongWasmProbe } from './face-models-plugin';

const faceApiBundle = () =>
  readFileSync(
    createRequire(import.meta.url).resolve('@vladmandic/face-api/dist/face-api.esm.js'),
    'utf8',
  );

describe('face-api in the build', () => {
  it('compiles no WebAssembly when it loads, which the Content-Security-Policy refuses', () => {
    const installed = faceApiBundle();
    expect(installed).toContain('new WebAssembly.Module(new Uint8Array(');
    const built = withoutLongWasmProbe(installed);
    expect(built).not.toContain('new WebAssembly.Module(new Uint8Array(');
    // Only the probe goes: long.js keeps its JavaScript fallback.
    expect(installed.length - built.length).toBeLessThan(2_000);
  });

  it('fails the build when a new face-api moves the probe', () => {
    expect(() => withoutLongWasmProbe('export const nothing = 1;')).toThrow(/probe not found/);
  });
});
