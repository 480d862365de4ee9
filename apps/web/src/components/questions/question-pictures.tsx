import Image from 'antd/es/image';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteFileUrl } from '@/lib/file-types';

type TQuestionPicturesProps = {
  pictures: readonly string[];
  /** The content pack's text alternative of each picture, by position (docPicAlts). */
  alts?: readonly string[];
};

/** A question's pictures (docPics) as thumbnails; each opens the image viewer (spec §2). */
export function QuestionPictures({ pictures, alts = [] }: TQuestionPicturesProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [open, setOpen] = useState<number | null>(null);
  const shown = pictures
    .map((picture, index) => ({
      src: absoluteFileUrl(picture),
      // Without the pack's text, a generic "question picture N" (docs/decisions/0029).
      alt: alts[index]?.trim() || t('questions:question.pictureAlt', { number: index + 1 }),
    }))
    .filter((picture): picture is { src: string; alt: string } => picture.src !== null);
  if (shown.length === 0) return null;

  return (
    <>
      <ul className="lectern-question-pictures" aria-label={t('questions:question.pictures')}>
        {shown.map(({ src, alt }, index) => (
          <li key={`${index}-${src}`}>
            <button
              type="button"
              className="lectern-question-pictures__thumb"
              aria-label={t('questions:question.viewPicture', { number: index + 1 })}
              aria-describedby={`${idPrefix}-${index}`}
              onClick={() => setOpen(index)}
            >
              <img id={`${idPrefix}-${index}`} src={src} alt={alt} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Image.PreviewGroup
          items={shown}
          preview={{
            open: true,
            current: open,
            // The viewer's image and its dialog take their text from here, not from the items.
            alt: shown[open]?.alt,
            onChange: (current) => setOpen(current),
            onOpenChange: (isOpen) => !isOpen && setOpen(null),
          }}
        />
      )}
    </>
  );
}
