import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { ROUTER_BASENAME } from '@/lib/paths';
import { ExamPaths } from '../exams.feature';
import { loadQrCode, QR_MARGIN, QrCodeImage } from './qr-code-image';

/** Side of the downloaded image in pixels: sharp when printed or shown on a phone. */
const QR_DOWNLOAD_SIZE = 512;

/** The absolute address of an answer sheet's lookup by query code (spec §2, §3 answer sheet). */
export function answerLookupUrl(queryCode: string, origin: string = window.location.origin) {
  const base = ROUTER_BASENAME === '/' ? '' : ROUTER_BASENAME;
  return new URL(
    `${base}${ExamPaths.EXAM_ANSWER}?queryCode=${encodeURIComponent(queryCode)}`,
    origin,
  ).toString();
}

/**
 * Spec §2 finish: a QR code for looking up the answer sheet later, its query code in print, and
 * a download of the image.
 */
export function AnswerSheetQrCode({ queryCode }: { queryCode: string }) {
  const { t } = useTranslation();
  const url = answerLookupUrl(queryCode);

  const downloadImage = async () => {
    const qrCode = await loadQrCode();
    const png = await qrCode.toDataURL(url, { margin: QR_MARGIN, width: QR_DOWNLOAD_SIZE });
    const link = document.createElement('a');
    link.href = png;
    link.download = `answer-sheet-${queryCode}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };

  return (
    <div className="lectern-exam-finish__qr">
      <QrCodeImage
        className="lectern-exam-finish__qr-image"
        value={url}
        alt={t('exams:finish.qrAlt')}
      />
      <div>
        <p>{t('exams:finish.qrHint')}</p>
        <p>
          {t('exams:finish.queryCode')}{' '}
          <strong className="lectern-exam-finish__query-code">{queryCode}</strong>
        </p>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadImage()}>
          {t('exams:finish.downloadQr')}
        </Button>
      </div>
    </div>
  );
}
