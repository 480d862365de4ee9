import { useEffect, useState } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for a margin). */
const QR_MARGIN = 2;

/** A QR code of `value`, drawn as an SVG image once the library (loaded here only) is in. */
export function QrCodeImage({
  value,
  alt,
  className,
}: {
  value: string;
  alt: string;
  className: string;
}) {
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrCode) => qrCode.toString(value, { type: 'svg', margin: QR_MARGIN }))
      .then((svg) => {
        if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [value]);

  return image ? (
    <img className={className} src={image} alt={alt} />
  ) : (
    <div className={className} aria-hidden />
  );
}
