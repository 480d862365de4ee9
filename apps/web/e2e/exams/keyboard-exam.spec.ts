import type { Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { chromiumWithFakeMedia } from '../support/chromium';
import { expect, test } from '../support/test';

/**
 * The whole demo exam 演示综合测验 (apps/server/src/packs/demo/demo-pack.json) taken with the
 * keyboard alone: Tab, Shift+Tab, arrows, Space, Enter and typing, never a click. After every key
 * on the exam screen the focus is somewhere, never on <body>; every move to another question puts
 * it on that question's heading.
 */
const PAPER = '演示综合测验';

// Chromium's fake camera and microphone answer getUserMedia without a permission prompt.
test.use({ launchOptions: chromiumWithFakeMedia });

/**
 * What has the focus: its tag, role, name (without the spaces antd puts in CJK labels), value, and
 * the title of the card (article) it is in.
 */
type TFocus = { tag: string; role: string; name: string; value: string; card: string };

const focusOf = (page: Page): Promise<TFocus> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'BODY', role: '', name: '', value: '', card: '' };
    }
    const field = element as HTMLInputElement | HTMLSelectElement;
    const name =
      element.getAttribute('aria-label') ??
      (field.labels?.[0]?.textContent || element.closest('label')?.textContent) ??
      element.textContent ??
      '';
    const value =
      element instanceof HTMLSelectElement
        ? (element.selectedOptions[0]?.textContent ?? '')
        : ((element as HTMLInputElement).value ?? '');
    return {
      tag: element.tagName,
      role: element.getAttribute('role') ?? (field.type === 'radio' ? 'radio' : ''),
      name: name.replace(/\s+/g, ''),
      value,
      card: element.closest('article')?.querySelector('h1, h2, h3, h4')?.textContent ?? '',
    };
  });

/** Presses `key` and waits until the focus is on something other than <body>. */
const press = async (page: Page, key: string): Promise<TFocus> => {
  await page.keyboard.press(key);
  await expect
    .poll(async () => (await focusOf(page)).tag, { message: `focus after ${key}` })
    .not.toBe('BODY');
  return focusOf(page);
};

/** Presses `key` and waits for the focus to reach `wanted`: a menu moves it a moment after. */
const pressTo = async (page: Page, key: string, wanted: Partial<TFocus>) => {
  await page.keyboard.press(key);
  await expect.poll(() => focusOf(page), { message: `focus after ${key}` }).toMatchObject(wanted);
};

/**
 * Tabs (forwards, or backwards with Shift) until `wanted` has the focus; returns the count. On the
 * exam screen (`strict`) no Tab may leave the focus on <body>; elsewhere a Tab past the last
 * control does, before it comes round to the first.
 */
const tabTo = async (
  page: Page,
  wanted: (focus: TFocus) => boolean,
  { backwards = false, max = 60, strict = true } = {},
): Promise<number> => {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let count = 1; count <= max; count += 1) {
    if (strict) await press(page, key);
    else await page.keyboard.press(key);
    if (wanted(await focusOf(page))) return count;
  }
  throw new Error(`nothing wanted within ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
};

const named = (name: string | RegExp) => (focus: TFocus) =>
  typeof name === 'string' ? focus.name === name.replace(/\s+/g, '') : name.test(focus.name);

/** The heading of the question on screen has the focus. */
const expectHeadingFocused = async (page: Page, number: number) => {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.matches('main h3.lectern-question__number') ? element.textContent : null;
      }),
    )
    .toBe(`第 ${number} 题`);
};

/** From anywhere in the question, Tab to 下一题 / 上一题 and press Enter. */
const step = async (page: Page, direction: 'next' | 'previous', to: number) => {
  await tabTo(page, named(direction === 'next' ? '下一题' : '上一题'));
  await press(page, 'Enter');
  await expectHeadingFocused(page, to);
};

/** With the focus on a radio of the group: arrows to the one named `name`, Space to be sure. */
const chooseRadio = async (page: Page, name: RegExp) => {
  await tabTo(page, (focus) => focus.role === 'radio');
  for (let moves = 0; !name.test((await focusOf(page)).name); moves += 1) {
    expect(moves).toBeLessThan(8);
    await press(page, 'ArrowDown');
  }
  await press(page, 'Space');
};

/** With the focus on a select: arrows until `label` is chosen. */
const chooseOption = async (page: Page, label: string) => {
  for (let moves = 0; (await focusOf(page)).value !== label; moves += 1) {
    expect(moves).toBeLessThan(8);
    const focus = await press(page, 'ArrowDown');
    expect(focus.tag).toBe('SELECT');
  }
};

test('a learner takes the whole demo exam with the keyboard only', async ({ page }) => {
  test.setTimeout(360_000);

  // Sign in: the account field, the password field, Enter.
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await expect(page.getByLabel('账号')).toBeVisible();
  await tabTo(page, named('账号'), { strict: false });
  await page.keyboard.type(DEMO.account);
  await tabTo(page, named('密码'), { strict: false });
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await expect(page.getByText('欢迎来到演示培训中心')).toBeVisible();

  // The menu: Tab lands on it, Enter steps onto the current entry, arrows, Enter opens 我的考试.
  const menu = await tabTo(page, (focus) => focus.role === 'menu', { strict: false });
  expect(menu).toBeLessThanOrEqual(5);
  await pressTo(page, 'Enter', { role: 'menuitem', name: '首页' });
  await pressTo(page, 'ArrowDown', { role: 'menuitem', name: '我的考试' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/h5\/p\/exam\/exam/);

  // The demo exam's card, then the preview's 开始考试.
  await expect(page.getByRole('article', { name: PAPER })).toBeVisible();
  await tabTo(page, (focus) => focus.card === PAPER && focus.name === '进入考试', {
    strict: false,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('考生姓名')).toBeVisible();
  await tabTo(page, named('开始考试'), { strict: false });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/h5\/p\/strat\/exam\?answerSheetId=/);
  await expectHeadingFocused(page, 1);

  // 1 single choice: the first control is one Tab from the heading.
  await chooseRadio(page, /第三季度/);
  await step(page, 'next', 2);

  // 2 multiple choice: Space on each right option.
  for (const option of ['大声讨论客户报价', 'U盘借给外部人员', '来历不明邮件']) {
    await tabTo(page, (focus) => focus.name.includes(option));
    await press(page, 'Space');
  }
  // Back and forth: 上一题 and 下一题 both land on the heading.
  await step(page, 'previous', 1);
  await step(page, 'next', 2);
  await step(page, 'next', 3);

  // 3 fill in the blanks.
  expect(await tabTo(page, named('第1空'))).toBe(1);
  await page.keyboard.type('28.26');
  await tabTo(page, named('第2空'));
  await page.keyboard.type('18.84');
  await step(page, 'next', 4);

  // 4 true or false.
  await chooseRadio(page, /^正确$/);
  await step(page, 'next', 5);

  // 5 cloze: three selects, chosen with the arrow keys.
  for (const [blank, label] of [
    ['第1空', 'B. 热情接待并详细记录问题'],
    ['第2空', 'B. 联系相关部门协同处理'],
    ['第3空', 'A. 主动回复客户处理结果'],
  ] as const) {
    await tabTo(page, named(blank));
    await chooseOption(page, label);
  }
  await step(page, 'next', 6);

  // 6 sorting with the move-up buttons: the focus stays on the moved item's button.
  const order = [
    '到人力资源部报到并提交入职材料',
    '签订劳动合同',
    '参加新员工入职培训',
    '试用期满参加转正考核',
  ];
  const items = page.locator('main .lectern-sortable-list > li');
  const positionOf = async (name: string) =>
    (await items.allInnerTexts()).findIndex((text) => text.includes(name));
  for (const [target, name] of order.entries()) {
    let position = await positionOf(name);
    if (position === target) continue;
    await page.keyboard.press('Shift+Tab'); // back towards the top of the list
    await tabTo(page, named(`上移${name}`));
    while (position > target) {
      const focus = await press(page, 'Enter');
      await expect.poll(() => positionOf(name)).toBe(position - 1);
      position -= 1;
      // At the top the up button is disabled: the focus moves to the item's down button.
      expect(focus.name).toBe(position === 0 ? `下移${name}` : `上移${name}`);
    }
  }
  await step(page, 'next', 7);

  // 7 matching: one select per formula.
  for (const label of ['C. 质能方程', 'D. 勾股定理', 'A. 牛顿第二定律']) {
    await tabTo(page, (focus) => focus.tag === 'SELECT');
    await chooseOption(page, label);
  }
  await step(page, 'next', 8);

  // 8 classification: after an item is classified, the next Tab goes to the next unclassified one.
  const categories = new Map([
    ['废纸箱', '可回收物'],
    ['塑料饮料瓶', '可回收物'],
    ['过期药品', '有害垃圾'],
    ['废旧充电电池', '有害垃圾'],
    ['果皮', '厨余垃圾'],
    ['剩饭剩菜', '厨余垃圾'],
    ['用过的纸巾', '其他垃圾'],
  ]);
  const itemOf = (focus: TFocus) => /^(.+)的类别$/.exec(focus.name)?.[1] ?? '';
  let focus = await press(page, 'Tab');
  if (focus.tag !== 'SELECT') {
    await tabTo(page, (candidate) => candidate.tag === 'SELECT');
    focus = await focusOf(page);
  }
  const classified: string[] = [];
  while (classified.length < categories.size) {
    const item = itemOf(focus);
    const category = categories.get(item);
    expect(category, `a category for ${item}`).toBeDefined();
    expect(classified).not.toContain(item);
    await chooseOption(page, category ?? '');
    expect(itemOf(await focusOf(page))).toBe(item);
    await expect(
      page.locator('main').getByRole('region', { name: category }).getByText(item, { exact: true }),
    ).toBeVisible();
    classified.push(item);
    if (classified.length < categories.size) {
      // One Tab, and the next unclassified item's select has the focus.
      focus = await press(page, 'Tab');
      expect(focus.tag).toBe('SELECT');
      expect(focus.value).toBe('未分类');
    }
  }
  await step(page, 'next', 9);

  // 9 combination: true/false, single choice and a blank.
  await chooseRadio(page, /^正确$/);
  await chooseRadio(page, /285,000元/);
  await tabTo(page, named('第1空'));
  await page.keyboard.type('15000');
  await step(page, 'next', 10);

  // 10 short answer.
  await tabTo(page, named('你的答案'));
  await page.keyboard.type('先了解客户所在行业，再用开放式问题引导客户说出现状与痛点。');
  await step(page, 'next', 11);

  // 11 audio and 12 video recordings: Enter starts, Enter stops, the focus stays on the button.
  for (const [number, start] of [
    [11, '开始录音'],
    [12, '开始录像'],
  ] as const) {
    await tabTo(page, named(start));
    await press(page, 'Enter');
    await expect(page.getByText('正在录制…')).toBeVisible();
    await page.waitForTimeout(1500);
    expect((await focusOf(page)).name).toBe('停止录制');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: /^重\s*新\s*录\s*制$/ })).toBeVisible({
      timeout: 20_000,
    });
    expect((await focusOf(page)).tag).not.toBe('BODY');
    if (number === 11) await step(page, 'next', 12);
  }
  // The answer-sheet panel: Enter on 第 13 题 moves the focus to its heading.
  await tabTo(page, named(/^第13题：/));
  await press(page, 'Enter');
  await expectHeadingFocused(page, 13);

  // 13 scale. The last question's 下一题 is disabled: Enter on 上一题 and back keeps the focus.
  await chooseRadio(page, /非常满意/);
  await step(page, 'previous', 12);
  await step(page, 'next', 13);
  await tabTo(page, named('上一题'));
  expect((await press(page, 'Tab')).name).not.toBe('下一题');

  // Submit: Shift+Tab back to 交卷 in the header, Enter, Enter on the dialog's 交卷.
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('已答（13）')).toBeVisible();
  await tabTo(page, named('交卷'), { backwards: true });
  await press(page, 'Enter');
  const confirm = page.getByRole('dialog', { name: '确定交卷吗？' });
  await expect(confirm).toContainText('100%');
  await expect.poll(async () => (await focusOf(page)).name).toBe('交卷');
  await page.keyboard.press('Enter');

  // The result, then the answers through 答题详情.
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();
  await expect(page.getByText('100 / 100')).toBeVisible();
  await tabTo(page, named('留在本页'), { strict: false });
  await page.keyboard.press('Enter');
  await tabTo(page, named('答题详情'), { strict: false });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/h5\/p\/exam\/answer\?answerSheetId=/);
  const questions = page.getByRole('region', { name: /^第 \d+ 题$/ });
  await expect(questions).toHaveCount(13);
  await expect(questions.nth(0)).toContainText('正确');
  await expect(questions.nth(0).getByRole('radio', { name: /第三季度/ })).toBeChecked();
  await expect(questions.nth(2).getByLabel('第 1 空', { exact: true })).toHaveValue('28.26');
  await expect(questions.nth(7).getByRole('region', { name: '其他垃圾' })).toContainText(
    '用过的纸巾',
  );
  await expect(questions.nth(9)).toContainText('先了解客户所在行业');
});

test('on a phone the folded menu is out of the Tab order, opens with Enter and folds with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await expect(page.getByLabel('账号')).toBeVisible();
  await tabTo(page, named('账号'), { strict: false });
  await page.keyboard.type(DEMO.account);
  await tabTo(page, named('密码'), { strict: false });
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('欢迎来到演示培训中心').first()).toBeVisible();

  // Folded: Tab goes from the menu button to the rest of the header, never into the menu.
  const toggle = page.getByRole('button', { name: '主菜单' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const seen: TFocus[] = [];
  for (let count = 0; count < 8; count += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focusOf(page));
  }
  expect(seen[0]).toMatchObject({ name: '主菜单' });
  expect(seen.filter((focus) => focus.role === 'menu' || focus.role === 'menuitem')).toEqual([]);

  // Enter on the menu button opens the menu onto the current entry; Escape folds it back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => focusOf(page)).toMatchObject({ role: 'menuitem', name: '首页' });
  await pressTo(page, 'ArrowDown', { role: 'menuitem', name: '我的考试' });
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => focusOf(page)).toMatchObject({ name: '主菜单' });

  // Open again and choose with Space: the page opens and the menu folds onto its button.
  await page.keyboard.press('Enter');
  await expect.poll(() => focusOf(page)).toMatchObject({ role: 'menuitem', name: '首页' });
  await press(page, 'ArrowDown');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/h5\/p\/exam\/exam/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => focusOf(page)).toMatchObject({ name: '主菜单' });
});
