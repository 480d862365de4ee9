import { afterEach, describe, expect, it } from 'vitest';
import { ANTD_STATIC_STYLES_LINK_ID, applyAntdStaticStyles } from './antd-static-styles';

const preload = () => {
  const link = document.createElement('link');
  link.id = ANTD_STATIC_STYLES_LINK_ID;
  link.rel = 'preload';
  link.as = 'style';
  link.href = '/h5/p/assets/antd-static-a1b2c3d4.css';
  document.head.append(link);
  return link;
};

describe('applyAntdStaticStyles', () => {
  afterEach(() => document.getElementById(ANTD_STATIC_STYLES_LINK_ID)?.remove());

  it("makes index.html's preload of antd's prebuilt styles a stylesheet where the head has it", () => {
    const link = preload();
    document.head.append(document.createElement('style'));
    const place = [...document.head.children].indexOf(link);

    applyAntdStaticStyles();

    expect(link.rel).toBe('stylesheet');
    expect([...document.head.children].indexOf(link)).toBe(place);
  });

  it('changes nothing without it (the dev server builds the styles in the browser)', () => {
    const links = document.head.querySelectorAll('link').length;
    expect(() => applyAntdStaticStyles()).not.toThrow();
    expect(document.head.querySelectorAll('link')).toHaveLength(links);
  });
});
