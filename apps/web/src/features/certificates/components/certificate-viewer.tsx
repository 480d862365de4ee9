import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';

/** The PNG a download saves: named by the certificate's number. */
export const certificateFileName = (number: string) => `certificate-${number}.png`;

type TCertificateViewerProps = {
  open: boolean;
  title: string;
  number: string;
  imageUrl: string;
  onClose: () => void;
};

/** A certificate's image at full width, with its download. */
export function CertificateViewer({
  open,
  title,
  number,
  imageUrl,
  onClose,
}: TCertificateViewerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={<TenantText>{title}</TenantText>}
      width={1000}
      centered
      className="lectern-certificate-viewer"
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          href={imageUrl}
          download={certificateFileName(number)}
        >
          {t('certificates:actions.download')}
        </Button>
      }
    >
      <img
        className="lectern-certificate__image"
        src={imageUrl}
        alt={t('certificates:image', { title })}
      />
    </Modal>
  );
}
