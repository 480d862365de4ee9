import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { expect, test } from '../support/test';
import { VISUAL_FACTORY_CODE } from './tenant';

/**
 * Every learner screen at a desktop and a phone size, in Chinese and English, compared with the
 * baselines under e2e/visual/__screenshots__/<locale>/<screen>-<size>.png (docs/decisions/0032).
 * The learner is the demo learner of the spec's own tenant (./tenant.ts), which nothing else
 * touches, so a run starts from the same data; the tests run in this order and build on each
 * other (the exam taken in one is the result shown in the next). Each comparison is soft: one
 * changed screen fails the test but every other screen is still compared.
 *
 * Update the baselines with `npm run e2e:update-screenshots -w @lectern/web`.
 */

const LOCALES = ['zh-CN', 'en'] as const;
type TLocale = (typeof LOCALES)[number];

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The browser's clock: "3 days ago" and today's date read the same on every run. */
const FIXED_NOW = new Date('2026-11-20T09:30:00+08:00');

const PAPER = '演示综合测验';
/** The demo exam that may be paused (spec §4). */
const PAUSABLE_PAPER = '信息安全自测（可暂停）';
/** The demo exam that watches page leaves (spec §4 leave rule). */
const STRICT_PAPER = '信息安全自测（防切屏）';
/** The demo exam that asks for a signature (spec §2 signature pad), and its learner. */
const SIGNED_PAPER = '保密承诺测验（需签名）';
const SIGNER = { account: 'signer', password: 'demo1234' };
const LOGIN = `/h5/p/login?factoryCode=${VISUAL_FACTORY_CODE}`;

/** What changes from run to run whatever the data: masked in every screenshot. */
const VOLATILE = [
  // The exam's remaining time runs on the server's clock.
  '.lectern-exam-timer__value',
  // A sheet's query code and its QR code are random, and so are admission ticket numbers.
  '.lectern-exam-finish__qr',
  '.lectern-exam-finish__query-code',
  '.lectern-admission-ticket__number-value',
  '.lectern-admission-ticket__qr-image',
  // Dates and durations of this run (markVolatileTexts).
  '[data-volatile]',
].join(', ');

/** A context in `locale` at the desktop size, signed in with `storageState` when given. */
const newContext = async (browser: Browser, locale: TLocale, storageState?: string) => {
  const context = await browser.newContext({
    storageState,
    viewport: { width: SIZES[0].width, height: SIZES[0].height },
    timezoneId: 'Asia/Shanghai',
    locale,
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(FIXED_NOW);
  await context.addInitScript((language) => {
    localStorage.setItem('language', language);
  }, locale);
  return context;
};

/**
 * Confirms the submit dialog until the finish page opens: a click while the dialog is still
 * settling (or the focus-return of the leave dialog before it) can be lost under load.
 */
const confirmSubmission = async (page: Page) => {
  await expect(async () => {
    await page.getByRole('dialog').locator('.ant-btn-primary').click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
};

/** Today on the server's clock, as the client writes dates: what this run's records carry. */
const serverToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
  new Date(),
);

/**
 * Marks for masking the texts the server's clock writes in this run: today's dates (a sheet's
 * start and end, the learner's import) and the time spent on the exam ('00分18秒', '00 min 18 s').
 */
const markVolatileTexts = (page: Page) =>
  page.evaluate((today) => {
    const volatile = [
      new RegExp(today),
      /\d{2}\s*分\s*\d{2}\s*秒/,
      /\d{2} min \d{2} s/,
      /\d{2}'\d{2}"/,
    ];
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (volatile.some((pattern) => pattern.test(own))) element.setAttribute('data-volatile', '');
    }
  }, serverToday);

/**
 * A time spent or a date of today, found again when the screenshot is taken: a responsive block
 * (antd's Descriptions) can re-render after the resize and drop the mark markVolatileTexts put on
 * it.
 */
const TIME_SPENT = /^(\d{2}\s*分\s*\d{2}\s*秒|\d{2} min \d{2} s|\d{2}'\d{2}")$/;
const TODAY = new RegExp(serverToday);

/** Waits until the page stands still: fonts loaded, every image decoded, nothing loading. */
const settle = async (page: Page) => {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? Promise.resolve() : image.decode().catch(() => undefined),
      ),
    );
  });
  await expect(
    page.locator('.ant-spin-spinning:visible, .lectern-page-loading:visible'),
  ).toHaveCount(0);
};

/**
 * Compares the screen at both sizes: the whole page, or `target` alone (a dialog, a card).
 * `mask` adds what is volatile on this screen only.
 */
const shoot = async (
  page: Page,
  locale: TLocale,
  screen: string,
  options: { target?: Locator; mask?: Locator[] } = {},
) => {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settle(page);
    await markVolatileTexts(page);
    const mask = [
      page.locator(VOLATILE),
      page.getByText(TIME_SPENT),
      page.getByText(TODAY),
      ...(options.mask ?? []),
    ];
    const name = [locale, `${screen}-${size.name}.png`];
    if (options.target) {
      await expect.soft(options.target).toHaveScreenshot(name, { mask });
    } else {
      await expect.soft(page).toHaveScreenshot(name, { mask, fullPage: true });
    }
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
};

/**
 * Signs a learner (the demo learner unless told) in through the form (its fields by name: any
 * locale) and keeps the session.
 */
const signIn = async (
  browser: Browser,
  locale: TLocale,
  file: string,
  learner: { account: string; password: string } = DEMO,
) => {
  const context = await newContext(browser, locale);
  const page = await context.newPage();
  await page.goto(LOGIN);
  await page.locator('#login_userCode').fill(learner.account);
  await page.locator('#login_password').fill(learner.password);
  await page.locator('form#login button[type=submit]').click();
  await expect(page).toHaveURL(/\/h5\/p\/custom-home$/);
  await context.storageState({ path: file });
  await context.close();
};

/** Goes to `path` and waits for it to settle. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await settle(page);
};

/** The question `number` of the exam screen, through the answer sheet. */
const goToQuestion = async (page: Page, number: number) => {
  await page
    .locator('.lectern-sheet-panel__questions button')
    .nth(number - 1)
    .click();
  await expect(page.locator('h3.lectern-question__number')).toContainText(String(number));
};

for (const locale of LOCALES) {
  test.describe(locale, () => {
    let session = '';

    test.beforeAll(async ({ browser }, testInfo) => {
      session = testInfo.outputPath(`session-${locale}.json`);
      await signIn(browser, locale, session);
    });

    test('signed-out screens', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await newContext(browser, locale);
      const page = await context.newPage();

      await open(page, LOGIN);
      await expect(page.locator('#login_userCode')).toBeVisible();
      await shoot(page, locale, 'login');

      await page.locator('.lectern-login__mode').click();
      await expect(page.locator('#login_userCode')).toHaveCount(0);
      await shoot(page, locale, 'code-login');

      await open(page, `/h5/p/regist?factoryCode=${VISUAL_FACTORY_CODE}`);
      await shoot(page, locale, 'register');

      await open(page, '/h5/p/login?factoryCode=999999');
      await shoot(page, locale, 'unknown-organisation');

      await context.close();

      // An unknown path in a browser that has never met a tenant: the login asks for its number.
      const fresh = await newContext(browser, locale);
      const lost = await fresh.newPage();
      await open(lost, '/h5/p/no-such-page');
      await expect(lost).toHaveURL(/\/h5\/p\/login/);
      await shoot(lost, locale, 'not-found');
      await fresh.close();
    });

    test('the learner’s screens outside the exam', async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await newContext(browser, locale, session);
      const page = await context.newPage();

      await open(page, '/h5/p/custom-home');
      await expect(page.getByText('欢迎来到演示培训中心')).toBeVisible();
      await shoot(page, locale, 'home');

      await open(page, '/h5/p/exam/exam');
      await expect(page.getByRole('article', { name: PAPER })).toBeVisible();
      await shoot(page, locale, 'exam-list');

      await open(page, '/h5/p/myinmailmessage');
      await expect(page.getByText('《演示综合测验》考试提醒')).toBeVisible();
      await shoot(page, locale, 'messages');

      await open(page, '/h5/p/notice');
      await expect(page.locator('main a').first()).toBeVisible();
      await shoot(page, locale, 'notices');
      await page.getByRole('link', { name: '2027 年度培训计划发布' }).click();
      await expect(page.getByRole('heading', { name: '2027 年度培训计划发布' })).toBeVisible();
      await shoot(page, locale, 'notice-detail');

      await open(page, '/h5/p/news');
      const firstNews = page.locator('main a').first();
      await expect(firstNews).toBeVisible();
      await shoot(page, locale, 'news');
      await firstNews.click();
      await expect(page).toHaveURL(/\/h5\/p\/news\/detail/);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await shoot(page, locale, 'news-detail');

      await open(page, '/h5/p/personal/personal');
      await expect(page.locator('.ant-descriptions').first()).toBeVisible();
      await shoot(page, locale, 'personal');

      // The change-password card with what it says to a learner who sends it empty.
      const password = page
        .locator('.ant-card')
        .filter({ has: page.locator('input[type=password]') });
      await password.locator('button[type=submit]').click();
      await expect(password.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await shoot(page, locale, 'change-password', { target: password });

      await open(page, '/h5/p/personal/examinee-card');
      await expect(page.locator('.lectern-admission-ticket__qr-image[src]')).toHaveCount(2);
      await shoot(page, locale, 'examinee-card');

      await open(page, `/h5/p/custom?factoryCode=${VISUAL_FACTORY_CODE}`);
      await expect(page.locator('form')).toBeVisible();
      await shoot(page, locale, 'custom-info');
      await context.close();
    });

    test('the exam, its result, answers and rankings', async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await newContext(browser, locale, session);
      const page = await context.newPage();

      await open(page, '/h5/p/exam/exam');
      await page.getByRole('article', { name: PAPER }).getByRole('button').first().click();
      await expect(page).toHaveURL(/\/h5\/p\/exam\/preview\?paperId=/);
      const paperId = new URL(page.url()).searchParams.get('paperId') ?? '';
      await expect(page.locator('.lectern-exam-screen__actions .ant-btn-primary')).toBeVisible();
      await shoot(page, locale, 'exam-preview');

      await page.locator('.lectern-exam-screen__actions .ant-btn-primary').click();
      await expect(page).toHaveURL(/\/h5\/p\/strat\/exam\?answerSheetId=/);
      await expect(page.locator('h3.lectern-question__number')).toBeVisible();
      await page.locator('.lectern-choice').nth(2).click();
      await shoot(page, locale, 'question-1-single-choice');
      await goToQuestion(page, 6);
      await shoot(page, locale, 'question-6-sorting');
      await goToQuestion(page, 7);
      await page.locator('.lectern-blanks select').first().selectOption({ index: 3 });
      await shoot(page, locale, 'question-7-matching');
      await goToQuestion(page, 9);
      await shoot(page, locale, 'question-9-case-analysis');
      // Every answer saved, so the screen shows no pending save.
      await expect(page.locator('.lectern-save-status')).not.toHaveClass(/saving/);

      await page
        .locator('.lectern-exam__header .ant-btn-primary, .lectern-exam__actions .ant-btn-primary')
        .first()
        .click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await shoot(page, locale, 'submit-confirmation', { target: confirm });

      await confirm.locator('.ant-btn-primary').click();
      await expect(page).toHaveURL(/\/h5\/p\/exam\/finish\?answerSheetId=/);
      await page.locator('.lectern-exam-finish__redirect button').click();
      await expect(page.locator('.lectern-exam-finish__redirect')).toHaveCount(0);
      await shoot(page, locale, 'finish');

      const answerSheetId = new URL(page.url()).searchParams.get('answerSheetId') ?? '';
      await open(page, `/h5/p/exam/answer?paperId=${paperId}`);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await shoot(page, locale, 'answer-list');

      await open(page, `/h5/p/exam/answer?answerSheetId=${answerSheetId}`);
      await expect(page.locator('.lectern-answer-detail__question')).toHaveCount(13);
      await shoot(page, locale, 'answer-detail');

      await open(page, `/h5/p/exam/rankings?paperId=${paperId}`);
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await shoot(page, locale, 'rankings');

      await open(page, '/h5/p/personal/user-exam-list');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await shoot(page, locale, 'user-exam-list');
      await context.close();
    });

    test('the pause screen', async ({ browser }) => {
      const context = await newContext(browser, locale, session);
      const page = await context.newPage();
      await open(page, '/h5/p/exam/exam');
      await page.getByRole('article', { name: PAUSABLE_PAPER }).getByRole('button').first().click();
      await page.locator('.lectern-exam-screen__actions .ant-btn-primary').click();
      await expect(page.locator('h3.lectern-question__number')).toBeVisible();
      await page.locator('.lectern-exam__pause').click();
      const paused = page.locator('.lectern-exam-pause');
      await expect(paused).toBeVisible();
      // The time the pause may still last ticks: markVolatileTexts masks it.
      await shoot(page, locale, 'exam-paused');

      await paused.locator('.lectern-overlay__action').click();
      await expect(paused).toHaveCount(0);
      await page.locator('.lectern-exam__submit').click();
      await confirmSubmission(page);
      await context.close();
    });

    test('the leave-page dialog', async ({ browser }) => {
      const context = await newContext(browser, locale, session);
      const page = await context.newPage();
      await open(page, '/h5/p/exam/exam');
      await page.getByRole('article', { name: STRICT_PAPER }).getByRole('button').first().click();
      await page.locator('.lectern-exam-screen__actions .ant-btn-primary').click();
      await expect(page.locator('h3.lectern-question__number')).toBeVisible();
      // The window loses the focus with the exam still shown: the first leave's warning.
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      const dialog = page.locator('.lectern-exam-leave');
      await expect(dialog).toBeVisible();
      await shoot(page, locale, 'exam-leave-warning');

      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await dialog.locator('.lectern-overlay__action').click();
      await expect(dialog).toHaveCount(0);
      await page.locator('.lectern-exam__submit').click();
      await confirmSubmission(page);
      await context.close();
    });

    test('the signature pad, the signed item and the signature in the answer detail', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const signerSession = testInfo.outputPath(`signer-${locale}.json`);
      await signIn(browser, locale, signerSession, SIGNER);
      const context = await newContext(browser, locale, signerSession);
      const page = await context.newPage();
      await open(page, '/h5/p/exam/exam');
      await page.getByRole('article', { name: SIGNED_PAPER }).getByRole('button').first().click();
      await page.locator('.lectern-exam-screen__actions .ant-btn-primary').click();
      await expect(page.locator('h3.lectern-question__number')).toBeVisible();
      // Submitting unsigned opens the pad.
      await page.locator('.lectern-exam__submit').click();
      const canvas = page.locator('.lectern-signature-pad__canvas');
      await expect(canvas).toBeVisible();
      await shoot(page, locale, 'exam-signature-pad');

      // A stroke's width follows the pointer's speed: the signature itself is masked.
      const box = await canvas.boundingBox();
      await page.mouse.move(box!.x + 40, box!.y + 60);
      await page.mouse.down();
      await page.mouse.move(box!.x + box!.width - 40, box!.y + box!.height - 60, { steps: 10 });
      await page.mouse.up();
      await page.locator('.lectern-signature-pad__actions .ant-btn-primary').click();
      const image = page.locator('.lectern-signature-item__image');
      await expect(image).toBeVisible();
      await shoot(page, locale, 'exam-signed', { mask: [image] });

      await page.locator('.lectern-exam__submit').click();
      await confirmSubmission(page);
      const sheetId = new URL(page.url()).searchParams.get('answerSheetId') ?? '';
      await open(page, `/h5/p/exam/answer?answerSheetId=${sheetId}`);
      const signature = page.locator('.lectern-answer-detail__signature-image');
      await expect(signature).toBeVisible();
      await shoot(page, locale, 'answer-detail-signed', { mask: [signature] });
      await context.close();
    });
  });
}
