import type { ThemeConfig } from 'antd/es/config-provider/context';
import { DEFAULT_MAIN_COLOR } from '@lectern/contracts/tenants/tenant';

/** Spec §9: the secondary shade is the main colour at 0.67 opacity. */
export const SECONDARY_SHADE_ALPHA = 0.67;

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The tenant's main colour, or the default when it is missing or not a #rrggbb colour. */
export const mainColorOf = (mainColor: string | null | undefined) =>
  mainColor && HEX_COLOUR.test(mainColor) ? mainColor : DEFAULT_MAIN_COLOR;

/** '#5699FF' → 'rgba(86, 153, 255, 0.67)'. */
export function secondaryShade(mainColor: string, alpha = SECONDARY_SHADE_ALPHA): string {
  const [, red = '0', green = '0', blue = '0'] = HEX_COLOUR.exec(mainColorOf(mainColor)) ?? [];
  return `rgba(${parseInt(red, 16)}, ${parseInt(green, 16)}, ${parseInt(blue, 16)}, ${alpha})`;
}

/** antd theme tokens from the tenant's main colour (spec §1 and §9). */
export const themeFor = (mainColor: string): ThemeConfig => ({
  token: { colorPrimary: mainColor, colorLink: mainColor, colorInfo: mainColor },
});

/** The page's own styles read the colours from these CSS variables. */
export function applyThemeColors(mainColor: string, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--lectern-main-color', mainColor);
  root.style.setProperty('--lectern-main-color-secondary', secondaryShade(mainColor));
}
