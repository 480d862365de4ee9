import { Readable } from 'node:stream';
import {
  formatCertificateNumber,
  normaliseCertificateNumber,
} from '@lectern/contracts/common/certificate-number';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import {
  CERTIFICATE_LOOKUP_PATH,
  certificateImagePath,
  maskLearnerName,
  type TCertificate,
} from '@lectern/contracts/certificates/certificate';
import type { TGetCertificateImageRequest } from '@lectern/contracts/certificates/get-certificate-image';
import type {
  TGetCertificateFindRequest,
  TGetCertificateFindResponse,
} from '@lectern/contracts/certificates/get-certificate-find';
import type { AppDeps } from '../../platform/app-deps';
import type { CertificateDesign } from '../../platform/certificates/certificate-design';
import { certificateIssuer } from '../../platform/certificates/certificate-issuer';
import { AppError } from '../../platform/http/app-error';
import type { FileAnswer } from '../../platform/http/endpoint-route';
import { WEB_BASE } from '../../platform/http/web-client';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import { drawCertificate } from './certificate-image';
import type { CertificateRow, CertificatesRepositories } from './certificates.repository';

type CertificatesDeps = ServiceDeps<
  CertificatesRepositories,
  Pick<AppDeps, 'storage' | 'config' | 'resolveSession'>
>;

/** A drawn image never changes: browsers keep it for a day. */
const IMAGE_CACHE_CONTROL = 'private, max-age=86400';

const pageOf = ({ pageNum, pageSize }: TPageQuery) => ({
  offset: (pageNum - 1) * pageSize,
  limit: pageSize,
});

const designOf = (row: CertificateRow) => JSON.parse(row.design) as CertificateDesign;

const certificateOf = (row: CertificateRow): TCertificate => ({
  certificateId: row.id,
  number: formatCertificateNumber(row.number),
  kind: row.kind,
  title: row.title,
  learnerName: row.learner_name,
  issueTime: row.issued_at,
  imageUrl: certificateImagePath(row.number),
});

/**
 * Learners' certificates (spec §1 certificates and certificate lookup, docs/decisions/0064): the
 * learner's list, anyone's lookup by tenant number and certificate number, and the image, drawn
 * on its first request and kept in the upload storage.
 */
export const certificatesService = ({
  db,
  transact,
  repositories,
  storage,
  config,
  resolveSession,
}: CertificatesDeps) => {
  const { certificates } = repositories(db);
  const tenants = tenantDirectory(db);
  /** Images being drawn, by certificate: requests that arrive meanwhile wait for the same one. */
  const drawing = new Map<string, Promise<Buffer>>();

  /** The tenant's certificate of a number as typed; undefined for an unknown tenant or number. */
  const findByNumber = async (factoryCode: string, typed: string) => {
    const number = normaliseCertificateNumber(typed);
    const tenant = number === null ? null : await tenants.findByFactoryCode(factoryCode);
    const row =
      tenant && number !== null ? await certificates.byNumber(tenant.id, number, Date.now()) : null;
    return row && tenant ? { row, tenant } : undefined;
  };

  /** Draws the image and keeps it, unless another request kept one first. */
  const drawAndKeep = async (row: CertificateRow, factoryCode: string, origin: string) => {
    const lookup = new URLSearchParams({ factoryCode, number: row.number });
    const png = await drawCertificate({
      number: row.number,
      kind: row.kind,
      title: row.title,
      learnerName: row.learner_name,
      issuedAt: row.issued_at,
      design: designOf(row),
      lookupUrl: `${origin}${WEB_BASE}${CERTIFICATE_LOOKUP_PATH}?${lookup.toString()}`,
      timeZone: config.examTimeZone,
    });
    const key = `certificate-${newId()}`;
    await storage.put(key, Readable.from([png]));
    const kept = await transact((trx) =>
      certificateIssuer(trx).recordImage(row.tenant_id, row.id, key),
    );
    if (!kept) await storage.delete(key);
    return png;
  };

  const imageOf = async (row: CertificateRow, factoryCode: string, origin: string) => {
    if (row.image_key !== null && (await storage.stat(row.image_key))) {
      return storage.get(row.image_key);
    }
    let image = drawing.get(row.id);
    if (!image) {
      image = drawAndKeep(row, factoryCode, origin).finally(() => drawing.delete(row.id));
      drawing.set(row.id, image);
    }
    return image;
  };

  /** The certificate the image request names: anyone's with the tenant number, else the holder's. */
  const certificateToShow = async (request: TGetCertificateImageRequest, token: string | null) => {
    if (request.factoryCode !== undefined) {
      const found = await findByNumber(request.factoryCode, request.number);
      if (!found) throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND);
      return { row: found.row, factoryCode: found.tenant.factoryCode };
    }
    if (token === null) throw new AppError(ErrorCode.NOT_LOGGED_IN, ErrorCode.NOT_LOGGED_IN);
    const check = await resolveSession(token);
    if ('refusal' in check) throw new AppError(ErrorCode.NOT_LOGGED_IN, check.refusal);
    const { tenantId, memberId, factoryCode } = check.session;
    const number = normaliseCertificateNumber(request.number);
    const row =
      number === null ? undefined : await certificates.byNumber(tenantId, number, Date.now());
    if (row?.member_id !== memberId) throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND);
    return { row, factoryCode };
  };

  return {
    /** Spec §2 /personal/cert. */
    list: async ({ tenantId, memberId }: MemberSession, page: TPageQuery) => {
      const { rows, total } = await certificates.ofLearner(
        tenantId,
        memberId,
        pageOf(page),
        Date.now(),
      );
      return { list: rows.map(certificateOf), total };
    },

    /** Spec §2 /cert/find: an unknown tenant or number answers like another tenant's number. */
    find: async (request: TGetCertificateFindRequest): Promise<TGetCertificateFindResponse> => {
      const found = await findByNumber(request.factoryCode, request.number);
      if (!found) return { valid: false, certificate: null };
      const { row, tenant } = found;
      return {
        valid: true,
        certificate: {
          number: formatCertificateNumber(row.number),
          kind: row.kind,
          title: row.title,
          learnerName: maskLearnerName(row.learner_name),
          issueTime: row.issued_at,
          issuerName: designOf(row).issuerName,
          imageUrl: certificateImagePath(row.number, tenant.factoryCode),
        },
      };
    },

    /**
     * The certificate's PNG. `token` is the caller's session token (header or login cookie), for
     * a request without the tenant number; `origin` is where the QR code's lookup page is served.
     */
    image: async (
      request: TGetCertificateImageRequest,
      token: string | null,
      origin: string,
    ): Promise<FileAnswer> => {
      const { row, factoryCode } = await certificateToShow(request, token);
      return {
        content: await imageOf(row, factoryCode, config.publicUrl ?? origin),
        fileName: `certificate-${formatCertificateNumber(row.number)}.png`,
        cacheControl: IMAGE_CACHE_CONTROL,
      };
    },
  };
};
