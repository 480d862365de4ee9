import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { getAdminAdmissionTicket } from '@lectern/contracts/exams/get-admin-admission-ticket';
import {
  getAdmissionTickets,
  MAX_ADMISSION_TICKETS,
  type TGetAdmissionTicketsResponse,
} from '@lectern/contracts/exams/get-admission-tickets';
import type { TGetAdminAdmissionTicketResponse } from '@lectern/contracts/exams/get-admin-admission-ticket';
import type { Executor } from '../../platform/services/service-deps';
import {
  createPaper,
  createPaperWithQuestions,
  invite,
  minutesFromNow,
  recordPayment,
  type PaperFields,
} from '../../test/exam-factories';
import {
  createMember,
  createOrganisation,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { admissionTicketsService, newTicketNumber } from './admission-tickets.service';
import { examsRepositories } from './exams.repositories';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
});
afterAll(() => test.close());

const NUMBER_FORMAT = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const ticketsOf = async (token: string) => {
  const { envelope } = await callApi<TGetAdmissionTicketsResponse>(test.app, {
    path: getAdmissionTickets.path,
    token,
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const lookUp = (token: string, ticketNumber: string) =>
  callApi<TGetAdminAdmissionTicketResponse>(test.app, {
    path: getAdminAdmissionTicket.path,
    query: { ticketNumber },
    token,
  });

const paperIssuingTickets = (tenant: TestTenant, fields: PaperFields = {}) =>
  createPaper(test.db, tenant, { admissionTicket: {}, ...fields });

const learnerIn = async (tenant: TestTenant, fields: Parameters<typeof createMember>[2] = {}) => {
  const member = await createMember(test.db, tenant, fields);
  return { member, token: await login(test.app, member) };
};

const sessionOf = (tenant: TestTenant, member: TestMember) => ({
  tenantId: tenant.id,
  memberId: member.id,
  sessionId: `session-${member.id}`,
  factoryCode: tenant.factoryCode,
  role: MemberRole.LEARNER,
});

const storedTickets = (paperId: string) =>
  test.db
    .selectFrom('admission_tickets')
    .select(['member_id', 'ticket_number'])
    .where('paper_id', '=', paperId)
    .execute();

describe('the learner’s admission tickets', () => {
  it('show the learner, the exam, its time and the paper’s notes', async () => {
    const tenant = await createTenant(test.db);
    const east = await createOrganisation(test.db, tenant, { code: 'a-east', name: 'East' });
    const north = await createOrganisation(test.db, tenant, { code: 'b-north', name: 'North' });
    const { member, token } = await learnerIn(tenant, {
      nickName: 'Ann Examinee',
      organisations: [east, north],
    });
    await test.db
      .updateTable('members')
      .set({ avatar: '/h5/api/files/photo/ann.png' })
      .where('id', '=', member.id)
      .execute();
    const enableTime = minutesFromNow(60);
    const expireTime = minutesFromNow(180);
    const { paper } = await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], {
      name: 'Annual exam',
      enableTime,
      expireTime,
      durationMinutes: 45,
      admissionTicket: { notes: ['Bring your ID card', 'Arrive 15 minutes early'] },
    });
    // A paper without tickets gives none.
    await createPaper(test.db, tenant);

    const before = Date.now();
    const [ticket, ...others] = await ticketsOf(token);
    expect(others).toEqual([]);
    expect(ticket).toEqual({
      ticketNumber: expect.stringMatching(NUMBER_FORMAT),
      paperId: paper.id,
      paperName: 'Annual exam',
      examEnableTime: enableTime,
      examExpireTime: expireTime,
      duration: 45,
      notes: ['Bring your ID card', 'Arrive 15 minutes early'],
      nickName: 'Ann Examinee',
      userCode: member.userCode,
      avatar: '/h5/api/files/photo/ann.png',
      deptName: 'East;North',
      issuedAt: expect.any(Number),
    });
    expect(ticket!.issuedAt).toBeGreaterThanOrEqual(before);
  });

  it('keep their number and issue time, one per learner and paper, unique in the tenant', async () => {
    const tenant = await createTenant(test.db);
    const first = await paperIssuingTickets(tenant);
    const second = await paperIssuingTickets(tenant);
    const ann = await learnerIn(tenant);
    const bob = await learnerIn(tenant);

    const annTickets = await ticketsOf(ann.token);
    expect(await ticketsOf(ann.token)).toEqual(annTickets);
    const bobTickets = await ticketsOf(bob.token);
    const numbers = [...annTickets, ...bobTickets].map((ticket) => ticket.ticketNumber);
    expect(numbers).toHaveLength(4);
    expect(new Set(numbers).size).toBe(4);
    expect(await storedTickets(first.id)).toHaveLength(2);
    expect(await storedTickets(second.id)).toHaveLength(2);
  });

  it('list the soonest exam first, those without a start after them', async () => {
    const tenant = await createTenant(test.db);
    const later = await paperIssuingTickets(tenant, { enableTime: minutesFromNow(120) });
    const anyTime = await paperIssuingTickets(tenant);
    const sooner = await paperIssuingTickets(tenant, { enableTime: minutesFromNow(60) });
    const { token } = await learnerIn(tenant);
    expect((await ticketsOf(token)).map((ticket) => ticket.paperId)).toEqual([
      sooner.id,
      later.id,
      anyTime.id,
    ]);
  });

  it('are issued only for exams the learner may take and that have not ended', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await learnerIn(tenant);
    const open = await paperIssuingTickets(tenant, { expireTime: minutesFromNow(60) });
    const invited = await paperIssuingTickets(tenant, { isPublic: false });
    await invite(test.db, invited, member);
    const paidFor = await paperIssuingTickets(tenant, { paid: true, payAmount: 10 });
    await recordPayment(test.db, paidFor, member);
    // None of these: another's invitation, unpaid, ended, unpublished, deleted.
    await paperIssuingTickets(tenant, { isPublic: false });
    await paperIssuingTickets(tenant, { paid: true, payAmount: 10 });
    await paperIssuingTickets(tenant, { expireTime: Date.now() - 1_000 });
    await paperIssuingTickets(tenant, { published: false });
    await paperIssuingTickets(tenant, { deletedAt: Date.now() });

    const listed = (await ticketsOf(token)).map((ticket) => ticket.paperId);
    expect(listed.sort()).toEqual([open.id, invited.id, paidFor.id].sort());
  });

  it(`list at most ${MAX_ADMISSION_TICKETS}`, async () => {
    const tenant = await createTenant(test.db);
    for (let index = 0; index <= MAX_ADMISSION_TICKETS; index += 1) {
      await paperIssuingTickets(tenant);
    }
    const { token } = await learnerIn(tenant);
    expect(await ticketsOf(token)).toHaveLength(MAX_ADMISSION_TICKETS);
  });

  it('are empty when no exam issues one', async () => {
    const tenant = await createTenant(test.db);
    await createPaper(test.db, tenant);
    const { token } = await learnerIn(tenant);
    expect(await ticketsOf(token)).toEqual([]);
  });
});

describe('issuing a ticket', () => {
  it('stores one ticket when first reads race', async () => {
    const tenant = await createTenant(test.db);
    const papers = [await paperIssuingTickets(tenant), await paperIssuingTickets(tenant)];
    const { member, token } = await learnerIn(tenant);
    // Each read found no ticket and drew its numbers; they store them only once all have.
    const READS = 4;
    let waiting = 0;
    let release: () => void = () => undefined;
    const allDrawn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const together = (executor: Executor) => {
      const repositories = examsRepositories(executor);
      return {
        ...repositories,
        tickets: {
          ...repositories.tickets,
          insertMissing: async (
            ...insert: Parameters<typeof repositories.tickets.insertMissing>
          ) => {
            waiting += 1;
            if (waiting === READS) release();
            await allDrawn;
            return repositories.tickets.insertMissing(...insert);
          },
        },
      };
    };
    const { db, transact, dialect } = test.database;
    // SQLite's group commit runs units one after another: held at the barrier, the first would
    // wait for the others forever. There the inserts run side by side outside it.
    const service = admissionTicketsService({
      db,
      transact: dialect === 'postgres' ? transact : (work) => work(db),
      repositories: together,
    });
    const session = sessionOf(tenant, member);

    const reads = await Promise.all(Array.from({ length: READS }, () => service.list(session)));
    expect(waiting).toBe(READS);
    for (const read of reads) expect(read).toEqual(reads[0]);
    expect(await ticketsOf(token)).toEqual(reads[0]);
    for (const paper of papers) {
      const stored = await storedTickets(paper.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.member_id).toBe(member.id);
    }
  });

  it('stores one ticket when first reads race through the app', async () => {
    const tenant = await createTenant(test.db);
    const paper = await paperIssuingTickets(tenant);
    const { token } = await learnerIn(tenant);
    const reads = await Promise.all(Array.from({ length: 8 }, () => ticketsOf(token)));
    for (const read of reads) expect(read).toEqual(reads[0]);
    expect(await storedTickets(paper.id)).toHaveLength(1);
  });

  it('draws a new number when the one drawn is taken', async () => {
    const tenant = await createTenant(test.db);
    const paper = await paperIssuingTickets(tenant);
    const { member } = await learnerIn(tenant);
    const holder = await createMember(test.db, tenant);
    const taken: string[] = [];
    // The first draw's numbers are given to another learner's tickets just before they are stored.
    let firstDraw = true;
    const crowded = (executor: Executor) => {
      const repositories = examsRepositories(executor);
      return {
        ...repositories,
        tickets: {
          ...repositories.tickets,
          insertMissing: async (
            ...[tenantId, memberId, tickets, now]: Parameters<
              typeof repositories.tickets.insertMissing
            >
          ) => {
            if (firstDraw) {
              firstDraw = false;
              taken.push(...tickets.map((ticket) => ticket.ticketNumber));
              await repositories.tickets.insertMissing(tenantId, holder.id, tickets, now);
            }
            return repositories.tickets.insertMissing(tenantId, memberId, tickets, now);
          },
        },
      };
    };
    const { db, transact } = test.database;
    const service = admissionTicketsService({ db, transact, repositories: crowded });
    const session = sessionOf(tenant, member);

    const [ticket] = await service.list(session);
    expect(taken).toHaveLength(1);
    expect(ticket!.ticketNumber).toMatch(NUMBER_FORMAT);
    expect(ticket!.ticketNumber).not.toBe(taken[0]);
    const stored = await storedTickets(paper.id);
    expect(stored.map((row) => row.member_id).sort()).toEqual([holder.id, member.id].sort());
  });

  it('draws numbers of 60 random bits in the printed form', () => {
    const numbers = Array.from({ length: 1_000 }, newTicketNumber);
    for (const number of numbers) expect(number).toMatch(NUMBER_FORMAT);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the invigilator’s lookup', () => {
  const setUp = async () => {
    const tenant = await createTenant(test.db);
    const paper = await paperIssuingTickets(tenant, { name: 'Invited exam', isPublic: false });
    const learner = await learnerIn(tenant, { nickName: 'Ann Examinee' });
    await invite(test.db, paper, learner.member);
    const [ticket] = await ticketsOf(learner.token);
    const admin = await learnerIn(tenant, { role: MemberRole.ADMIN });
    return { tenant, paper, learner, ticket: ticket!, adminToken: admin.token };
  };

  it('answers who holds the ticket and for which exam', async () => {
    const { ticket, adminToken } = await setUp();
    const { envelope } = await lookUp(adminToken, ticket.ticketNumber);
    expect(envelope).toEqual({ code: '200', body: { ...ticket, admitted: true } });
  });

  it('reads the number as typed or scanned', async () => {
    const { ticket, adminToken } = await setUp();
    const typed = ` ${ticket.ticketNumber.replace(/-/g, '').toLowerCase()} `;
    expect((await lookUp(adminToken, typed)).envelope.body.paperName).toBe('Invited exam');
  });

  it('tells when the learner is no longer admitted', async () => {
    const { paper, learner, ticket, adminToken } = await setUp();
    await test.db
      .deleteFrom('paper_invitations')
      .where('paper_id', '=', paper.id)
      .where('member_id', '=', learner.member.id)
      .execute();
    const { envelope } = await lookUp(adminToken, ticket.ticketNumber);
    expect(envelope.body).toMatchObject({ ticketNumber: ticket.ticketNumber, admitted: false });
    // The learner no longer sees it, and a new invitation brings the same number back.
    expect(await ticketsOf(learner.token)).toEqual([]);
    await invite(test.db, paper, learner.member);
    expect(await ticketsOf(learner.token)).toEqual([ticket]);
  });

  it.each([
    ['an unknown number', '0000-0000-0000'],
    ['a number that cannot be one', 'not-a-ticket'],
  ])('answers 309121 for %s', async (_, number) => {
    const { adminToken } = await setUp();
    expect((await lookUp(adminToken, number)).envelope).toEqual({
      code: ErrorCode.ADMISSION_TICKET_NOT_FOUND,
      body: null,
    });
  });

  it('names the parameter when the number is missing', async () => {
    const { adminToken } = await setUp();
    const { envelope } = await callApi(test.app, {
      path: getAdminAdmissionTicket.path,
      token: adminToken,
    });
    expect(envelope.code).toBe(ErrorCode.REQUIRED_PARAMETER_EMPTY);
  });

  it('is refused to learners, even the holder', async () => {
    const { learner, ticket } = await setUp();
    expect((await lookUp(learner.token, ticket.ticketNumber)).envelope).toEqual({
      code: ErrorCode.NOT_ADMINISTRATOR,
      body: null,
    });
  });

  it('finds no ticket of another tenant', async () => {
    const { ticket } = await setUp();
    const otherTenant = await createTenant(test.db);
    const otherAdmin = await learnerIn(otherTenant, { role: MemberRole.ADMIN });
    expect((await lookUp(otherAdmin.token, ticket.ticketNumber)).envelope).toEqual({
      code: ErrorCode.ADMISSION_TICKET_NOT_FOUND,
      body: null,
    });
  });
});
