import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { buttonName } from '../support/sign-in';
import { currentQuestion, submitExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * Information collection before an exam (spec §2 /exam/Collection, docs/decisions/0043) with the
 * demo pack's 信息安全考试（考前采集）, to which only `collector` is invited: 工牌号 (unique),
 * 工作单位 and 报考级别 are required, 从业年限 is not. collector is used by no other spec.
 */
const LEARNER = { account: 'collector', password: 'demo1234' };
const PAPER = '信息安全考试（考前采集）';

const signInAsCollector = async (page: Page) => {
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await page.getByLabel('账号').fill(LEARNER.account);
  await page.getByLabel('密码').fill(LEARNER.password);
  await page.getByRole('button', { name: buttonName('登录') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
};

/** From the shell: 我的考试, the paper found by its name, its preview. */
const openPreview = async (page: Page) => {
  await page.getByRole('navigation', { name: '主菜单' }).getByText('我的考试').click();
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).fill(PAPER);
  await page.getByRole('searchbox', { name: '按试卷名称搜索' }).press('Enter');
  await page
    .getByRole('article', { name: PAPER })
    .getByRole('button', { name: buttonName('进入考试') })
    .click();
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
};

/** The collection row of the preview's details: its state and the way to the form. */
const collectionRow = (page: Page) =>
  page.locator('.ant-descriptions-item').filter({ hasText: '考前信息' });

test('a learner fills the paper’s information before the exam, once for every attempt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsCollector(page);
  await openPreview(page);
  await expect(collectionRow(page)).toContainText('待填写');

  // 开始考试 leads to the form first.
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/exam\/Collection\?paperId=/);
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
  await expect(page.getByRole('heading', { name: '考前信息采集' })).toBeVisible();
  await expectAccessible(page, 'information collection');

  await page.getByLabel('工牌号').fill('B-2024-001');
  await page.getByLabel('报考级别').click();
  await page.getByTitle('中级').click();
  await page.getByRole('button', { name: buttonName('保存并开始考试') }).click();
  // Refused: 工作单位 is required and empty.
  await expect(page.getByText('必填项：工作单位不能为空')).toBeVisible();
  await expect(page).toHaveURL(/\/exam\/Collection/);

  await page.getByLabel('工作单位').fill('华东分公司');
  await page.getByRole('button', { name: buttonName('保存并开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await submitExam(page);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish/);

  // A second attempt: the information is kept, shown prefilled, and the exam starts at once.
  await page.goto('/h5/p/custom-home');
  await openPreview(page);
  await expect(collectionRow(page)).toContainText('已填写');
  await collectionRow(page).getByRole('button', { name: '查看或修改' }).click();
  await expect(page.getByLabel('工牌号')).toHaveValue('B-2024-001');
  await expect(page.getByLabel('工作单位')).toHaveValue('华东分公司');
  await expect(page.getByTitle('中级')).toBeVisible();
  await page.getByRole('button', { name: buttonName('保存并开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
});
