import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/fixtures';
import { expect, test } from '../support/test';

/** The 13 interface locales (src/lib/languages.ts). */
const LOCALES = [
  'zh-CN',
  'cht',
  'en',
  'jp',
  'kor',
  'de',
  'fra',
  'spa',
  'id',
  'may',
  'th',
  'tr',
  'vie',
] as const;
type TLocale = (typeof LOCALES)[number];

/** A demo exam no other spec takes: starting it here changes nothing they see. */
const PAPER = '华东销售部季度销售技能考核';
/** The phone's sticky exam header stays under this height in every language. */
const MAX_PHONE_HEADER_PX = 120;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type TMessages = { [key: string]: string | TMessages };
const messages = (locale: TLocale, area: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/locales/${locale}/${area}.json`, import.meta.url), 'utf8'),
  ) as TMessages;
const message = (locale: TLocale, area: string, key: string) =>
  key
    .split('.')
    .reduce<string | TMessages>(
      (node, part) => (node as TMessages)[part] ?? '',
      messages(locale, area),
    ) as string;

const api = async <T>(page: Page, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = token ? { Authorization: token } : {};
  const options = { headers };
  const response = body
    ? await page.request.post(`/h5/api${path}`, { ...options, data: body })
    : await page.request.get(`/h5/api${path}`, options);
  const envelope = (await response.json()) as { code: string; body: T };
  expect(envelope.code, path).toBe('200');
  return envelope.body;
};

/** Signs the demo learner in through the api and starts (or continues) PAPER. */
const signInAndStart = async (page: Page) => {
  const { tokenValue } = await api<{ tokenValue: string }>(page, '/login/login', {
    factoryCode: DEMO.factoryCode,
    userCode: DEMO.account,
    password: DEMO.password,
  });
  const { list } = await api<{ list: { paperId: string; paperName: string }[] }>(
    page,
    '/exam/list?pageNum=1&pageSize=50',
    undefined,
    tokenValue,
  );
  const paper = list.find((item) => item.paperName === PAPER);
  if (!paper) throw new Error(`${PAPER} is not in the demo learner's exam list`);
  // A sheet already being answered (an earlier test) answers 300333: continue it.
  const first = await page.request.post('/h5/api/exam/start', {
    headers: { Authorization: tokenValue },
    data: { paperId: paper.paperId },
  });
  const started = (await first.json()) as { code: string; body: { answerSheetId: string } };
  const { answerSheetId } =
    started.code === '300333'
      ? await api<{ answerSheetId: string }>(
          page,
          '/exam/start',
          { paperId: paper.paperId, continueExam: true },
          tokenValue,
        )
      : started.body;
  expect(started.code, '/exam/start').toMatch(/^(200|300333)$/);
  return { token: tokenValue, answerSheetId, paperId: paper.paperId };
};

/** Opens `path` signed in, in `locale`, at `viewport`. */
const openIn = async (
  page: Page,
  { token, locale, path }: { token: string; locale: TLocale; path: string },
) => {
  await page.evaluate(
    ([memberToken, language, factoryCode]) => {
      localStorage.setItem('lectern.memberToken', memberToken);
      localStorage.setItem('lectern.factoryCode', factoryCode);
      localStorage.setItem('language', language);
    },
    [token, locale, DEMO.factoryCode] as const,
  );
  await page.goto(path);
};

/**
 * Labels whose text does not fit their box (cut off, hidden or spilling out): the text of every
 * visible element under `root` matching `selector` whose content is wider or taller than it.
 */
const clippedLabels = (page: Page, root: string, selector: string) =>
  page.locator(root).evaluate(
    (element, labels) =>
      [...element.querySelectorAll<HTMLElement>(labels)]
        .filter((label) => label.getClientRects().length > 0 && label.textContent?.trim())
        .filter(
          (label) =>
            label.scrollWidth > label.clientWidth + 1 ||
            label.scrollHeight > label.clientHeight + 1,
        )
        .map((label) => `${label.textContent?.trim()} (${label.scrollWidth}>${label.clientWidth})`),
    selector,
  );

/**
 * What keeps the tables on screen from fitting a phone: the page or a table scrolling sideways,
 * a cell reaching past the screen's edge or not holding its text, or a cell that does not carry
 * its column's title (which a phone shows beside each value).
 */
const tableLayoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) problems.push(`the page scrolls sideways: ${scrolled} > ${width}`);
    for (const table of document.querySelectorAll('.ant-table')) {
      const scroller = table.querySelector('.ant-table-content');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
        problems.push(`the table scrolls: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
      }
      const titles = [...table.querySelectorAll('.ant-table-thead th')].map(
        (header) => header.textContent?.trim() ?? '',
      );
      for (const row of table.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')) {
        [...row.querySelectorAll<HTMLElement>(':scope > td')].forEach((cell, index) => {
          const box = cell.getBoundingClientRect();
          const name = `"${titles[index]}" cell "${cell.innerText.trim()}"`;
          if (cell.dataset.label !== titles[index]) {
            problems.push(`${name} is labelled "${cell.dataset.label}"`);
          }
          if (box.left < 0 || box.right > width) {
            problems.push(`${name} spans ${box.left}–${box.right} of ${width}`);
          }
          if (cell.scrollWidth > cell.clientWidth + 1) {
            problems.push(`${name} is cut off: ${cell.scrollWidth} > ${cell.clientWidth}`);
          }
        });
      }
    }
    return problems;
  });

/** What a learner reads as a label in the shell and the exam list. */
const LABELS = [
  '.ant-menu-title-content',
  '.lectern-shell__name',
  '.ant-card-head-title',
  '.lectern-exam-card__title',
  '.ant-btn > span',
  '.ant-tag',
  '.ant-descriptions-item-label',
  '.ant-tree-title',
  'h1',
].join(', ');

test.describe('labels in every language', () => {
  test.describe.configure({ timeout: 300_000 });

  test('no menu or exam-list label is cut off at 1280 or 390 px, and the category root is translated', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const { token } = await signInAndStart(page);
    await page.goto('/h5/p/login');
    for (const locale of LOCALES) {
      await openIn(page, { token, locale, path: '/h5/p/exam/exam' });
      const root = message(locale, 'exams', 'classifyLabel.myClassification');
      const tree = page.getByRole('navigation', {
        name: message(locale, 'exams', 'list.classification'),
      });
      await expect(tree.getByText(root, { exact: true }), locale).toBeVisible();
      if (locale !== 'zh-CN') await expect(tree.getByText('我的分类')).toHaveCount(0);
      await expect(page.getByRole('article', { name: PAPER })).toBeVisible();

      // The page is resized in place: the desktop's sider, then the phone's folded menu.
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        const menuButton = page.locator('.lectern-shell__header button[aria-controls]');
        if (viewport === PHONE) {
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        }
        const menu = page.getByRole('navigation', {
          name: message(locale, 'common', 'menu.label'),
        });
        await expect(menu.locator('.ant-menu-title-content').first()).toBeVisible();
        // The sider's opening transition is over once the menu has its full width.
        await expect
          .poll(() => menu.evaluate((element) => element.getBoundingClientRect().width))
          .toBeGreaterThan(150);
        expect(
          await clippedLabels(page, 'body', LABELS),
          `${locale} at ${viewport.width} px`,
        ).toEqual([]);
      }
      await page.setViewportSize(DESKTOP);
    }
  });

  test(`the phone's exam header stays under ${MAX_PHONE_HEADER_PX} px with nothing cut off`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const { token, answerSheetId } = await signInAndStart(page);
    await page.goto('/h5/p/login');
    for (const locale of LOCALES) {
      await openIn(page, {
        token,
        locale,
        path: `/h5/p/strat/exam?answerSheetId=${answerSheetId}`,
      });
      const header = page.locator('.lectern-exam__header');
      await expect(header.getByRole('heading', { name: PAPER })).toBeVisible();
      await expect(header.getByRole('timer')).toBeVisible();
      await expect(
        header.getByRole('button', { name: message(locale, 'exam-answering', 'submit.action') }),
      ).toBeVisible();
      await expect(
        header.getByRole('button', { name: message(locale, 'exam-answering', 'calculator.open') }),
      ).toBeVisible();

      const box = await header.boundingBox();
      expect(box?.height, `${locale} header height`).toBeLessThan(MAX_PHONE_HEADER_PX);
      expect(
        await clippedLabels(
          page,
          '.lectern-exam__header',
          'h1, .ant-btn > span:not(.lectern-exam__tool-label), .ant-segmented-item-label, .lectern-exam-timer, .lectern-save-status',
        ),
        locale,
      ).toEqual([]);
      // Nothing sticks out of the phone's width.
      const right = await header.evaluate((element) =>
        Math.max(
          ...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right),
        ),
      );
      expect(right, locale).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("tenant content is marked with the tenant's language, the interface with the learner's", async ({
    page,
  }) => {
    const { token } = await signInAndStart(page);
    await page.goto('/h5/p/login');
    await openIn(page, { token, locale: 'fra', path: '/h5/p/exam/exam' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const card = page.getByRole('article', { name: PAPER });
    await expect(card.getByText(PAPER)).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('.lectern-shell__name [lang="zh-CN"]')).toHaveText('演示培训中心');

    await openIn(page, { token, locale: 'fra', path: '/h5/p/custom-home' });
    const richText = page.locator('.lectern-rich-text').first();
    await expect(richText).toBeVisible();
    await expect(richText).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('an unknown organisation on the login page', () => {
  for (const locale of ['zh-CN', 'fra'] as const) {
    test(`says so in ${locale} and lets the learner enter another tenant number`, async ({
      page,
    }) => {
      await page.goto('/h5/p/login');
      await page.evaluate((language) => {
        localStorage.clear();
        localStorage.setItem('language', language);
      }, locale);
      await page.goto('/h5/p/login?factoryCode=999999');

      const alert = page.getByRole('alert');
      await expect(alert.getByText(message(locale, 'login', 'unknownTenant.title'))).toBeVisible();
      await expect(
        alert.getByText(
          message(locale, 'login', 'unknownTenant.description').replace(
            '{{factoryCode}}',
            '999999',
          ),
        ),
      ).toBeVisible();
      await expect(
        page.getByText(message(locale, 'errors', '300213'), { exact: true }),
      ).toHaveCount(0);

      await alert
        .getByRole('button', { name: message(locale, 'login', 'unknownTenant.action') })
        .click();
      await expect(page).toHaveURL(/\/h5\/p\/login$/);
      await expect(page.getByRole('alert')).toHaveCount(0);
      const tenantNumber = page.getByLabel(message(locale, 'login', 'fields.tenantNumber'));
      await expect(tenantNumber).toBeVisible();
      await expect(tenantNumber).toBeFocused();
      await expect(tenantNumber).toHaveValue('');
    });
  }
});

test.describe("a phone's tables in every language", () => {
  test('exam records, answer sheets and rankings fit 390 px, each value beside its column title', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    const { token, answerSheetId, paperId } = await signInAndStart(page);
    await api(page, '/exam/submit', { answerSheetId }, token);
    await page.goto('/h5/p/login');
    const paths = [
      '/h5/p/personal/user-exam-list',
      `/h5/p/exam/answer?paperId=${paperId}`,
      `/h5/p/exam/rankings?paperId=${paperId}`,
    ];
    for (const locale of LOCALES) {
      for (const path of paths) {
        await openIn(page, { token, locale, path });
        const rows = page.locator('.ant-table-tbody tr.ant-table-row');
        await expect(rows.first(), `${locale} ${path}`).toBeVisible();
        // Every column's title is drawn beside its value: a row is as wide as the screen allows.
        await expect(rows.first().locator('td').first(), `${locale} ${path}`).toHaveCSS(
          'display',
          'grid',
        );
        expect(await tableLayoutProblems(page), `${locale} ${path}`).toEqual([]);
      }
    }
    // At 1280 px the same tables keep their header row.
    await page.setViewportSize(DESKTOP);
    await openIn(page, { token, locale: 'en', path: paths[0] ?? '' });
    await expect(page.getByRole('columnheader', { name: 'Start time' })).toBeVisible();
  });
});
