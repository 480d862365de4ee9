import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ANTD_STATIC_STYLES_LINK_ID } from '../src/lib/antd-static-styles';
import { antdStaticStylesPlugin, buildStaticStyles } from './antd-static-styles';

/** The paths of antd's cache map (`.data-ant-cssinjs-cache-path{content:"path:hash;…"}`). */
const cachedPaths = (css: string) => {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
};

describe('buildStaticStyles', () => {
  it("holds the first screens' component styles with antd's map of them", async () => {
    const css = await buildStaticStyles();
    const paths = cachedPaths(css);
    for (const component of [
      'Button-Button|ant-btn',
      'Form-Form|ant-form',
      'Form-item-item|ant-form',
      'Grid-Grid|ant-col',
      'Input-Component|ant-input',
      'Alert-Alert|ant-alert',
      'Radio-Radio|ant-radio',
      'Checkbox-Checkbox|ant-checkbox',
      'Image-Image|ant-image',
      'Upload-Upload|ant-upload',
    ]) {
      expect(paths.some((path) => path.includes(`|${component}|`))).toBe(true);
    }
    expect(css).toMatch(/\.ant-btn-primary/);
    expect(css).toMatch(/\.ant-radio-wrapper/);
  });

  it("reads every colour from antd's variables, so one stylesheet serves every tenant", async () => {
    const css = await buildStaticStyles();
    expect(css).toContain('var(--ant-color-primary)');
    // antd's default primary colour and its hover shade, as a theme would write them.
    expect(css.toLowerCase()).not.toContain('#1677ff');
    expect(css.toLowerCase()).not.toContain('#4096ff');
  });
});

describe('antdStaticStylesPlugin', () => {
  it('emits the stylesheet and preloads it at the top of index.html under the page base', async () => {
    const plugin = antdStaticStylesPlugin();
    const emitted: { name?: string; source?: unknown }[] = [];
    const configResolved = plugin.configResolved as (config: { base: string }) => void;
    configResolved({ base: '/h5/p/' });
    const buildStart = plugin.buildStart as (this: unknown) => Promise<void>;
    await buildStart.call({
      emitFile: (file: { name: string; source: string }) => emitted.push(file),
    });
    expect(emitted).toHaveLength(1);
    expect(cachedPaths(String(emitted[0]?.source)).length).toBeGreaterThan(10);

    const bundle = {
      'assets/antd-static-a1b2c3d4.css': {
        type: 'asset',
        names: [emitted[0]?.name],
        fileName: 'assets/antd-static-a1b2c3d4.css',
      },
    } as unknown as Rolldown.OutputBundle;
    const { handler } = plugin.transformIndexHtml as {
      handler: (html: string, context: { path: string; bundle: Rolldown.OutputBundle }) => unknown;
    };
    // The SCORM player's page (scorm/index.html) is not the app's: it preloads nothing.
    expect(handler('', { path: '/scorm/index.html', bundle })).toBeUndefined();
    expect(handler('', { path: '/index.html', bundle })).toEqual([
      {
        tag: 'link',
        attrs: {
          id: ANTD_STATIC_STYLES_LINK_ID,
          rel: 'preload',
          as: 'style',
          href: '/h5/p/assets/antd-static-a1b2c3d4.css',
        },
        injectTo: 'head-prepend',
      },
    ]);
  });
});
