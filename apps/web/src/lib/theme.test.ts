import { describe, expect, it } from 'vitest';
import {
  READABLE_STATUS_COLOURS,
  STATUS_TEXT_ON,
  TEXT_CONTRAST,
  applyThemeColors,
  contrastRatio,
  darken,
  readableShade,
  relativeLuminance,
  themeFor,
  tint,
} from './theme';

describe('WCAG contrast', () => {
  it('computes relative luminance as WCAG defines it', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('computes the ratios the tester measured', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#52c41a', '#f6ffed')).toBeCloseTo(2.2, 1);
    // Symmetric: white text on a colour reads as well as the colour on white.
    expect(contrastRatio('#ffffff', '#ff4d4f')).toBe(contrastRatio('#ff4d4f', '#ffffff'));
  });
});

describe('readable shades of a tenant colour', () => {
  it.each(['#ffd700', '#52c41a', '#5699ff', '#ff6600', '#ffffff', '#00ffff'])(
    'darkens %s until it has 4.5:1 against white',
    (colour) => {
      const shade = readableShade(colour);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // No darker than needed: one step lighter would not do.
      expect(contrastRatio(darken(shade, 1 / 0.96), '#ffffff')).toBeLessThan(TEXT_CONTRAST + 0.5);
    },
  );

  it('keeps the hue: gold stays a dark gold, green a dark green', () => {
    expect(readableShade('#ffd700')).toBe('#857000');
    expect(readableShade('#52c41a')).toBe('#388512');
  });

  it('leaves a colour that already reads as it is', () => {
    expect(readableShade('#1f7a8c')).toBe('#1f7a8c');
    expect(readableShade('#000000')).toBe('#000000');
  });

  it('reads against another background too', () => {
    const background = tint('#ffd700', 0.12);
    expect(contrastRatio(readableShade('#ffd700', background), background)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });
});

describe('themeFor', () => {
  it.each(['#ffd700', '#52c41a', '#5699ff', '#1f7a8c'])(
    'gives %s a primary colour, hover and selected menu item with readable text',
    (mainColor) => {
      const { token, components } = themeFor(mainColor);
      for (const colour of [token?.colorPrimary, token?.colorPrimaryHover, token?.colorLink]) {
        expect(contrastRatio(colour as string, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
      const menu = components?.Menu;
      for (const background of [menu?.itemSelectedBg, token?.controlItemBgActiveHover]) {
        expect(
          contrastRatio(menu?.itemSelectedColor as string, background as string),
        ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
      expect(components?.Dropdown?.colorPrimary).toBe(menu?.itemSelectedColor);
      expect(
        contrastRatio(token?.colorInfo as string, token?.colorInfoBg as string),
      ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it('gives grey, success, error and warning text 4.5:1 on white and on its own background', () => {
    const colours = READABLE_STATUS_COLOURS;
    const greys = [colours.colorTextSecondary, colours.colorTextTertiary];
    for (const colour of [...greys, colours.colorTextPlaceholder]) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const [text, background] of STATUS_TEXT_ON) {
      expect(contrastRatio(colours[text], '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(colours[text], colours[background])).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
  });
});

describe('applyThemeColors', () => {
  it('keeps the chosen colour for decoration and its readable shade for text', () => {
    const root = document.createElement('div');
    applyThemeColors('#FFD700', root);
    expect(root.style.getPropertyValue('--lectern-main-color')).toBe('#FFD700');
    expect(root.style.getPropertyValue('--lectern-main-color-text')).toBe('#857000');
  });
});
