import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { buttonName } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo pack's newcomer (newhire / demo1234) has no organisation and no custom fields yet, and
 * the demo tenant requires them (apps/server/src/packs/demo/demo-pack.json, customInfo).
 */
const NEWCOMER = { account: 'newhire', password: 'demo1234' };

/** 'Save and continue', once the previous save has settled (a loading button ignores clicks). */
const saveAndContinue = async (page: Page) => {
  const button = page.locator('button[type=submit]');
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await expect(button).toHaveText(buttonName('保存并继续'));
  await button.click();
};

test('a newcomer is sent to supply the supplementary info, then reaches the page they wanted', async ({
  page,
}) => {
  // Four accessibility checks on the way take their time on a busy machine.
  test.setTimeout(120_000);
  await page.goto(
    `/h5/p/login?factoryCode=${DEMO.factoryCode}&url=${encodeURIComponent('/exam/exam')}`,
  );
  await page.getByLabel('账号').fill(NEWCOMER.account);
  await page.getByLabel('密码').fill(NEWCOMER.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();

  // Sign-in, the check and the page's chunk come one after another: give a busy machine time.
  await expect(page).toHaveURL(`/h5/p/custom?factoryCode=${DEMO.factoryCode}&url=%2Fexam%2Fexam`, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: '其他信息' })).toBeVisible();

  // Nothing is saved without the organisation and the required fields.
  await saveAndContinue(page);
  await expect(page.getByText('必填项：组织架构不能为空')).toBeVisible();
  await expect(page.getByText('必填项：工号不能为空')).toBeVisible();
  await expect(page.getByText('必填项：岗位不能为空')).toBeVisible();
  await expectAccessible(page, 'custom info with field errors');

  // The organisation picker: greyed branches, last level only, a search and the count.
  await page.getByRole('button', { name: '组织架构' }).click();
  const picker = page.getByRole('dialog', { name: '选择组织架构' });
  await expect(picker.getByText('已选（0）')).toBeVisible();
  await expect(picker.locator('.ant-tree-treenode-disabled')).toHaveText([
    '质量保障部',
    '自动化测试组',
  ]);
  await picker.getByTitle('华南销售部').click();
  await expect(picker.getByText('请选择最后一级组织')).toBeVisible();
  await expectAccessible(page, 'organisation picker');
  await expect(picker.getByText('已选（0）')).toBeVisible();
  await picker.getByRole('searchbox', { name: '搜索组织' }).fill('深圳');
  await expect(picker.getByTitle('广州销售组')).toBeHidden();
  await picker.getByTitle('深圳大客户组').click();
  await expect(picker.getByText('已选（1）')).toBeVisible();
  await picker.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByRole('button', { name: '组织架构' })).toHaveText('深圳大客户组');

  await page.getByLabel('工号').fill('E2001');
  await page.getByLabel('岗位').click();
  await page.getByTitle('测试工程师').click();
  await expectAccessible(page, 'custom info filled in');
  await page.getByLabel('入职日期').fill('2026-11-02');
  await page.getByLabel('入职日期').press('Tab');
  await page.getByLabel('工作年限').fill('1');

  // The server's rules: the key-account team holds one member already; E1001 is the demo learner's.
  await saveAndContinue(page);
  await expect(page.getByText('组织深圳大客户组人数已满')).toBeVisible();
  await page.getByRole('button', { name: '组织架构' }).click();
  await picker.getByTitle('广州销售组').click();
  await picker.getByRole('button', { name: buttonName('确定') }).click();
  await page.getByLabel('工号').fill('E1001');
  await saveAndContinue(page);
  await expect(page.getByText('输入项：工号不能重复')).toBeVisible();
  await page.getByLabel('工号').fill('E2001');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/h5\/p\/exam\/exam$/);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();

  // The personal centre shows the info, with a way back to edit it.
  await page.getByRole('navigation', { name: '主菜单' }).getByText('个人信息').click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/personal$/);
  const otherInfo = page.locator('.ant-card').filter({ hasText: '其他信息' });
  await expect(otherInfo).toContainText('广州销售组');
  await expect(otherInfo).toContainText('E2001');
  await expect(otherInfo).toContainText('测试工程师');
  await expect(otherInfo).toContainText('2026-11-02');
  await otherInfo.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom\?url=%2Fpersonal%2Fpersonal$/);
  await expect(page.getByLabel('工号')).toHaveValue('E2001');
});
