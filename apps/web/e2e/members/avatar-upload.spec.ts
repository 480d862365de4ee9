import { expectAccessible } from '../support/accessibility';
import { DEMO, noisePng, solidPng } from '../support/fixtures';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test('a learner changes the avatar, compressed, and sees the upload progress', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('个人信息').click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/personal$/);
  await expect(page.getByText(DEMO.account, { exact: true })).toBeVisible();
  await expectAccessible(page, 'personal centre');

  // Throttle the upload so the progress bar is seen moving: the picture, ~1.2 MB of noise, is
  // over the 1024 KB target (spec §9) and goes up as a smaller JPEG, still a few hundred KB.
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
  await expectAccessible(page, 'avatar uploaded');

  const avatar = page.getByRole('img', { name: `${DEMO.nickName}的头像` }).first();
  await expect(avatar).toHaveAttribute('src', /\/h5\/api\/files\/.+portrait\.jpg/);
  // 640 px shrunk by 1.1 × √(size / 1024 KB).
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeLessThan(640);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.reload();
  await expect(page.getByRole('img', { name: `${DEMO.nickName}的头像` }).first()).toHaveAttribute(
    'src',
    /portrait\.jpg/,
  );
});

test('a picture wider than 800 px is narrowed before it goes up (spec §9)', async ({ page }) => {
  await signIn(page);
  await page.goto('/h5/p/personal/personal');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '更换头像' }).click();
  await (
    await chooser
  ).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(1600, 400) });

  const avatar = page.getByRole('img', { name: `${DEMO.nickName}的头像` }).first();
  await expect(avatar).toHaveAttribute('src', /banner\.jpg/);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(800);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(200);
  const stored = await page.request.get((await avatar.getAttribute('src')) ?? '');
  expect(stored.headers()['content-type']).toBe('image/jpeg');
});
