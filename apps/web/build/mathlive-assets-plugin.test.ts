import { describe, expect, it } from 'vitest';
import { mathliveAssetFiles } from './mathlive-assets-plugin';

describe('the formula editor’s fonts and sounds in the build', () => {
  it('copies every font MathLive loads and its keypress sounds', () => {
    const names = [...mathliveAssetFiles().keys()];
    // MathLive 0.111 asks for these by name under fontsDirectory and soundsDirectory.
    for (const font of ['Main-Regular', 'Math-Italic', 'AMS-Regular', 'Size4-Regular']) {
      expect(names).toContain(`fonts/KaTeX_${font}.woff2`);
    }
    expect(names.filter((name) => name.startsWith('fonts/'))).toHaveLength(20);
    expect(names).toEqual(
      expect.arrayContaining(['sounds/keypress-standard.wav', 'sounds/plonk.wav']),
    );
    expect(names.every((name) => /\.(woff2|wav)$/.test(name))).toBe(true);
  });
});
