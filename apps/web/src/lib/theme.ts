import type { ThemeConfig } from 'antd/es/config-provider/context';
import { DEFAULT_MAIN_COLOR } from '@lectern/contracts/common/tenant';

/** Spec §9: the secondary shade is the main colour at 0.67 opacity. */
export const SECONDARY_SHADE_ALPHA = 0.67;

/** WCAG 2.2 SC 1.4.3: normal text needs 4.5:1 against its background. */
export const TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The tenant's main colour, or the default when it is missing or not a #rrggbb colour. */
export const mainColorOf = (mainColor: string | null | undefined) =>
  mainColor && HEX_COLOUR.test(mainColor) ? mainColor : DEFAULT_MAIN_COLOR;

type TRgb = [number, number, number];

const rgbOf = (colour: string): TRgb => {
  const [, red = '0', green = '0', blue = '0'] = HEX_COLOUR.exec(mainColorOf(colour)) ?? [];
  return [parseInt(red, 16), parseInt(green, 16), parseInt(blue, 16)];
};

const hexOf = (rgb: TRgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const [red, green, blue] = rgbOf(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour itself when it has `ratio` contrast against `background` (white by default),
 * else the same hue darkened step by step (towards black, 4 % at a time) until it has.
 * Text in this colour on the background, and white text on this colour, are then readable.
 */
export function readableShade(colour: string, background = '#ffffff', ratio = TEXT_CONTRAST) {
  const rgb = rgbOf(colour);
  let shade = hexOf(rgb);
  for (let factor = 1; contrastRatio(shade, background) < ratio && factor > 0;) {
    factor = Math.max(0, factor - 0.04);
    shade = darken(hexOf(rgb), factor);
  }
  return shade;
}

/** `colour` mixed with white, `amount` of the colour (0 to 1): a light tint for backgrounds. */
export function tint(colour: string, amount: number): string {
  return hexOf(rgbOf(colour).map((channel) => 255 - (255 - channel) * amount) as TRgb);
}

/** `colour` darkened towards black, keeping `factor` (0 to 1) of each channel. */
export function darken(colour: string, factor: number): string {
  return hexOf(rgbOf(colour).map((channel) => channel * factor) as TRgb);
}

/** '#5699FF' → 'rgba(86, 153, 255, 0.67)'. */
export function secondaryShade(mainColor: string, alpha = SECONDARY_SHADE_ALPHA): string {
  const [red, green, blue] = rgbOf(mainColor);
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/**
 * Status and grey text colours with 4.5:1 on white and on their own light backgrounds
 * (antd's defaults, #52c41a, #ff4d4f, #faad14 and 45 % black, are 1.9 to 3.4:1). The light
 * backgrounds are given too: antd would derive greyish ones from these darker seeds.
 */
export const READABLE_STATUS_COLOURS = {
  colorSuccess: '#2b7a0b',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorError: '#c41d24',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorWarning: '#a85100',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#636363',
  colorTextDescription: '#595959',
  /** antd's #bfbfbf placeholder (1.8:1) would be the only text a select shows before a pick. */
  colorTextPlaceholder: '#757575',
} as const;

/** The text colours of READABLE_STATUS_COLOURS, each with the background it is read on. */
export const STATUS_TEXT_ON = [
  ['colorSuccess', 'colorSuccessBg'],
  ['colorError', 'colorErrorBg'],
  ['colorWarning', 'colorWarningBg'],
] as const;

/**
 * antd theme tokens from the tenant's main colour (spec §1 and §9), with every text colour
 * readable (docs/decisions/0029): the primary colour is the main colour darkened until it has
 * 4.5:1 against white; a selected menu or dropdown item is a light tint of the main colour
 * with the primary colour darkened until it reads on that tint, hovered or not. With
 * `reducedMotion` (the learner's system asks for it), dialogs, drawers and menus open without
 * their zoom and slide.
 */
export const themeFor = (mainColor: string, reducedMotion = false): ThemeConfig => {
  const primary = readableShade(mainColor);
  const selectedBg = tint(mainColor, 0.1);
  const selectedHoverBg = tint(mainColor, 0.16);
  const selectedText = readableShade(primary, selectedHoverBg);
  return {
    token: {
      colorPrimary: primary,
      colorLink: primary,
      // Info (a tag 'in progress') is text on its light tint, like a selected item.
      colorInfo: selectedText,
      colorInfoBg: selectedBg,
      colorInfoBorder: tint(mainColor, 0.35),
      // antd lightens these; darker keeps white text on a hovered or pressed button readable.
      colorPrimaryHover: darken(primary, 0.88),
      colorPrimaryActive: darken(primary, 0.76),
      colorLinkHover: darken(primary, 0.88),
      colorLinkActive: darken(primary, 0.76),
      colorPrimaryBg: selectedBg,
      colorPrimaryBgHover: selectedHoverBg,
      controlItemBgActive: selectedBg,
      controlItemBgActiveHover: selectedHoverBg,
      ...READABLE_STATUS_COLOURS,
      // Unset otherwise: antd's motion, or an enclosing provider's.
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      Menu: { itemSelectedBg: selectedBg, itemSelectedColor: selectedText },
      // The dropdown colours its selected item (the current language) with colorPrimary.
      Dropdown: { colorPrimary: selectedText },
      // The picture viewer's counter and buttons sit on the mask: dark enough for white text.
      Image: { colorBgMask: 'rgba(0, 0, 0, 0.7)' },
    },
  };
};

/**
 * The page's own styles read the colours from these CSS variables: the main colour as the
 * tenant chose it for borders and backgrounds, and its readable shade for text on white.
 */
export function applyThemeColors(mainColor: string, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--lectern-main-color', mainColor);
  root.style.setProperty('--lectern-main-color-secondary', secondaryShade(mainColor));
  root.style.setProperty('--lectern-main-color-text', readableShade(mainColor));
}
