import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import FileImageOutlined from '@ant-design/icons/es/icons/FileImageOutlined';
import FileOutlined from '@ant-design/icons/es/icons/FileOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import FilePptOutlined from '@ant-design/icons/es/icons/FilePptOutlined';
import FileWordOutlined from '@ant-design/icons/es/icons/FileWordOutlined';
import FileZipOutlined from '@ant-design/icons/es/icons/FileZipOutlined';
import PlaySquareOutlined from '@ant-design/icons/es/icons/PlaySquareOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Progress from 'antd/es/progress';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { download, fileNameOf } from '@/lib/api-client';
import {
  absoluteFileUrl,
  extensionOf,
  fileCategoryOf,
  isImageExtension,
  PREVIEW_EXTENSIONS,
  type TFileCategory,
} from '@/lib/file-types';
import { DraggablePanel } from './draggable-panel';

const categoryIcons: Record<TFileCategory, ComponentType<{ 'aria-label'?: string }>> = {
  image: FileImageOutlined,
  video: VideoCameraOutlined,
  audio: AudioOutlined,
  word: FileWordOutlined,
  excel: FileExcelOutlined,
  ppt: FilePptOutlined,
  pdf: FilePdfOutlined,
  swf: PlaySquareOutlined,
  archive: FileZipOutlined,
  other: FileOutlined,
};

type TAttachment = {
  url: string;
  /** What the list shows: the file's name or 'attachment N'. */
  name: string;
  /** What a download is saved as. */
  fileName: string;
  extension: string;
};

type TAttachmentListProps = {
  /** Parallel lists as on the wire (spec §3 docUrls / docNames). */
  urls: readonly string[];
  names?: readonly (string | null | undefined)[];
  /** The tenant's online document viewer; the URL-encoded file URL is appended. */
  docViewerUrl?: string | null;
};

/** Where a document preview shows: the tenant's viewer, or the browser's own PDF viewer. */
function documentViewUrl({ url, extension }: TAttachment, docViewerUrl?: string | null) {
  const fileUrl = absoluteFileUrl(url);
  if (!fileUrl) return null;
  if (docViewerUrl) return `${docViewerUrl}${encodeURIComponent(fileUrl)}`;
  return extension === 'pdf' ? fileUrl : null;
}

function AttachmentRow({
  attachment,
  docViewerUrl,
  onPreviewImage,
  onPreviewDocument,
}: {
  attachment: TAttachment;
  docViewerUrl?: string | null;
  onPreviewImage: () => void;
  onPreviewDocument: (viewUrl: string) => void;
}) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const { name, extension, url } = attachment;
  const category = fileCategoryOf(extension);
  const Icon = categoryIcons[category];
  const isImage = isImageExtension(extension);
  const viewUrl = isImage ? null : documentViewUrl(attachment, docViewerUrl);
  const canPreview = PREVIEW_EXTENSIONS.includes(extension) && (isImage || !!viewUrl);

  const startDownload = () => {
    const fileUrl = absoluteFileUrl(url);
    if (!fileUrl || percent !== null) return;
    setPercent(0);
    download(fileUrl, { fileName: attachment.fileName, onProgress: setPercent })
      .catch(() => undefined)
      .finally(() => setPercent(null));
  };

  return (
    <li className="lectern-attachment">
      <Icon aria-label={t(`common:attachments.types.${category}`)} />
      <span className="lectern-attachment__name" title={name}>
        {name}
      </span>
      {canPreview && (
        <Button
          size="small"
          type="link"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('common:attachments.previewFile', { name })}
          onClick={() => (viewUrl ? onPreviewDocument(viewUrl) : onPreviewImage())}
        >
          {t('common:attachments.preview')}
        </Button>
      )}
      {!isImage && (
        <Button
          size="small"
          type="link"
          icon={<DownloadOutlined aria-hidden />}
          aria-label={t('common:attachments.downloadFile', { name })}
          loading={percent !== null}
          onClick={startDownload}
        >
          {t('common:attachments.download')}
        </Button>
      )}
      {percent !== null && (
        <Progress
          className="lectern-attachment__progress"
          percent={percent}
          size="small"
          aria-label={t('common:attachments.downloadProgress', { name })}
        />
      )}
    </li>
  );
}

/**
 * Spec §2 attachment list: an icon by type, preview for office documents, PDFs and images,
 * download with progress for everything that is not an image; unnamed files are 'attachment N'.
 */
export function AttachmentList({ urls, names = [], docViewerUrl }: TAttachmentListProps) {
  const { t } = useTranslation();
  const [previewImage, setPreviewImage] = useState<TAttachment | null>(null);
  const [openDocument, setOpenDocument] = useState<{ name: string; viewUrl: string } | null>(null);

  const attachments: TAttachment[] = urls.map((url, index) => {
    const givenName = names[index]?.trim();
    return {
      url,
      name: givenName || t('common:attachments.unnamed', { number: index + 1 }),
      fileName: givenName || fileNameOf(url),
      extension: extensionOf(givenName ?? '') || extensionOf(url),
    };
  });

  return (
    <>
      <ul className="lectern-attachment-list" aria-label={t('common:attachments.title')}>
        {attachments.map((attachment, index) => (
          <AttachmentRow
            key={`${index}-${attachment.url}`}
            attachment={attachment}
            docViewerUrl={docViewerUrl}
            onPreviewImage={() => setPreviewImage(attachment)}
            onPreviewDocument={(viewUrl) => setOpenDocument({ name: attachment.name, viewUrl })}
          />
        ))}
      </ul>
      {previewImage && (
        <Image.PreviewGroup
          items={[{ src: previewImage.url, alt: previewImage.name }]}
          preview={{ open: true, onOpenChange: (open) => !open && setPreviewImage(null) }}
        />
      )}
      {openDocument && (
        <DraggablePanel
          title={t('common:attachments.panelTitle')}
          onClose={() => setOpenDocument(null)}
        >
          <iframe
            className="lectern-panel__frame"
            src={openDocument.viewUrl}
            title={openDocument.name}
          />
        </DraggablePanel>
      )}
    </>
  );
}
