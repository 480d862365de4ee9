import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { callApi } from '../lib/api';
import { CPU_SLOWDOWN, FAST_3G, timeTarget } from '../lib/client-load';
import type { ScenarioResult } from '../lib/results';
import { startServer } from '../lib/server';

const RUNS = 3;
const LOGIN_TARGET_MS = 4_000;
const START_TARGET_MS = 1_500;
const COLD_EXAM_TARGET_MS = 5_000;
/** Long enough for a slow build to show its time rather than a timeout. */
const WAIT_MS = 60_000;

/** The demo tenant the server imports on its first start (apps/server/src/packs/demo). */
const DEMO = { factoryCode: '100100', userCode: 'demo', password: 'demo1234' };
const PAPER = '演示综合测验';
/** The interface language the measures read their labels in. */
const LANGUAGE = 'zh-CN';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** antd puts a space between two CJK characters of a button ('开 始 考 试'). */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * A fresh context (its own empty HTTP cache) on Fast 3G with a 4× slower CPU, optionally signed
 * in through localStorage as the client keeps its session (apps/web/src/lib/storage-keys.ts).
 */
const slowPhone = async (browser: Browser, baseUrl: string, token: string | null) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl,
          localStorage: [
            { name: 'language', value: LANGUAGE },
            ...(token
              ? [
                  { name: 'lectern.memberToken', value: token },
                  { name: 'lectern.factoryCode', value: DEMO.factoryCode },
                ]
              : []),
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
};

/**
 * Run in the page at every frame: the time (performance.now(), from the start of the navigation)
 * once the account field is on screen and accepts typing, else false.
 */
const accountFieldUsable = () => {
  const label = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.trim() === '账号',
  );
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement) || input.disabled || input.readOnly) return false;
  const box = input.getBoundingClientRect();
  const visible =
    box.width > 0 && box.height > 0 && getComputedStyle(input).visibility !== 'hidden';
  return visible ? performance.now() : false;
};

/** Run in the page at every frame: the time once question 1's heading and stem are on screen. */
const firstQuestionShown = () => {
  const main = document.querySelector('main[aria-label="当前题目"]');
  const stem = main?.querySelector('.lectern-question__stem');
  const headed = [...(main?.querySelectorAll('h1, h2, h3, h4, [role="heading"]') ?? [])].some(
    (heading) => heading.textContent?.replace(/\s+/g, ' ').trim().startsWith('第 1 题'),
  );
  if (!stem || !headed || !stem.textContent?.trim()) return false;
  const box = stem.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? performance.now() : false;
};

/** The page's own clock when `condition` first holds at a frame: no test-driver delay counted. */
const pageTimeWhen = async (page: Page, condition: () => number | false) => {
  const handle = await page.waitForFunction(condition, undefined, {
    polling: 'raf',
    timeout: WAIT_MS,
  });
  return (await handle.jsonValue()) as number;
};

const withContext = async <T>(
  opened: Promise<{ context: BrowserContext; page: Page }>,
  work: (page: Page) => Promise<T>,
) => {
  const { context, page } = await opened;
  try {
    return await work(page);
  } finally {
    await context.close();
  }
};

type RunTimes = { login: number; start: number; coldExam: number };

/** One run of the three measures, each in a context with an empty cache. */
const measureOnce = async (browser: Browser, url: string, paperId: string): Promise<RunTimes> => {
  // From the start of the navigation (the page's time origin) until the learner can type.
  const login = await withContext(slowPhone(browser, url, null), async (page) => {
    await page.goto(`${url}/h5/p/login?factoryCode=${DEMO.factoryCode}`, { waitUntil: 'commit' });
    return pageTimeWhen(page, accountFieldUsable);
  });

  const { tokenValue: token } = await callApi<{ tokenValue: string }>(url, 'POST', '/login/login', {
    body: { factoryCode: DEMO.factoryCode, userCode: DEMO.userCode, password: DEMO.password },
  });
  let answerSheetId = '';
  const start = await withContext(slowPhone(browser, url, token), async (page) => {
    await page.goto(`${url}/h5/p/exam/preview?paperId=${encodeURIComponent(paperId)}`);
    const startButton = page.getByRole('button', { name: buttonName('开始考试') });
    await startButton.waitFor({ state: 'visible', timeout: WAIT_MS });
    // The learner reads the preview first: whatever it loads meanwhile is done before the click,
    // the offline worker's downloads included (they start once the first screen is on show).
    await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // From the click as the page received it until question 1 is on screen.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => sessionStorage.setItem('bench.clickAt', String(event.timeStamp)),
        { capture: true, once: true },
      ),
    );
    await startButton.click();
    const shownAt = await pageTimeWhen(page, firstQuestionShown);
    const ms = shownAt - Number(await page.evaluate(() => sessionStorage.getItem('bench.clickAt')));
    answerSheetId = new URL(page.url()).searchParams.get('answerSheetId') ?? '';
    return ms;
  });
  if (!answerSheetId) throw new Error('S7: 开始考试 did not open an answer sheet');

  const coldExam = await withContext(slowPhone(browser, url, token), async (page) => {
    await page.goto(`${url}/h5/p/strat/exam?answerSheetId=${encodeURIComponent(answerSheetId)}`, {
      waitUntil: 'commit',
    });
    return pageTimeWhen(page, firstQuestionShown);
  });

  // The next run starts the paper afresh rather than continuing this attempt.
  await callApi(url, 'POST', '/exam/submit', { token, body: { answerSheetId } });
  return { login, start, coldExam };
};

/**
 * S7: the learner client on a slow phone (Fast 3G, 4× CPU slowdown, empty cache), in Chromium
 * against the built server on a fresh data folder with the demo tenant; median of RUNS runs.
 */
export const clientLoad = async (port: number): Promise<ScenarioResult> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-client-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off', PORT: String(port) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { tokenValue } = await callApi<{ tokenValue: string }>(
      server.url,
      'POST',
      '/login/login',
      { body: { factoryCode: DEMO.factoryCode, userCode: DEMO.userCode, password: DEMO.password } },
    );
    const list = await callApi<{ list: { paperId: string; paperName: string }[] }>(
      server.url,
      'GET',
      '/exam/list?pageNum=1&pageSize=50',
      { token: tokenValue },
    );
    const paperId = list.list.find((paper) => paper.paperName === PAPER)?.paperId;
    if (!paperId) throw new Error(`S7: ${PAPER} is not in the demo learner's exam list`);

    const runs: RunTimes[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measureOnce(browser, server.url, paperId));
      console.log(`bench: S7 run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const measures = [
      timeTarget(
        'login form usable',
        LOGIN_TARGET_MS,
        runs.map((run) => run.login),
      ),
      timeTarget(
        '开始考试 to question 1',
        START_TARGET_MS,
        runs.map((run) => run.start),
      ),
      timeTarget(
        'exam screen cold to question 1',
        COLD_EXAM_TARGET_MS,
        runs.map((run) => run.coldExam),
      ),
    ];
    return {
      id: 'S7',
      name: 'client load',
      work: `Chromium, Fast 3G, ${CPU_SLOWDOWN}× CPU, empty cache, median of ${RUNS}`,
      load: null,
      targets: measures.map((measure) => measure.check),
      details: {
        heading: 'Each run, in a new browser context (empty cache) at 390×844, zh-CN:',
        columns: [
          'Measure',
          ...Array.from({ length: RUNS }, (_, run) => `Run ${run + 1}`),
          'Median',
          'Target',
        ],
        rows: measures.map((measure) => measure.row),
      },
      notes: [
        `Network: ${FAST_3G.latency} ms latency, ${FAST_3G.downloadThroughput} B/s down, ${FAST_3G.uploadThroughput} B/s up (CDP Network.emulateNetworkConditions); CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate).`,
        "Login form usable: from the start of the navigation to /h5/p/login?factoryCode=100100 until the account field is visible and editable, on the page's own clock, checked at every frame.",
        `开始考试 to question 1: on the preview of ${PAPER}, once its network is idle and its offline worker is active, from the click (the event's time stamp) until question 1's heading and stem are visible.`,
        "Exam screen cold: a new context signed in through localStorage opens /h5/p/strat/exam?answerSheetId=…; from the start of the navigation until question 1's heading and stem are visible.",
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
