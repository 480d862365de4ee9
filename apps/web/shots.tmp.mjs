import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:3323/h5/p';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const lang of ['en']) {
  for (const [w, h] of [[1280, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await ctx.newPage();
    const shot = (name) => page.screenshot({ path: `/tmp/axe-shots/${lang}-${w}-${name}.png` });
    await page.goto(`${BASE}/login?factoryCode=100100`);
    await page.waitForSelector('input#account, input[id$=account]', { timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(1500);
    await page.locator('button:has(.anticon-global), button[aria-label]').first().click().catch(() => {});
    await page.waitForTimeout(800);
    await shot('login-language-menu');
    await page.keyboard.press('Escape');
    const inputs = page.locator('form input');
    await inputs.nth(0).fill('demo');
    await inputs.nth(1).fill('demo1234');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/custom-home/, { timeout: 20000 });
    await page.waitForTimeout(1500);
    await shot('home');
    await page.goto(`${BASE}/exam/exam`);
    await page.waitForTimeout(2500);
    await shot('exam-list');
    await page.goto(`${BASE}/personal/personal`);
    await page.waitForTimeout(2500);
    await page.locator('.ant-input-password-icon').first().scrollIntoViewIfNeeded().catch(() => {});
    await shot('personal');
    try {
    try {
    // The demo exam: preview, start (or continue), question 1 with its picture, question 7.
    await page.goto(`${BASE}/exam/exam`);
    await page.waitForTimeout(2000);
    const card = page.locator('article', { hasText: '演示综合测验' }).first();
    await card.locator('button.ant-btn-primary').first().click();
    await page.waitForURL(/exam\/preview/, { timeout: 20000 });
    await page.waitForTimeout(2500);
    await page.locator('.lectern-exam-preview button.ant-btn-primary, main button.ant-btn-primary').last().click();
    await page.waitForURL(/strat\/exam/, { timeout: 20000 });
    await page.waitForTimeout(2500);
    await shot('question-1');
    await page.locator('.lectern-question-pictures__thumb').first().click();
    await page.waitForTimeout(1500);
    await shot('picture-preview');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(800);
    await page.locator('.lectern-sheet-panel__question').nth(6).click().catch(() => {});
    await page.waitForTimeout(1500);
    await shot('question-7');
    } catch (error) { console.log(lang, w, String(error).slice(0, 200)); }
    } catch (error) { console.log(lang, w, String(error).slice(0, 200)); }
    await ctx.close();
  }
}
await browser.close();
