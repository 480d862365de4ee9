import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { PAGE_BASE } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { postProctoringDeputyTicket } from '../../api/post-proctoring-deputy-ticket';
import { ExamPaths } from '../../exams.feature';
import { usePhoneCameraOfPage, type PhoneCamera } from '../../hooks/proctoring/phone-camera';
import { useVideoOf } from '@/lib/camera/media-stream';
import { QrCodeImage } from '../qr-code-image';

/** Spec §4 secondary camera states as tag colours, on the computer and on the phone alike. */
export const PHONE_STATE_COLOURS = {
  notConnected: 'default',
  connecting: 'processing',
  connected: 'success',
};

/** The address the phone opens from the QR code: the deputy camera page with its ticket. */
export const deputyCameraUrl = (query: Record<string, string>) =>
  `${window.location.origin}${PAGE_BASE.replace(/\/$/, '')}${ExamPaths.DEPUTY_CAMERA}?${new URLSearchParams(query)}`;

/** Spec §4 secondary camera: connected / not connected, as a tag; `labelled` names the camera. */
export function PhoneCameraState({
  phone,
  labelled = false,
}: {
  phone: PhoneCamera;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const state = t(`exams:proctoring.phone.${phone.state}`);
  return (
    <Tag color={PHONE_STATE_COLOURS[phone.state]} variant="filled" role="status">
      {labelled ? t('exams:proctoring.phone.labelled', { state }) : state}
    </Tag>
  );
}

/** The phone's picture, once it streams. */
export function PhoneCameraVideo({ phone, className }: { phone: PhoneCamera; className: string }) {
  const { t } = useTranslation();
  const videoRef = useVideoOf(phone.stream);
  if (!phone.stream) return null;
  return (
    <video
      ref={videoRef}
      className={className}
      aria-label={t('exams:proctoring.phone.preview')}
      playsInline
      muted
    />
  );
}

/**
 * Spec §2 device-check wizard, phone secondary camera linked by scanning a QR code: the code
 * carries a ticket for the learner's phone (decision 0051); the step passes once the phone's
 * camera is connected to this page.
 */
export function PhoneCheck({ paperId }: { paperId: string }) {
  const { t } = useTranslation();
  const { member, factoryCode } = useSession();
  const phone = usePhoneCameraOfPage();
  const ticket = useQuery({
    queryKey: ['exams', 'deputyTicket', paperId],
    queryFn: () => postProctoringDeputyTicket(paperId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (!phone || !member) return null;
  const url = ticket.data
    ? deputyCameraUrl({
        factoryCode: factoryCode ?? '',
        userId: member.userId,
        ticket: ticket.data.ticket,
      })
    : null;
  return (
    <div className="lectern-phone-check">
      <p>{t('exams:proctoring.phone.hint')}</p>
      {ticket.error && (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(ticket.error))} />
      )}
      {phone.state === 'connected' ? (
        <PhoneCameraVideo phone={phone} className="lectern-phone-check__video" />
      ) : (
        url && (
          <QrCodeImage
            className="lectern-phone-check__qr"
            value={url}
            alt={t('exams:proctoring.phone.qrCode')}
          />
        )
      )}
      <div className="lectern-phone-check__status">
        <PhoneCameraState phone={phone} />
        {phone.state !== 'connected' && (
          <Button
            size="small"
            icon={<ReloadOutlined aria-hidden />}
            loading={ticket.isFetching}
            onClick={() => void ticket.refetch()}
          >
            {t('exams:proctoring.phone.newCode')}
          </Button>
        )}
      </div>
      {/* The address in words, for a phone whose camera cannot read the code. */}
      {url && phone.state !== 'connected' && (
        <p className="lectern-phone-check__url">
          <a href={url} target="_blank" rel="noreferrer">
            {t('exams:proctoring.phone.openLink')}
          </a>
        </p>
      )}
    </div>
  );
}
