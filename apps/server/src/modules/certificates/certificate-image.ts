import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori from 'satori';
import { formatCertificateNumber } from '@lectern/contracts/common/certificate-number';
import { CertificateKind, type TCertificateKind } from '@lectern/contracts/common/certificates';
import {
  CERTIFICATE_IMAGE_HEIGHT,
  CERTIFICATE_IMAGE_WIDTH,
} from '@lectern/contracts/certificates/certificate';
import type {
  CertificateDesign,
  CertificateLanguage,
} from '../../platform/certificates/certificate-design';

/** What a certificate's image shows. */
export type CertificateDrawing = {
  number: string;
  kind: TCertificateKind;
  title: string;
  learnerName: string;
  issuedAt: number;
  design: CertificateDesign;
  /** The lookup page with the number filled in: what the QR code opens. */
  lookupUrl: string;
  /** The time zone its date is written in (the exams' day, EXAM_TIME_ZONE). */
  timeZone: string;
};

/** The certificate's own words, in the language of the tenant's content. */
const WORDS: Record<
  CertificateLanguage,
  {
    certifies: string;
    earned: Record<TCertificateKind, string>;
    quoted: (title: string) => string;
    issuer: string;
    date: string;
    number: string;
    scan: string;
    locale: string;
  }
> = {
  'zh-CN': {
    certifies: '兹证明',
    earned: { [CertificateKind.COURSE]: '已完成课程', [CertificateKind.EXAM]: '已通过考试' },
    quoted: (title) => `《${title}》`,
    issuer: '颁发单位',
    date: '颁发日期',
    number: '证书编号',
    scan: '扫码查验',
    locale: 'zh-CN',
  },
  en: {
    certifies: 'This is to certify that',
    earned: {
      [CertificateKind.COURSE]: 'has completed the course',
      [CertificateKind.EXAM]: 'has passed the exam',
    },
    quoted: (title) => `“${title}”`,
    issuer: 'Issued by',
    date: 'Date of issue',
    number: 'Certificate No.',
    scan: 'Scan to verify',
    locale: 'en-GB',
  },
};

const FONT_FAMILY = 'Noto Sans SC';
const INK = '#1F1F1F';
const MUTED = '#6B6B6B';
const PAPER = '#FFFDF8';
const QR_SIZE = 168;
/** The facts and the QR code at the foot. */
const FOOT_COLUMN_WIDTH = 460;
/** Between the image's edge and the frame. */
const MARGIN = 34;

/** The committed font subset (fonts/README.md): beside this file, or beside the bundle. */
const fontFile = (weight: 'Regular' | 'Bold') =>
  readFile(new URL(`./fonts/NotoSansSC-${weight}-subset.otf`, import.meta.url));

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([fontFile('Regular'), fontFile('Bold')]).then(([regular, bold]) => [
    { name: FONT_FAMILY, data: regular, weight: 400, style: 'normal' },
    { name: FONT_FAMILY, data: bold, weight: 700, style: 'normal' },
  ]));

/**
 * Font sizes by the widest text they fit (a CJK character counts as two Latin ones), so that the
 * longest texts the pack and the members allow stay above the foot and in their columns.
 */
const HEADING_SIZES = [
  { upTo: 20, size: 88 },
  { upTo: 30, size: 64 },
  { upTo: Infinity, size: 48 },
];
const NAME_SIZES = [
  { upTo: 32, size: 72 },
  { upTo: 48, size: 56 },
  { upTo: 96, size: 44 },
  { upTo: Infinity, size: 32 },
];
const TITLE_SIZES = [
  { upTo: 100, size: 44 },
  { upTo: 170, size: 34 },
  { upTo: Infinity, size: 26 },
];
const ISSUER_SIZES = [
  { upTo: 32, size: 28 },
  { upTo: Infinity, size: 22 },
];
const SIGNATORY_SIZES = [
  { upTo: 16, size: 34 },
  { upTo: Infinity, size: 24 },
];
const widthOf = (text: string) =>
  [...text].reduce((width, character) => width + (character.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
const fittingSize = (text: string, sizes: { upTo: number; size: number }[]) =>
  (sizes.find(({ upTo }) => widthOf(text) <= upTo) ?? sizes[sizes.length - 1]!).size;

type Style = Record<string, string | number>;
/** What satori reads of a React element. */
type Node = { type: string; key: null; props: { style?: Style; children?: Child; src?: string } };
type Child = Node | string | (Node | string | null)[] | null;

/** A satori element without React. */
const h = (type: string, style: Style, children: Child = null, src?: string): Node => ({
  type,
  key: null,
  props: { style: { display: 'flex', ...style }, children, ...(src ? { src } : {}) },
});

/** A label over its value, at the certificate's foot. */
const fact = (label: string, value: string, valueStyle: Style = {}) =>
  h('div', { flexDirection: 'column', marginTop: 14 }, [
    h('div', { fontSize: 22, color: MUTED }, label),
    h('div', { fontSize: 28, color: INK, marginTop: 2, ...valueStyle }, value),
  ]);

/** The certificate's layout: an accent frame, the heading, the learner, what they earned, the foot. */
const layout = (certificate: CertificateDrawing, qrDataUrl: string) => {
  const { design } = certificate;
  const words = WORDS[design.language];
  const accent = design.accentColour;
  const headingSize = fittingSize(design.heading, HEADING_SIZES);
  // Chinese headings are spaced out, as printed certificates are.
  const headingSpacing = design.language === 'zh-CN' ? Math.round(headingSize * 0.27) : 2;
  const date = new Intl.DateTimeFormat(words.locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: certificate.timeZone,
  }).format(certificate.issuedAt);

  const ornament = h('div', { alignItems: 'center', marginTop: 22 }, [
    h('div', { width: 150, height: 2, backgroundColor: accent }),
    h('div', {
      width: 14,
      height: 14,
      margin: '0 18px',
      backgroundColor: accent,
      transform: 'rotate(45deg)',
    }),
    h('div', { width: 150, height: 2, backgroundColor: accent }),
  ]);

  const signature = design.signature
    ? h('div', { flexDirection: 'column', alignItems: 'center', width: 320 }, [
        h(
          'div',
          {
            fontSize: fittingSize(design.signature.name, SIGNATORY_SIZES),
            color: INK,
            paddingBottom: 8,
            textAlign: 'center',
          },
          design.signature.name,
        ),
        h('div', { width: 300, height: 2, backgroundColor: INK }),
        h(
          'div',
          { fontSize: 22, color: MUTED, marginTop: 8, textAlign: 'center' },
          design.signature.role || ' ',
        ),
      ])
    : null;

  // As wide as the facts on the left, so that the signature sits in the middle.
  const qr = h(
    'div',
    { width: FOOT_COLUMN_WIDTH, justifyContent: 'flex-end' },
    h('div', { flexDirection: 'column', alignItems: 'center' }, [
      h('img', { width: QR_SIZE, height: QR_SIZE }, null, qrDataUrl),
      h('div', { fontSize: 20, color: MUTED, marginTop: 8 }, words.scan),
    ]),
  );

  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      padding: MARGIN,
      backgroundColor: '#F3EEE2',
      fontFamily: FONT_FAMILY,
    },
    h(
      'div',
      {
        width: CERTIFICATE_IMAGE_WIDTH - 2 * MARGIN,
        height: CERTIFICATE_IMAGE_HEIGHT - 2 * MARGIN,
        boxSizing: 'border-box',
        padding: 10,
        border: `8px solid ${accent}`,
        backgroundColor: PAPER,
      },
      [
        h(
          'div',
          {
            flex: 1,
            flexDirection: 'column',
            alignItems: 'center',
            border: `2px solid ${accent}`,
            padding: '64px 96px 48px',
          },
          [
            h(
              'div',
              {
                fontSize: headingSize,
                fontWeight: 700,
                color: accent,
                letterSpacing: headingSpacing,
                // The letter spacing also follows the last character: centre the glyphs, not the box.
                marginRight: -headingSpacing,
                maxWidth: 1200,
                textAlign: 'center',
              },
              design.heading,
            ),
            ornament,
            h('div', { fontSize: 32, color: MUTED, marginTop: 52 }, words.certifies),
            h(
              'div',
              {
                fontSize: fittingSize(certificate.learnerName, NAME_SIZES),
                fontWeight: 700,
                color: INK,
                marginTop: 18,
                padding: '0 48px 10px',
                borderBottom: `2px solid ${accent}`,
                maxWidth: 1100,
                textAlign: 'center',
              },
              certificate.learnerName,
            ),
            h('div', { fontSize: 32, color: MUTED, marginTop: 40 }, words.earned[certificate.kind]),
            h(
              'div',
              {
                fontSize: fittingSize(certificate.title, TITLE_SIZES),
                fontWeight: 700,
                color: INK,
                marginTop: 14,
                maxWidth: 1150,
                textAlign: 'center',
                justifyContent: 'center',
              },
              words.quoted(certificate.title),
            ),
            h('div', { flex: 1 }),
            h('div', { width: '100%', alignItems: 'flex-end', justifyContent: 'space-between' }, [
              h('div', { flexDirection: 'column', width: FOOT_COLUMN_WIDTH }, [
                fact(words.issuer, design.issuerName, {
                  fontWeight: 700,
                  fontSize: fittingSize(design.issuerName, ISSUER_SIZES),
                }),
                fact(words.date, date),
                fact(words.number, formatCertificateNumber(certificate.number), {
                  letterSpacing: 1,
                }),
              ]),
              signature,
              qr,
            ]),
          ],
        ),
      ],
    ),
  );
};

/**
 * Draws the certificate as a PNG (docs/decisions/0064): satori lays it out as SVG with the
 * committed font subset, resvg renders it. About 100 ms of CPU, so it is drawn once and kept.
 */
export const drawCertificate = async (certificate: CertificateDrawing): Promise<Buffer> => {
  const qrDataUrl = await QRCode.toDataURL(certificate.lookupUrl, {
    errorCorrectionLevel: 'M',
    margin: 0,
    width: QR_SIZE * 2,
    color: { dark: INK, light: '#FFFFFFFF' },
  });
  const svg = await satori(layout(certificate, qrDataUrl), {
    width: CERTIFICATE_IMAGE_WIDTH,
    height: CERTIFICATE_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: CERTIFICATE_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return Buffer.from(png);
};
