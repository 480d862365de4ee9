import { expect, test } from '@playwright/test';
import { DEMO, noisePng } from '../support/fixtures';
import { signIn } from '../support/sign-in';

test('a learner changes the avatar and sees the upload progress', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('个人信息').click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/personal$/);
  await expect(page.getByText(DEMO.account, { exact: true })).toBeVisible();

  // Throttle the upload so the progress bar is seen moving: ~1.2 MB at 400 KB/s.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '更换头像' }).click();
  await (
    await chooser
  ).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: noisePng(640) });

  const progress = page.getByRole('progressbar', { name: '头像上传进度' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBe(100);

  const avatar = page.getByRole('img', { name: `${DEMO.nickName}的头像` }).first();
  await expect(avatar).toHaveAttribute('src', /\/h5\/api\/files\/.+portrait\.png/);

  await page.reload();
  await expect(page.getByRole('img', { name: `${DEMO.nickName}的头像` }).first()).toHaveAttribute(
    'src',
    /portrait\.png/,
  );
});
