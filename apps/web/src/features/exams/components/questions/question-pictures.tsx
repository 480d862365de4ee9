import Image from 'antd/es/image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteFileUrl } from '@/lib/file-types';

/** A question's pictures (docPics) as thumbnails; each opens the image viewer (spec §2). */
export function QuestionPictures({ pictures }: { pictures: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const sources = pictures.map((picture) => absoluteFileUrl(picture)).filter((src) => src !== null);
  if (sources.length === 0) return null;

  return (
    <>
      <ul className="lectern-question-pictures" aria-label={t('exam-answering:question.pictures')}>
        {sources.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className="lectern-question-pictures__thumb"
              aria-label={t('exam-answering:question.viewPicture', { number: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Image.PreviewGroup
          items={sources.map((src, index) => ({
            src,
            alt: t('exam-answering:question.pictureAlt', { number: index + 1 }),
          }))}
          preview={{
            open: true,
            current: open,
            onChange: (current) => setOpen(current),
            onOpenChange: (isOpen) => !isOpen && setOpen(null),
          }}
        />
      )}
    </>
  );
}
