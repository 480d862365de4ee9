import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { buttonName, signIn } from '../support/sign-in';
import { currentQuestion, startExam } from '../support/exams';
import { expect, test } from '../support/test';

/**
 * The demo pack's 信息安全自测（防切屏） (apps/server/src/packs/demo/demo-pack.json): the
 * first leave is a warning, later ones must come back within 10 s, 3 leaves and 1 violation are
 * allowed, a single leave over 60 s submits (spec §4 leave rule, decision 0042).
 */
const PAPER = '信息安全自测（防切屏）';

const current = currentQuestion;
const leaveDialog = (page: Page) => page.getByRole('alertdialog');

/**
 * Chromium tells a page it has the focus even when another page of the browser is in front
 * (focus emulation); with it off, bringing another page to the front blurs the exam as a real
 * window switch does.
 */
const realFocus = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
};

/** Switches to another page for `ms` (the exam's window loses the focus), then back. */
const switchAwayFor = async (page: Page, ms: number, whileAway = async () => {}) => {
  const other = await page.context().newPage();
  await other.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
  await other.waitForTimeout(ms);
  await whileAway();
  await page.bringToFront();
  await other.close();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
};

/**
 * Hides the exam's tab for `ms`. Headless Chromium keeps every tab visible, so the tab's state
 * and its event are set in the page, as the browser would when the learner switches tabs.
 */
const hideTabFor = async (page: Page, ms: number) => {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(ms);
  await page.evaluate(() => {
    delete (document as { visibilityState?: string }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

const continueExam = async (page: Page) => {
  await leaveDialog(page)
    .getByRole('button', { name: buttonName('继续考试') })
    .click();
  await expect(leaveDialog(page)).toBeHidden();
};

test('a learner leaves the exam page: a warning, the countdown, a violation, then submission', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  await startExam(page, PAPER);
  await current(page).getByRole('radio').first().check();
  await realFocus(page);

  // The first leave, to another window: back on the page, a warning.
  await switchAwayFor(page, 3_000);
  await expect(leaveDialog(page)).toHaveAccessibleName('离开考试页面');
  await expect(leaveDialog(page)).toContainText(
    '第一次离开仅作警告；之后每次离开须在 10 秒内返回，否则记违规一次。',
  );
  await expectAccessible(page, 'leave warning');
  await continueExam(page);

  // The second, to another tab, back in time: no violation.
  await hideTabFor(page, 3_000);
  await expect(leaveDialog(page)).toContainText('你已在 10 秒内返回，本次离开不记违规。');
  await expect(leaveDialog(page)).toContainText('剩余可违规次数：1');
  await continueExam(page);

  // The third: the exam still shows behind the other window, with its countdown, which runs out.
  await switchAwayFor(page, 3_000, async () => {
    await expect(leaveDialog(page)).toHaveAccessibleName('你已离开考试页面');
    await expect(leaveDialog(page)).toContainText(/请在 [5-9] 秒内返回考试，否则记违规一次/);
    await expect(leaveDialog(page)).toContainText('已超过返回时限', { timeout: 15_000 });
  });
  await expect(leaveDialog(page)).toHaveAccessibleName('记违规一次');
  await expect(leaveDialog(page)).toContainText('剩余可违规次数：0，超出将强制交卷');
  await continueExam(page);

  // The fourth leave is one more than the paper allows: the server submits the sheet.
  await switchAwayFor(page, 3_000);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  // Said as the page opens (a toast), and kept on the result page.
  await expect(
    page
      .locator('.lectern-exam-screen')
      .getByRole('alert')
      .filter({ hasText: '系统判定您存在作弊行为' }),
  ).toBeVisible();
  const records = page.locator('.lectern-exam-leaves');
  await expect(records.getByRole('listitem')).toHaveCount(4);
  await expect(records).toContainText('计入 4 次，违规 1 次');
  await expect(records.getByRole('listitem').nth(0)).toContainText('窗口失去焦点');
  await expect(records.getByRole('listitem').nth(0)).toContainText('警告');
  await expect(records.getByRole('listitem').nth(1)).toContainText('切换或隐藏页面');
  await expect(records.getByRole('listitem').nth(1)).toContainText('按时返回');
  await expect(records.getByRole('listitem').nth(2)).toContainText('违规');
  await expect(records.getByRole('listitem').nth(3)).toContainText('强制交卷');
  await expectAccessible(page, 'result after forced submission');

  // The exam is over: entering it again starts no answering of the old sheet.
  await page.goBack();
  await expect(page.getByText('系统判定您存在作弊行为，已强制交卷').first()).toBeVisible();
});
