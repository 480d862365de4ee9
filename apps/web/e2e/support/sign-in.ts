import { expect, type Page } from '@playwright/test';
import { DEMO } from './fixtures';

/** antd puts a space between two CJK characters of a button ('登 录'). */
export const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * Signs in through the login screen, as the demo learner unless another demo account is given,
 * and waits for the home page's content.
 */
export const signIn = async (
  page: Page,
  { account, password }: { account: string; password: string } = DEMO,
) => {
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await expect(page.getByText('欢迎来到演示培训中心')).toBeVisible();
};

/** Signs the demo learner out through the account menu of the shell, confirming the dialog. */
export const signOut = async (page: Page) => {
  await page.getByRole('button', { name: `账号菜单：${DEMO.nickName}` }).click();
  await page.getByText('退出登录').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: buttonName('确定') })
    .click();
};
