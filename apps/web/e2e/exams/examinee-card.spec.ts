import { expectAccessible } from '../support/accessibility';
import { DEMO } from '../support/fixtures';
import { expectReadable } from '../support/readable';
import { signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The demo pack's exams that issue admission tickets to the demo learner, soonest first. */
const TICKET_EXAMS = ['信息安全年考（统一放榜）', '华东销售部季度销售技能考核'];
// The demo exam ends at the end of 2027 in China's time.
test.use({ timezoneId: 'Asia/Shanghai' });

const TICKET_NUMBER = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

test('a learner opens their admission tickets, prints them, and an invigilator checks one', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('我的准考证').click();
  await expect(page).toHaveURL(/\/h5\/p\/personal\/examinee-card$/);
  await expect(page.getByRole('heading', { level: 2, name: '我的准考证' })).toBeVisible();

  const tickets = page.getByRole('article', { name: '准考证' });
  await expect(tickets).toHaveCount(TICKET_EXAMS.length);
  const first = tickets.first();
  const field = (label: string) => first.locator('dt', { hasText: label }).locator('+ dd');
  await expect(field('姓名')).toHaveText(DEMO.nickName);
  await expect(field('账号')).toHaveText(DEMO.account);
  await expect(field('所属部门')).toHaveText('华东销售部');
  await expect(field('考试名称')).toHaveText(TICKET_EXAMS[0]!);
  await expect(field('考试时间')).toHaveText('未设置 至 2027-12-31 23:59:59');
  await expect(field('考试时长')).toHaveText('20 分钟');
  for (const label of ['考试名称', '考试时间']) await expectReadable(field(label), label);
  await expect(first.getByText('请携带本人有效身份证件和本准考证', { exact: false })).toBeVisible();
  await expect(tickets.nth(1).locator('dt', { hasText: '考试名称' }).locator('+ dd')).toHaveText(
    TICKET_EXAMS[1]!,
  );

  const ticketNumber = (
    await first.locator('.lectern-admission-ticket__number-value').innerText()
  ).trim();
  expect(ticketNumber).toMatch(TICKET_NUMBER);
  await expectReadable(first.getByText(ticketNumber), 'the ticket number');
  const qrCode = first.getByRole('img', { name: `准考证号 ${ticketNumber} 的二维码` });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(first.getByText('请向监考老师出示此二维码以核验准考证')).toBeVisible();
  // The photo: the learner's avatar (another spec may have set one), else their initial.
  await expect(
    first.getByRole('img', { name: new RegExp(`^(${DEMO.nickName}的照片|未上传照片)$`) }),
  ).toBeVisible();
  await expectAccessible(page, 'admission tickets');

  // The number is the same on every visit.
  await page.reload();
  await expect(tickets.first().getByText(ticketNumber)).toBeVisible();

  // Printed: no shell, one ticket a page.
  await expect(page.getByRole('button', { name: '打印准考证' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await expect(page.getByRole('button', { name: '打印准考证' })).toBeHidden();
  await expect(tickets.first()).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(TICKET_EXAMS.length);
  await page.emulateMedia({ media: 'screen' });

  // The invigilator (the demo tenant's administrator) looks the scanned number up.
  const login = await page.request.post('/h5/api/login/login', {
    data: { factoryCode: DEMO.factoryCode, userCode: 'marker', password: 'marker1234' },
  });
  const { body: session } = (await login.json()) as { body: { tokenValue: string } };
  const lookup = await page.request.get('/h5/api/admin/exam/admissionTicket', {
    params: { ticketNumber },
    headers: { Authorization: session.tokenValue },
  });
  expect(await lookup.json()).toMatchObject({
    code: '200',
    body: {
      ticketNumber,
      nickName: DEMO.nickName,
      userCode: DEMO.account,
      paperName: TICKET_EXAMS[0],
      admitted: true,
    },
  });
});

test('the menu entry reads in English, and the screen too', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText('My admission ticket')
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'My admission tickets' })).toBeVisible();
  const ticket = page.getByRole('article', { name: 'Admission ticket' }).first();
  await expect(ticket.getByText('Ticket number')).toBeVisible();
  await expect(ticket.getByRole('heading', { name: 'Notes to examinees' })).toBeVisible();
});
