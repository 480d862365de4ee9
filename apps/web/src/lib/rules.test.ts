import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './paths';
import {
  forbidsComputerLogin,
  pageTitle,
  resolveLanguage,
  showsSupportFooter,
} from './tenant-rules';
import { mainColorOf, secondaryShade, themeFor } from './theme';

describe('language resolution (spec §1, §3)', () => {
  it('prefers the choice stored on this device, then the tenant default, then zh-CN', () => {
    expect(resolveLanguage('kor', 1)).toBe('kor');
    expect(resolveLanguage(null, 1)).toBe('en');
    expect(resolveLanguage(null, 0)).toBe('zh-CN');
    expect(resolveLanguage(null, undefined)).toBe('zh-CN');
  });
});

describe('tenant rules (spec §2)', () => {
  it('titles the page with sysName for user versions 1 and 11 only', () => {
    expect(pageTitle(1, 'Acme', 'Lectern')).toBe('Acme');
    expect(pageTitle(11, 'Acme', 'Lectern')).toBe('Acme');
    expect(pageTitle(10, 'Acme', 'Lectern')).toBe('Lectern');
    expect(pageTitle(11, undefined, 'Lectern')).toBe('Lectern');
  });

  it('shows the support footer for versions 10 and 11 with a tenant number', () => {
    expect(showsSupportFooter(10, '100100')).toBe(true);
    expect(showsSupportFooter(11, '100100')).toBe(true);
    expect(showsSupportFooter(1, '100100')).toBe(false);
    expect(showsSupportFooter(10, null)).toBe(false);
  });

  it('forbids computer login when forbidTerm holds "1"', () => {
    expect(forbidsComputerLogin(['1'])).toBe(true);
    expect(forbidsComputerLogin(['2'])).toBe(false);
    expect(forbidsComputerLogin(undefined)).toBe(false);
  });
});

describe('theme (spec §9)', () => {
  it('uses the tenant main colour, or #5699FF', () => {
    expect(mainColorOf('#FF6600')).toBe('#FF6600');
    expect(mainColorOf(null)).toBe('#5699FF');
    expect(mainColorOf('red')).toBe('#5699FF');
    // A dark enough main colour is the primary colour as it is (#FF6600 is darkened: 2.9:1).
    expect(themeFor('#1F7A8C').token?.colorPrimary).toBe('#1f7a8c');
  });

  it('derives the secondary shade at 0.67', () => {
    expect(secondaryShade('#5699FF')).toBe('rgba(86, 153, 255, 0.67)');
  });
});

describe('login links', () => {
  it('builds /login with the known parts only', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath({ url: '/custom-home?a=1', factoryCode: '100100' })).toBe(
      '/login?url=%2Fcustom-home%3Fa%3D1&factoryCode=100100',
    );
  });

  it('returns only to paths inside the app after login', () => {
    expect(safeReturnPath('/personal/personal?tab=1')).toBe('/personal/personal?tab=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
