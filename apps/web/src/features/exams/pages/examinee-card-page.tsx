import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useAdmissionTickets } from '../api/get-admission-tickets';
import { AdmissionTicketCard } from '../components/admission-ticket-card';

/**
 * Spec §2 personal centre /personal/examinee-card, "my admission ticket": a ticket for each exam
 * that issues them, ready to print one a page.
 */
export function ExamineeCardPage() {
  const { t } = useTranslation();
  const { data: tickets, error } = useAdmissionTickets();

  const content = () => {
    if (error) {
      return <EmptyList description={errorMessage(errorCodeOf(error))} />;
    }
    if (!tickets) return <PageLoading />;
    if (tickets.length === 0) return <EmptyList description={t('exams:examineeCard.empty')} />;
    return tickets.map((ticket) => <AdmissionTicketCard key={ticket.paperId} ticket={ticket} />);
  };

  return (
    <div className="lectern-page lectern-examinee-cards">
      <div className="lectern-examinee-cards__toolbar">
        <Typography.Title level={2}>{t('exams:examineeCard.title')}</Typography.Title>
        {tickets && tickets.length > 0 && (
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            {t('exams:examineeCard.print')}
          </Button>
        )}
      </div>
      {content()}
    </div>
  );
}
