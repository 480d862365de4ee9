import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as QrCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdmissionTicket } from '@lectern/contracts/exams/admission-ticket';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { localTime, renderPage } from '../test/exam-fixtures';
import { ExamineeCardPage } from './examinee-card-page';
import { ExamPaths } from '../exams.feature';

/** What the page asked the QR code library to encode. */
const qr = vi.hoisted(() => ({ encoded: [] as string[] }));

vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<typeof QrCode>();
  const toString = (text: string, options: object) => {
    qr.encoded.push(text);
    return actual.toString(text, options);
  };
  return { ...actual, default: { ...actual, toString }, toString };
});

let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  qr.encoded.length = 0;
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const ticketOf = (overrides: Partial<TAdmissionTicket> = {}): TAdmissionTicket => ({
  ticketNumber: '7K3P-Q9MZ-XH2D',
  paperId: 'paper-1',
  paperName: 'Annual safety exam',
  examEnableTime: localTime(2027, 3, 1, 9, 0, 0),
  examExpireTime: localTime(2027, 3, 1, 11, 0, 0),
  duration: 90,
  notes: ['Bring your ID card', 'Arrive 15 minutes early'],
  nickName: 'Dana Demo',
  userCode: 'demo',
  avatar: null,
  deptName: 'East sales',
  issuedAt: localTime(2026, 11, 20, 9, 30, 0),
  ...overrides,
});

function openTickets(answer = ok([ticketOf()])) {
  api = fakeApi(byPath({ 'GET /examinee/admissionTickets': answer }));
  return renderPage(<ExamineeCardPage />, ExamPaths.EXAMINEE_CARD);
}

/** The ticket's fields by label, as the learner reads them. */
const fieldsOf = (ticket: HTMLElement) =>
  Object.fromEntries(
    within(ticket)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('my admission tickets (spec §2 /personal/examinee-card)', () => {
  it('shows the learner, the exam, its time, the ticket number and the notes', async () => {
    openTickets();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'My admission tickets' }),
    ).toBeInTheDocument();
    const ticket = await screen.findByRole('article', { name: 'Admission ticket' });
    expect(fieldsOf(ticket)).toEqual({
      Name: 'Dana Demo',
      Account: 'demo',
      Organisation: 'East sales',
      Exam: 'Annual safety exam',
      'Exam time': '2027-03-01 09:00:00 – 2027-03-01 11:00:00',
      Duration: '90 min',
    });
    expect(within(ticket).getByText('7K3P-Q9MZ-XH2D')).toBeInTheDocument();
    const notes = within(ticket).getByRole('heading', { name: 'Notes to examinees' });
    expect(notes).toBeInTheDocument();
    expect(
      within(ticket)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bring your ID card', 'Arrive 15 minutes early']);
  });

  it('draws a QR code of the ticket number for the invigilator', async () => {
    openTickets();
    const image = await screen.findByRole('img', {
      name: 'QR code of ticket number 7K3P-Q9MZ-XH2D',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.encoded).toEqual(['7K3P-Q9MZ-XH2D']);
    expect(
      screen.getByText('Show this QR code to the invigilator to check your ticket'),
    ).toBeInTheDocument();
  });

  it('shows the photo, or the initial of the name when there is none', async () => {
    openTickets(
      ok([
        ticketOf({ avatar: '/h5/api/files/photo/dana.png' }),
        ticketOf({ paperId: 'paper-2', ticketNumber: 'AAAA-BBBB-CCCC', nickName: '王芳' }),
      ]),
    );
    const [withPhoto, withoutPhoto] = await screen.findAllByRole('article');
    expect(within(withPhoto!).getByRole('img', { name: 'Photo of Dana Demo' })).toHaveAttribute(
      'src',
      '/h5/api/files/photo/dana.png',
    );
    expect(within(withoutPhoto!).getByRole('img', { name: 'No photo' })).toHaveTextContent('王');
  });

  it('leaves out what the exam does not set', async () => {
    openTickets(
      ok([
        ticketOf({
          examEnableTime: null,
          examExpireTime: null,
          duration: null,
          deptName: null,
          notes: [],
        }),
      ]),
    );
    const ticket = await screen.findByRole('article', { name: 'Admission ticket' });
    expect(fieldsOf(ticket)).toEqual({
      Name: 'Dana Demo',
      Account: 'demo',
      Exam: 'Annual safety exam',
      'Exam time': 'Not set',
      Duration: 'No time limit',
    });
    expect(within(ticket).queryByRole('heading', { name: 'Notes to examinees' })).toBeNull();
  });

  it('prints the tickets', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    openTickets();
    await userEvent.click(await screen.findByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when there is no ticket, with nothing to print', async () => {
    openTickets(ok([]));
    expect(await screen.findByText('No admission tickets')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print tickets' })).toBeNull();
  });

  it('says why the tickets could not be read', async () => {
    openTickets(failure('300213'));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
