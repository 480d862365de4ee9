import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { api, tokenOf } from '../support/api';
import { currentQuestion, submitExam } from '../support/exams';
import { DEMO } from '../support/fixtures';
import { buttonName, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The demo learner learns the demo pack's courses on the learning screen (spec §2, §4): media
 * with heartbeats and notes, the HLS stream, a PDF page by page, a SCORM package in its frame,
 * and a course with signatures, a quiz and a final exam, learned to its completion.
 */

type TCoursePage = { list: { courseId: string; name: string }[] };

/** The demo pack's learner for the course specs: no other spec shares their progress. */
const STUDENT = { account: 'student', password: 'demo1234' };

const courseIdOf = async (request: APIRequestContext, name: string) => {
  const token = await tokenOf(request, STUDENT);
  const courses = await api<TCoursePage>(request, '/course/list', {
    token,
    query: { pageNum: '1', pageSize: '50' },
  });
  const course = courses.body.list.find((item) => item.name === name);
  if (!course) throw new Error(`no course ${name}`);
  return course.courseId;
};

/** How long the spec shows each PDF page: the 2 s a page needs, and room for a slow request. */
const PAGE_SHOWN_MS = 3_500;

const heartbeat = (page: Page, phase: string) =>
  page.waitForRequest(
    (request) =>
      request.url().endsWith('/h5/api/courseware/heartbeat') &&
      (JSON.parse(request.postData() ?? '{}') as { phase?: string }).phase === phase,
  );

/** Draws a stroke on the signature pad in `dialog` and saves it. */
const sign = async (page: Page, dialog: Locator) => {
  const box = await dialog.locator('canvas').boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: buttonName('保存') }).click();
};

const play = (page: Page, selector: string) =>
  page.locator(selector).evaluate(async (media: HTMLMediaElement) => {
    media.muted = true;
    await media.play();
  });

test('a learner plays video, the stream and a PDF, reported by heartbeats', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const onboarding = await courseIdOf(request, '新员工入职必修课');
  const handbook = await courseIdOf(request, '安全生产手册导读');
  await signIn(page, STUDENT);

  await page.goto(`/h5/p/exam/learn/course/detail?courseId=${onboarding}`);
  const catalogue = page.getByRole('navigation', { name: '课件目录' });
  await expect(catalogue.getByRole('button', { name: /办公室消防安全（视频）/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const started = heartbeat(page, 'start');
  await play(page, 'video');
  await started;
  const stopped = heartbeat(page, 'stop');
  await page.locator('video').evaluate((media: HTMLMediaElement) => {
    media.pause();
    media.currentTime = 12;
  });
  await stopped;

  // A note at the second being learned; clicking it goes back there.
  const notes = page.getByRole('region', { name: '笔记' });
  await notes.getByRole('textbox', { name: '笔记内容' }).fill('先拔保险销');
  await notes.getByRole('button', { name: '在 00:12 添加笔记' }).click();
  await expect(notes.getByText('先拔保险销')).toBeVisible();
  await page.locator('video').evaluate((media: HTMLMediaElement) => {
    media.currentTime = 30;
  });
  await notes.getByRole('button', { name: '跳转到 00:12' }).click();
  await expect
    .poll(() => page.locator('video').evaluate((media: HTMLMediaElement) => media.currentTime))
    .toBe(12);

  // The HLS stream plays through hls.js in Chromium.
  await catalogue.getByRole('button', { name: /办公室消防安全（流媒体）/ }).click();
  await expect(page.getByRole('heading', { name: '办公室消防安全（流媒体）' })).toBeVisible();
  const streamStarted = heartbeat(page, 'start');
  await play(page, 'video');
  await streamStarted;
  await expect(page.locator('video')).toHaveJSProperty('paused', false);

  // The PDF, one page at a time; a page turn ticks with the page left.
  await page.goto(`/h5/p/exam/learn/course/detail?courseId=${handbook}`);
  await expect(page.getByRole('img', { name: /第 1 页，共 \d+ 页/ })).toBeVisible();
  // Each page counts as read once the server has credited it 2 s, measured between the beats it
  // receives: a busy machine's slower request narrows that gap, so each page is shown for longer.
  await page.waitForTimeout(PAGE_SHOWN_MS);
  const turned = heartbeat(page, 'tick');
  await page.getByRole('button', { name: buttonName('下一页') }).click();
  const tick = await turned;
  expect(JSON.parse(tick.postData() ?? '{}')).toMatchObject({ phase: 'tick', position: 1 });
  await expect(page.getByRole('img', { name: /第 2 页/ })).toBeVisible();
  await expectAccessible(page, 'a PDF courseware');
  // Every page read for a while: the handbook is completed, and the checklist after it opens.
  for (let shown = 2; shown < 6; shown += 1) {
    await page.waitForTimeout(PAGE_SHOWN_MS);
    await page.getByRole('button', { name: buttonName('下一页') }).click();
    await expect(page.getByRole('img', { name: new RegExp(`第 ${shown + 1} 页`) })).toBeVisible();
  }
  await page.waitForTimeout(PAGE_SHOWN_MS);
  await expect(page.locator('.lectern-learning__status').getByText('已完成')).toBeVisible({
    timeout: 30_000,
  });
});

test('a SCORM package runs in its frame; a signed course is learned through to its final exam and certificate', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const scorm = await courseIdOf(request, '办公室安全互动课（SCORM）');
  const signed = await courseIdOf(request, '安全意识结业课');
  await signIn(page, STUDENT);

  const started = heartbeat(page, 'start');
  await page.goto(`/h5/p/exam/learn/course/detail?courseId=${scorm}`);
  await expect(page.locator('iframe.lectern-learning-player__scorm')).toBeVisible();
  // The player answered 'ready' with the package: learning is reported.
  await started;
  // The package's commits are stored; its passed quiz completes the courseware.
  const sco = page.frameLocator('iframe.lectern-learning-player__scorm').frameLocator('iframe');
  for (let step = 0; step < 3; step += 1) await sco.getByRole('button', { name: /下一页/ }).click();
  await sco.getByLabel('B. 沿疏散指示标志走楼梯').check();
  await sco.getByLabel('C. 切断电源').check();
  const committed = page.waitForResponse((response) =>
    response.url().endsWith('/h5/api/courseware/scorm/commit'),
  );
  await sco.getByRole('button', { name: /提交答案/ }).click();
  await sco.getByRole('button', { name: /完成学习/ }).click();
  expect((await (await committed).json()) as { code: string }).toMatchObject({ code: '200' });
  await expect(page.locator('.lectern-learning__status').getByText('已完成')).toBeVisible();

  await page.goto(`/h5/p/exam/learn/course/detail?courseId=${signed}`);
  const pad = page.getByRole('dialog', { name: '学习前签名' });
  await expect(pad).toBeVisible();
  await sign(page, pad);
  await expect(pad).toBeHidden();
  await expect(page.getByRole('heading', { name: '办公室消防安全' })).toBeVisible();
  await expect(page.locator('video')).toBeVisible();

  // Its quiz at 15 s pauses the video and asks the question.
  await play(page, 'video');
  await page.locator('video').evaluate((media: HTMLMediaElement) => {
    media.currentTime = 15;
  });
  const quiz = page.getByRole('dialog', { name: '随堂测验' });
  await expect(quiz).toBeVisible();
  await expect(quiz.locator('section.lectern-question')).toBeVisible();
  await expect(page.locator('video')).toHaveJSProperty('paused', true);
  await expectAccessible(page, 'an in-course quiz');
  await quiz.getByRole('radio').first().click();
  await quiz.getByRole('button', { name: buttonName('提交答案') }).click();
  await expect(quiz.getByText(/^回答(正确|错误)$/)).toBeVisible();
  await quiz.getByRole('button', { name: buttonName('继续学习') }).click();
  await expect(quiz).toBeHidden();
  await expect(page.locator('video')).toHaveJSProperty('paused', false);

  // Played to its end, the video is completed; the picture completes after its seconds shown.
  const status = page.locator('.lectern-learning__status');
  await expect(status.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('navigation', { name: '课件目录' })
    .getByRole('button', { name: /三楼疏散示意图/ })
    .click();
  await expect(page.getByRole('img', { name: '三楼疏散示意图' })).toBeVisible();

  // Every courseware done: the completion signature, then the course is completed and its
  // final exam opens.
  const completion = page.getByRole('dialog', { name: '结业签名' });
  await expect(completion).toBeVisible({ timeout: 40_000 });
  await sign(page, completion);
  await expect(completion).toBeHidden();
  await expect(page.getByText('您已完成本课程')).toBeVisible();
  await expect(page.getByText('课程已完成，无法继续学习')).toBeHidden();
  await page.getByRole('button', { name: buttonName('进入考试') }).click();
  await expect(page).toHaveURL(/\/exam\/preview\?paperId=/);
  // The paper invites no one: the completed run is what opens it to the learner.
  await expect(page.getByText('安全意识结业测验').first()).toBeVisible();

  // The final exam, passed: its first and last questions are worth 70 of 100.
  await page.getByRole('button', { name: buttonName('开始考试') }).click();
  await expect(currentQuestion(page).getByRole('heading', { name: '第 1 题' })).toBeVisible();
  await currentQuestion(page)
    .getByRole('radio', { name: /锁定计算机屏幕/ })
    .check();
  for (const next of [2, 3]) {
    await page.getByRole('button', { name: buttonName('下一题') }).click();
    await expect(
      currentQuestion(page).getByRole('heading', { name: `第 ${next} 题` }),
    ).toBeVisible();
  }
  await currentQuestion(page)
    .getByRole('radio', { name: /通过公司官方渠道/ })
    .check();
  await expect(page.getByText('答案已全部保存')).toBeVisible({ timeout: 15_000 });
  await submitExam(page);
  await expect(page.getByText('恭喜你，考试通过！')).toBeVisible();

  // The course page: the final exam passed, and the learner rates the course.
  await page.goto(`/h5/p/exam/learn/course?courseId=${signed}`);
  await page.getByRole('tab', { name: '结业考试' }).click();
  await expect(page.getByText('已通过')).toBeVisible();
  await page.getByRole('tab', { name: /^评论/ }).click();
  await page.getByRole('radio', { name: /4/ }).click();
  await page.getByRole('textbox', { name: '我的评论' }).fill('签名和随堂题都很顺畅。');
  await page.getByRole('button', { name: buttonName('发表评论') }).click();
  await expect(
    page.getByRole('paragraph').filter({ hasText: '签名和随堂题都很顺畅。' }),
  ).toBeVisible();
  await expect(page.getByText('评论 1', { exact: true })).toBeVisible();

  // The course's certificate, drawn, downloaded and valid for anyone who looks it up.
  await page.goto('/h5/p/personal/cert');
  const card = page.getByRole('listitem', { name: '安全意识结业课' });
  await expect(card.getByText('课程证书')).toBeVisible();
  const number = (await card.getByText(/^编号 /).innerText()).replace(/^编号 /, '');
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await card.getByRole('button', { name: buttonName('查看大图') }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('link', { name: '下载证书' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.png`);
  const visitor = await browser.newContext();
  const lookup = await visitor.newPage();
  await lookup.goto(`/h5/p/cert/find?factoryCode=${DEMO.factoryCode}&number=${number}`);
  await expect(lookup.getByText('证书有效')).toBeVisible();
  await expect(lookup.getByText('安全意识结业课', { exact: true })).toBeVisible();
  await visitor.close();
});

test('the learning screen fits a phone and a laptop, accessibly', async ({ page, request }) => {
  const onboarding = await courseIdOf(request, '新员工入职必修课');
  await signIn(page, STUDENT);
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/h5/p/exam/learn/course/detail?courseId=${onboarding}`);
    await expect(page.getByRole('navigation', { name: '课件目录' })).toBeVisible();
    await expect(page.getByRole('region', { name: '笔记' })).toBeVisible();
    await expectAccessible(page, `course learning at ${width} px`);
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
