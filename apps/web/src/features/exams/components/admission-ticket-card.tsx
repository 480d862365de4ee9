import type { TAdmissionTicket } from '@lectern/contracts/exams/admission-ticket';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { examTimeRange } from './exam-times';
import { QrCodeImage } from './qr-code-image';
import './admission-ticket.css';

/** The learner's photo, or the first character of their name where they have none. */
function ExamineePhoto({ avatar, nickName }: Pick<TAdmissionTicket, 'avatar' | 'nickName'>) {
  const { t } = useTranslation();
  if (avatar) {
    return (
      <img
        className="lectern-admission-ticket__photo"
        src={avatar}
        alt={t('exams:examineeCard.photoAlt', { name: nickName })}
      />
    );
  }
  return (
    <div
      className="lectern-admission-ticket__photo lectern-admission-ticket__photo--initial"
      role="img"
      aria-label={t('exams:examineeCard.noPhoto')}
    >
      <span aria-hidden>{Array.from(nickName)[0] ?? ''}</span>
    </div>
  );
}

/**
 * Spec §2 /personal/examinee-card: one admission ticket, with the learner's photo, the exam, its
 * time, the ticket number and its QR code for the invigilator, and the paper's notes. Printed, it
 * takes a page of its own (admission-ticket.css).
 */
export function AdmissionTicketCard({ ticket }: { ticket: TAdmissionTicket }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fields = [
    { key: 'name', value: <TenantText>{ticket.nickName}</TenantText> },
    { key: 'account', value: ticket.userCode },
    ...(ticket.deptName === null
      ? []
      : [{ key: 'organisation', value: <TenantText>{ticket.deptName}</TenantText> }]),
    { key: 'exam', value: <TenantText>{ticket.paperName}</TenantText> },
    { key: 'examTime', value: examTimeRange(ticket, t) },
    {
      key: 'duration',
      value:
        ticket.duration === null
          ? t('exams:preview.noTimeLimit')
          : t('exams:preview.minutes', { minutes: ticket.duration }),
    },
  ];

  return (
    <article className="lectern-admission-ticket" aria-labelledby={titleId}>
      <header className="lectern-admission-ticket__header">
        <h3 className="lectern-admission-ticket__title" id={titleId}>
          {t('exams:examineeCard.cardTitle')}
        </h3>
        <p className="lectern-admission-ticket__number">
          {t('exams:examineeCard.ticketNumber')}{' '}
          <strong className="lectern-admission-ticket__number-value">{ticket.ticketNumber}</strong>
        </p>
      </header>
      <div className="lectern-admission-ticket__body">
        <ExamineePhoto avatar={ticket.avatar} nickName={ticket.nickName} />
        <dl className="lectern-admission-ticket__fields">
          {fields.map(({ key, value }) => (
            <div className="lectern-admission-ticket__field" key={key}>
              <dt>{t(`exams:examineeCard.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <figure className="lectern-admission-ticket__qr">
          <QrCodeImage
            className="lectern-admission-ticket__qr-image"
            value={ticket.ticketNumber}
            alt={t('exams:examineeCard.qrAlt', { number: ticket.ticketNumber })}
          />
          <figcaption>{t('exams:examineeCard.qrHint')}</figcaption>
        </figure>
      </div>
      {ticket.notes.length > 0 && (
        <section className="lectern-admission-ticket__notes">
          <h4>{t('exams:examineeCard.notes')}</h4>
          <ol>
            {ticket.notes.map((note, index) => (
              // Notes are the paper's, in its order; two may read alike.
              <li key={index}>
                <TenantText>{note}</TenantText>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
