import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn, signOut } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Issue 18 point 3 (decisions 0028 and 0033): the demo pack's 演示综合测验 taken through a lost
 * connection. The service worker keeps the app shell, the exam's code and the sheet's pictures;
 * the sheet and its answer journal live in IndexedDB; a submission made offline waits for the
 * connection.
 */
const PAPER = '演示综合测验';
const QUEUED = '网络恢复后将自动交卷';
/** Question 1's picture (docPics) and its text alternative in the demo pack. */
const CHART = /^柱状图：华东销售部 2024 年季度销售额/;
/** src/lib/service-worker-caches.ts */
const OFFLINE_PICTURES_CACHE = 'lectern-offline-pictures';

test.use({ serviceWorkers: 'allow' });

const current = (page: Page) => page.getByRole('main', { name: '当前题目' });
const panelButton = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^第 ${number} 题：`) });

const goToQuestion = async (page: Page, number: number) => {
  await panelButton(page, number).click();
  await expect(current(page).getByRole('heading', { name: `第 ${number} 题` })).toBeVisible();
};

const MULTIPLE_CHOICE = ['大声讨论客户报价', 'U 盘借给外部人员', '来历不明邮件'];

/** The width the browser decoded a picture at: 0 when it could not be loaded. */
const naturalWidth = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

/** The URLs in the service worker's caches whose name starts with `prefix`. */
const cachedUrls = (page: Page, prefix: string) =>
  page.evaluate(async (namePrefix) => {
    const names = (await caches.keys()).filter((name) => name.startsWith(namePrefix));
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map(({ url }) => new URL(url).pathname);
  }, prefix);

type TLandedSave = { questionId: string; seq: number };

test('an exam goes offline, reloads, is submitted offline and lands once when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // What reached the server: every save batch and submission the server answered.
  const landedSaves: TLandedSave[] = [];
  let landedSubmissions = 0;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() !== 200) return;
    if (url.pathname === '/h5/api/exam/saveAnswers') {
      const { answers } = response.request().postDataJSON() as { answers: TLandedSave[] };
      landedSaves.push(...answers.map(({ questionId, seq }) => ({ questionId, seq })));
    }
    if (url.pathname === '/h5/api/exam/submit') landedSubmissions += 1;
  });

  await signIn(page);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('我的考试').click();
  const card = page.getByRole('article', { name: PAPER });
  await card.getByRole('button', { name: buttonName('进入考试') }).click();
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(page).toHaveURL(/\/h5\/p\/strat\/exam\?answerSheetId=/);
  const answerSheetId = new URL(page.url()).searchParams.get('answerSheetId');
  const question = current(page);
  await expect(question.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  // The worker has installed: the app shell and the exam's code are in its precache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const chart = question.getByRole('img', { name: CHART });
  await expect.poll(() => naturalWidth(chart)).toBeGreaterThan(0);
  // The page has had the worker keep the sheet's picture.
  await expect
    .poll(() => cachedUrls(page, OFFLINE_PICTURES_CACHE))
    .toEqual([expect.stringMatching(/^\/h5\/api\/files\/[^/]+\/sales-chart\.png$/)]);

  // Online: question 1 reaches the server.
  await question.getByRole('radio', { name: /第三季度/ }).check();
  await expect(page.getByText('答案已全部保存')).toBeVisible();

  // Offline: question 2 stays on the device.
  await context.setOffline(true);
  await goToQuestion(page, 2);
  for (const option of MULTIPLE_CHOICE) {
    await question.getByRole('checkbox', { name: new RegExp(option) }).check();
  }
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();

  // A reload without a connection reopens the sheet with both answers and question 1's picture.
  await page.reload();
  await expect(question.getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await expect(question.getByRole('radio', { name: /第三季度/ })).toBeChecked();
  await expect.poll(() => naturalWidth(chart)).toBeGreaterThan(0);
  await expect(panelButton(page, 1)).toHaveAccessibleName(/已答/);
  await expect(panelButton(page, 2)).toHaveAccessibleName(/已答/);
  await goToQuestion(page, 2);
  for (const option of MULTIPLE_CHOICE) {
    await expect(question.getByRole('checkbox', { name: new RegExp(option) })).toBeChecked();
  }

  // More answers, still offline.
  await goToQuestion(page, 4);
  await question.getByRole('radio', { name: '正确' }).check();
  await goToQuestion(page, 13);
  await question.getByRole('radio', { name: /非常满意/ }).check();
  await expect(page.getByText('已答（4）')).toBeVisible();

  // Submitting offline: the dialog opens and the learner is told the submission will be sent.
  await page.getByRole('button', { name: buttonName('交卷') }).click();
  const confirm = page.getByRole('dialog', { name: '确定交卷吗？' });
  await confirm.getByRole('button', { name: buttonName('交卷') }).click();
  await expect(page.getByRole('heading', { name: QUEUED })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '请不要关闭此页面' })).toBeVisible();
  expect(landedSubmissions).toBe(0);

  // Back online: the answers and then the submission land, and the finish screen appears.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/, { timeout: 30_000 });
  await expect(page.getByText(/\/ 100/)).toBeVisible();
  expect(landedSubmissions).toBe(1);

  // Every save landed once, in the order it was made.
  const keys = landedSaves.map(({ questionId, seq }) => `${questionId}#${seq}`);
  expect(new Set(keys).size).toBe(keys.length);
  const seqs = landedSaves.map(({ seq }) => seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

  // The server's record holds the four answers, the three graded ones right.
  const detail = await page.evaluate(async (id) => {
    const response = await fetch(`/h5/api/exam/answerDetail?answerSheetId=${id}`, {
      headers: { Authorization: localStorage.getItem('lectern.memberToken') ?? '' },
    });
    return (await response.json()) as {
      code: string;
      body: { questions: { answer: unknown; status: string }[] };
    };
  }, answerSheetId);
  expect(detail.code).toBe('200');
  const statuses = detail.body.questions.map(({ status }) => status);
  expect(statuses.slice(0, 4)).toEqual(['right', 'right', 'unanswered', 'right']);
  expect(detail.body.questions[12]?.answer).not.toBeNull();
  expect(detail.body.questions.filter(({ answer }) => answer !== null)).toHaveLength(4);
  // Each answered question reached the server, and no question twice with one seq.
  const questionsSaved = new Set(landedSaves.map(({ questionId }) => questionId));
  expect(questionsSaved.size).toBe(4);

  // Signing out leaves no picture of the learner's exams on the device.
  await page.goto('/h5/p/custom-home');
  await signOut(page);
  await expect(page).toHaveURL(/\/h5\/p\/login\?/);
  expect(await page.evaluate((name) => caches.has(name), OFFLINE_PICTURES_CACHE)).toBe(false);
});

test('the worker precaches the exam answering screen, not the other pages', async ({ page }) => {
  await signIn(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const precached = await cachedUrls(page, 'workbox-precache');
  const built = (name: string) => new RegExp(`^/h5/p/assets/${name}-[\\w-]{8}\\.js$`);
  // The answering screen, the lazy parts it loads first, the calculator's mathjs, KaTeX's fonts.
  // The answering screen's and the question views' strings in zh-CN, the fallback (the shell's
  // are in the app's start).
  for (const name of [
    'exam-answering-page',
    'feedback-antd',
    'sorting-question',
    'number',
    'locale-zh-CN-exams',
    'locale-zh-CN-questions',
  ]) {
    expect(precached).toContainEqual(expect.stringMatching(built(name)));
  }
  expect(precached).toContainEqual(
    expect.stringMatching(/^\/h5\/p\/assets\/KaTeX_Main-Regular-.*\.woff2$/),
  );
  expect(precached).toContain('/h5/p/index.html');
  // antd's prebuilt styles, which index.html names (decision 0035).
  expect(precached).toContainEqual(
    expect.stringMatching(/^\/h5\/p\/assets\/antd-static-[\w-]{8}\.css$/),
  );
  // Other pages and locales are cached when first used.
  for (const name of [
    'news-list-page',
    'exam-list-page',
    'login-page',
    'locale-en-shell',
    'locale-en-exams',
    'locale-en-questions',
  ]) {
    expect(precached).not.toContainEqual(expect.stringMatching(built(name)));
  }
});

test("the learner's own language is kept offline once the worker is in control", async ({
  page,
  context,
}) => {
  // A first visit in English: the worker installs after the page has loaded its locale.
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`/h5/p/login?factoryCode=${DEMO.factoryCode}`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The shell's strings and the login page's (auth's), each a chunk of its own (decision 0038).
  for (const owner of ['shell', 'auth']) {
    await expect
      .poll(() => cachedUrls(page, 'lectern-assets'))
      .toContainEqual(
        expect.stringMatching(new RegExp(`^/h5/p/assets/locale-en-${owner}-[\\w-]{8}\\.js$`)),
      );
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Account')).toBeEditable();
});
