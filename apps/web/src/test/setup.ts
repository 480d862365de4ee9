import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { applyLanguage, i18n, initI18n } from '@/lib/i18n';
import { namespacesOf } from '@/locales/namespaces';
import { NO_MOTION } from './no-motion';

// antd reads media queries (responsive grid, Layout.Sider breakpoints); jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// Pages load as chunks of their own; the first import of one can take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// antd measures overflowing menus and text; jsdom has no layout, so nothing ever resizes.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', ResizeObserverStub);

beforeAll(async () => {
  // The build stamps index.html with its version (spec §9); so does the test page.
  const version = document.createElement('meta');
  version.name = 'version';
  version.content = 'test-build';
  document.head.append(version);
  // Tests read the English copy; the locale test checks every other language.
  await initI18n('en');
  // Pages and components render here without their routes, which load their features' strings.
  await i18n.loadNamespaces(Object.values(namespacesOf).flat());
  await applyLanguage('en');
  // Toasts and dialogs opened outside React keep whatever theme the app gives them, minus motion.
  const config = ConfigProvider.config;
  ConfigProvider.config = ({ holderRender, ...options }) =>
    config({
      ...options,
      holderRender: (children) =>
        createElement(
          ConfigProvider,
          { theme: NO_MOTION },
          holderRender ? holderRender(children) : children,
        ),
    });
  ConfigProvider.config({});
  // Toasts and dialogs load on first use; load them now so no test waits for it.
  await import('@/lib/feedback-antd');
});

/** Toasts and dialogs render in roots of their own, outside testing-library's cleanup. */
const closeFeedback = async () => {
  // With nothing shown, destroy() would mount antd's holder just to empty it, leaving React
  // work that can outlive the test file's DOM.
  if (!document.querySelector('.ant-message, .ant-modal-root')) return;
  const { message, Modal } = await import('@/lib/feedback-antd');
  message.destroy();
  Modal.destroyAll();
};

/**
 * antd's toast and dialog roots finish unmounting on timers of their own; let that React work
 * run while the DOM still exists, or it throws 'window is not defined' after teardown.
 */
const FEEDBACK_SETTLE_MS = 500;
const settleReact = () => new Promise((resolve) => setTimeout(resolve, FEEDBACK_SETTLE_MS));

afterEach(async () => {
  cleanup();
  await closeFeedback();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterAll(async () => {
  await closeFeedback();
  await settleReact();
});
