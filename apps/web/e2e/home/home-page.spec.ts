import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/accessibility';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

test("the home page renders the tenant's rich text and downloads its attachments", async ({
  page,
}) => {
  await signIn(page);

  await expect(page.locator('.katex').first()).toBeVisible();
  await expect(page.locator('.katex-mathml annotation').first()).toHaveText('E = mc^2');
  await expectAccessible(page, 'home');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 学员手册.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('学员手册.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
