import { useEffect, useState } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for a margin). */
const QR_MARGIN = 2;

/** A QR code of `value`, drawn as an SVG image once the library (loaded here only) has loaded. */
export function InvitationQr({ value, alt }: { value: string; alt: string }) {
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
    <img className="lectern-invite__qr" src={image} alt={alt} />
  ) : (
    <div className="lectern-invite__qr" aria-hidden />
  );
}
