import { buttonName, signIn } from '../support/sign-in';
import { openExamList } from '../support/exams';
import { expect, test } from '../support/test';

/** learner2 is open to every exam of the demo tenant and signs in twice here. */
const LEARNER = { account: 'learner2', password: 'demo1234' };
const PAPER = '演示综合测验';

test('a newer login elsewhere tells the exam preview, whose Refresh leads to a new login', async ({
  page,
  browser,
}) => {
  // The page's clock is the test's: the heartbeat is moved on to prove the socket logged in.
  await page.clock.install();
  await signIn(page, LEARNER);
  await openExamList(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/h5/api/im/message'));
  await page
    .getByRole('article', { name: PAPER })
    .getByRole('button', { name: buttonName('进入考试') })
    .click();
  await expect(page.getByRole('heading', { name: PAPER })).toBeVisible();
  // The preview's realtime socket has logged in: the server answers its heartbeat.
  const pong = (await socket).waitForEvent('framereceived', (frame) => frame.payload === '2');
  await page.clock.fastForward(25_000);
  await pong;

  const elsewhere = await browser.newContext();
  await signIn(await elsewhere.newPage(), LEARNER);

  // Spec §4 "Login elsewhere": the alert, its text and its Refresh button.
  const alert = page.getByRole('dialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('实时通信异常');
  await expect(alert).toContainText('您已在其他页面登录，请关闭本页面或刷新后重新登录');
  await alert.getByRole('button', { name: buttonName('刷新页面') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/login/);
  await elsewhere.close();
});
