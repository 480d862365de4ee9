import { chromium } from 'playwright-core';
const B='http://127.0.0.1:3324';
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
const w = Number(process.env.W||1280), h=Number(process.env.H||900);
const page = await browser.newPage({viewport:{width:w,height:h}});
await page.goto(B+'/h5/p/login?factoryCode=100100');
await page.getByLabel('账号').fill('demo'); await page.getByLabel('密码').fill('demo1234');
await page.keyboard.press('Enter');
await page.waitForURL(/custom-home/); await page.waitForTimeout(1500);
const desc = () => page.evaluate(() => { const a=document.activeElement; return a.tagName+' '+(a.getAttribute('role')||'')+' '+(a.getAttribute('aria-label')||a.textContent||'').slice(0,40)+' tab='+a.tabIndex; });
for (let i=0;i<Number(process.env.N||4);i++){ await page.keyboard.press('Tab'); console.log(i, await desc()); }
await page.keyboard.press('ArrowDown'); console.log('down', await desc());
await page.keyboard.press('Enter'); await page.waitForTimeout(800); console.log('after Enter url', page.url(), await desc());
await page.keyboard.press('Space'); await page.waitForTimeout(800); console.log('after Space url', page.url(), await desc());
await browser.close();
