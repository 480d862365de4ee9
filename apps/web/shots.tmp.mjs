import { chromium } from 'playwright-core';
const B='http://127.0.0.1:3324';
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
const out='/tmp/keys/shots';
for (const lang of ['zh-CN','en']) for (const [w,h] of [[1280,900],[390,844]]) {
  const ctx = await browser.newContext({viewport:{width:w,height:h}});
  await ctx.addInitScript((l)=>localStorage.setItem('language',l), lang);
  const page = await ctx.newPage();
  const tag=`${lang}-${w}`;
  await page.goto(B+'/h5/p/login?factoryCode=100100');
  await page.locator('input').nth(0).waitFor();
  await page.locator('input[type=text], input:not([type])').first().fill('demo');
  await page.locator('input[type=password]').fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL(/custom-home/); await page.waitForTimeout(1500);
  if (w===390) {
    // phone menu: Tab to toggle, Enter opens onto the current entry
    await page.keyboard.press('Tab'); await page.keyboard.press('Enter'); await page.waitForTimeout(700);
    await page.screenshot({path:`${out}/${tag}-menu-open.png`});
    await page.keyboard.press('Escape'); await page.waitForTimeout(500);
    await page.screenshot({path:`${out}/${tag}-menu-closed.png`});
  } else {
    for (let i=0;i<4;i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); await page.keyboard.press('ArrowDown'); await page.waitForTimeout(300);
    await page.screenshot({path:`${out}/${tag}-menu.png`});
  }
  await page.goto(B+'/h5/p/exam/exam'); 
  const card = page.locator('article', {hasText:'演示综合测验'});
  await card.locator('button').last().click();
  await page.waitForTimeout(1500);
  const start = page.locator('button.ant-btn-primary').last();
  if (!page.url().includes('strat/exam')) { await start.click(); }
  await page.waitForURL(/strat\/exam/); await page.waitForTimeout(1500);
  await page.keyboard.press('Tab'); await page.keyboard.press('Shift+Tab'); // keyboard modality
  await page.waitForTimeout(300);
  await page.screenshot({path:`${out}/${tag}-q1-heading.png`});
  await page.keyboard.press('Tab'); await page.waitForTimeout(300);
  await page.screenshot({path:`${out}/${tag}-q1-first-control.png`});
  // answer sheet → question 6 via keyboard focus + Enter
  await page.locator('.lectern-sheet-panel__question').nth(5).focus();
  await page.keyboard.press('Enter'); await page.waitForTimeout(500);
  await page.screenshot({path:`${out}/${tag}-q6-heading.png`});
  await page.locator('.lectern-sortable [data-control="up"]:not(:disabled)').last().focus();
  await page.keyboard.press('Enter'); await page.waitForTimeout(500);
  await page.screenshot({path:`${out}/${tag}-q6-moved.png`});
  await ctx.close();
}
await browser.close();
