import { chromium } from 'playwright-core';
import { callApi } from './lib/api';
import { FAST_3G } from './lib/client-load';
const url = 'http://127.0.0.1:3321';
const mode = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const { tokenValue: token } = await callApi<{ tokenValue: string }>(url, 'POST', '/login/login', { body: { factoryCode: '100100', userCode: 'demo', password: 'demo1234' } });
const list = await callApi<{ list: { paperId: string; paperName: string }[] }>(url, 'GET', '/exam/list?pageNum=1&pageSize=50', { token });
const paperId = list.list.find((p) => p.paperName === '演示综合测验')!.paperId;
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [{ origin: url, localStorage: [{ name: 'language', value: 'zh-CN' }, ...(mode==='login'?[]:[{ name: 'lectern.memberToken', value: token }, { name: 'lectern.factoryCode', value: '100100' }])] }] } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', FAST_3G); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
let t0 = performance.now();
const log: string[] = [];
page.on('request', (r) => log.push(`${(performance.now() - t0).toFixed(0)} > ${r.url().replace(/^.*\/h5\//, '')}`));
page.on('requestfinished', async (r) => { const s = await r.sizes().catch(() => null); log.push(`${(performance.now() - t0).toFixed(0)} < ${r.url().replace(/^.*\/h5\//, '')} ${s?.responseBodySize}`); });
const q1 = () => page.getByRole('main', { name: '当前题目' }).locator('.lectern-question__stem').waitFor({ timeout: 60000 });
if (mode === 'login') {
  t0 = performance.now();
  await page.goto(`${url}/h5/p/login?factoryCode=100100`, { waitUntil: 'commit' });
  await page.getByLabel('账号').waitFor({ timeout: 60000 });
} else if (mode === 'start') {
  await page.goto(`${url}/h5/p/exam/preview?paperId=${paperId}`);
  await page.waitForLoadState('networkidle');
  log.length = 0; t0 = performance.now();
  await page.getByRole('button', { name: /^开\s*始\s*考\s*试$/ }).click();
  await q1();
} else {
  const sheet = await callApi<{ answerSheetId: string }>(url, 'POST', '/exam/start', { token, body: { paperId, continueExam: false } }).catch(async () => callApi<{ answerSheetId: string }>(url, 'POST', '/exam/start', { token, body: { paperId, continueExam: true } }));
  t0 = performance.now();
  await page.goto(`${url}/h5/p/strat/exam?answerSheetId=${sheet.answerSheetId}`, { waitUntil: 'commit' });
  await q1();
}
log.push(`${(performance.now() - t0).toFixed(0)} DONE`);
console.log(log.join('\n'));
await b.close();
