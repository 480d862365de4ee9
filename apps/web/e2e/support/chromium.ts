import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (STACK.md). Without the background-networking flags it floods the closed
 * network with refused connections.
 */
export const chromiumLaunch: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The same, with a fake camera and microphone that answer getUserMedia without a prompt. */
export const chromiumWithFakeMedia: LaunchOptions = {
  ...chromiumLaunch,
  args: [
    ...(chromiumLaunch.args ?? []),
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
