import type * as TAntdModule from 'antd';
import type { createElement as TCreateElement, ReactElement } from 'react';
import type { Plugin } from 'vite';
import { ANTD_STATIC_STYLES_LINK_ID } from '../src/lib/antd-static-styles';
import { isAppPage } from './app-page';

/** The stylesheet's name before Vite adds its hash (assets/antd-static-<hash>.css). */
const ASSET_NAME = 'antd-static.css';

/**
 * The antd components the first screens render: the login screen with the root's tenant alert,
 * and the exam screen with every input a question of the 13 types shows. Their styles are built
 * here, at build time; any other component still builds its styles in the browser the first time
 * it renders.
 */
export function firstScreenComponents(
  antd: typeof TAntdModule,
  h: typeof TCreateElement,
): ReactElement[] {
  const { Alert, Button, Checkbox, Flex, Form, Image, Input, Progress, Radio, Segmented } = antd;
  const { Spin, Upload } = antd;
  return [
    h(Alert, { title: 'alert' }),
    h(
      Form,
      { layout: 'vertical' },
      h(Form.Item, { label: 'label', name: 'field' }, h(Input, { prefix: 'prefix' })),
      h(Form.Item, { name: 'secret' }, h(Input.Password)),
    ),
    h(Flex, null, h(Button, { type: 'primary' }, 'button')),
    h(Radio.Group, { options: ['radio'] }),
    h(Checkbox.Group, { options: ['checkbox'] }),
    h(Input.TextArea),
    h(Segmented, { options: ['segmented'] }),
    h(Progress, { percent: 50 }),
    h(Image, { src: 'image.png', alt: '' }),
    h(Spin),
    h(Upload),
  ];
}

/**
 * antd builds each component's styles in the browser when it first renders; on a slow phone that
 * was a second of the login screen's first render (docs/decisions/0035). This plugin builds the
 * first screens' component styles once, at build time, into a stylesheet with antd's own cache
 * map (`.data-ant-cssinjs-cache-path`, @ant-design/cssinjs), from which the browser's antd takes
 * them as already there. antd 6 keys these styles by component and version only, never by theme
 * values (which it reads from CSS variables), so one stylesheet serves every tenant's colours;
 * the theme's variables are still written in the browser, per tenant.
 *
 * index.html preloads the stylesheet at the top of its head and the entry makes it a stylesheet
 * (src/lib/antd-static-styles.ts): a stylesheet the page's parser meets would hold the entry back
 * until it had loaded. Where it has not loaded before antd first renders, antd builds the styles
 * as before. The dev server builds them all in the browser.
 */
export function antdStaticStylesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'lectern-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      this.emitFile({ type: 'asset', name: ASSET_NAME, source: await buildStaticStyles() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, path }) {
        if (!isAppPage(path)) return;
        const asset = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(ASSET_NAME),
        );
        if (!asset) throw new Error(`antd-static-styles: the build has no ${ASSET_NAME}`);
        return [
          {
            tag: 'link',
            attrs: {
              id: ANTD_STATIC_STYLES_LINK_ID,
              rel: 'preload',
              as: 'style',
              href: `${base}${asset.fileName}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Renders firstScreenComponents with antd's server-side style cache and returns its styles as
 * plain CSS. The hash antd puts in each style's path depends on NODE_ENV, which Vite sets the
 * same for this process as for the bundle.
 */
export async function buildStaticStyles(): Promise<string> {
  const [antd, { createElement }, { renderToString }, cssinjs] = await Promise.all([
    import('antd'),
    import('react'),
    import('react-dom/server'),
    import('@ant-design/cssinjs'),
  ]);
  const cache = cssinjs.createCache();
  renderToString(
    createElement(
      cssinjs.StyleProvider,
      { cache },
      createElement(antd.ConfigProvider, null, ...firstScreenComponents(antd, createElement)),
    ),
  );
  return cssinjs.extractStyle(cache, { plain: true, types: ['style'] });
}
