import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  CERTIFICATE_NUMBER_LENGTH,
} from '@lectern/contracts/common/certificate-number';
import { CertificateKind } from '@lectern/contracts/common/certificates';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { createCertificateTemplate } from '../../test/certificate-factories';
import { createMember, createTenant } from '../../test/factories';
import { migratedTestDatabase } from '../../test/test-database';
import { creditLedger } from '../credits/credit-ledger';
import type { CertificateDesign } from './certificate-design';
import {
  certificateIssuer,
  newCertificateNumber,
  type CertificateToIssue,
} from './certificate-issuer';

const database = migratedTestDatabase();

const learner = async (tenantFields: Parameters<typeof createTenant>[1] = {}) => {
  const { db } = database();
  const tenant = await createTenant(db, tenantFields);
  return { tenant, member: await createMember(db, tenant, { nickName: '王小明' }) };
};

const certificateOf = (
  tenantId: string,
  memberId: string,
  fields: Partial<CertificateToIssue> = {},
): CertificateToIssue => ({
  tenantId,
  memberId,
  source: 'course:run-1',
  kind: CertificateKind.COURSE,
  title: '信息安全入门',
  ...fields,
});

const certificatesOf = (memberId: string) =>
  database()
    .db.selectFrom('certificates')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issued_at')
    .execute();

describe('certificate numbers', () => {
  it('are 16 characters of the alphabet, different each time', () => {
    const numbers = Array.from({ length: 200 }, newCertificateNumber);
    for (const number of numbers) {
      expect(number).toHaveLength(CERTIFICATE_NUMBER_LENGTH);
      expect(
        [...number].every((character) => CERTIFICATE_NUMBER_ALPHABET.includes(character)),
      ).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('the certificate issuer', () => {
  it('issues a certificate once per source, keeping the name, title and date of issue', async () => {
    const { db } = database();
    const { tenant, member } = await learner();
    const issuer = certificateIssuer(db);

    const first = await issuer.issue(certificateOf(tenant.id, member.id), 1_000);
    const again = await issuer.issue(
      certificateOf(tenant.id, member.id, { title: 'Renamed' }),
      2_000,
    );
    const exam = await issuer.issue(
      certificateOf(tenant.id, member.id, { source: 'exam:sheet-1', kind: CertificateKind.EXAM }),
      3_000,
    );

    expect(first.issued).toBe(true);
    expect(again).toEqual({ ...first, issued: false });
    expect(exam.issued).toBe(true);
    expect(exam.number).not.toBe(first.number);
    const rows = await certificatesOf(member.id);
    expect(
      rows.map((row) => [row.source, row.kind, row.title, row.learner_name, Number(row.issued_at)]),
    ).toEqual([
      ['course:run-1', 'course', '信息安全入门', '王小明', 1_000],
      ['exam:sheet-1', 'exam', '信息安全入门', '王小明', 3_000],
    ]);
    expect(rows.map((row) => row.image_key)).toEqual([null, null]);
  });

  it('makes one certificate of a source issued concurrently, in transactions', async () => {
    const { transact } = database();
    const { tenant, member } = await learner();
    await createCertificateTemplate(database().db, tenant, { credits: 10 });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transact((trx) => certificateIssuer(trx).issue(certificateOf(tenant.id, member.id))),
      ),
    );

    expect(results.filter((result) => result.issued)).toHaveLength(1);
    expect(new Set(results.map((result) => result.number)).size).toBe(1);
    expect(await certificatesOf(member.id)).toHaveLength(1);
    // Its credits too are awarded once.
    expect(await creditLedger(database().db).total(tenant.id, member.id)).toBe(10);
  });

  it('draws with the tenant template as it is when issued, and keeps that design', async () => {
    const { db } = database();
    const { tenant, member } = await learner({ sysName: '演示科技' });
    await createCertificateTemplate(db, tenant, {
      heading: '荣誉证书',
      accentColour: '#2B5FA0',
      signature: { name: '李华', role: '培训中心主任' },
    });
    await certificateIssuer(db).issue(certificateOf(tenant.id, member.id));
    await db
      .updateTable('certificate_templates')
      .set({ heading: '结业证明' })
      .where('tenant_id', '=', tenant.id)
      .execute();
    await certificateIssuer(db).issue(certificateOf(tenant.id, member.id, { source: 'course:2' }));

    const designs = (await certificatesOf(member.id)).map(
      (row) => JSON.parse(row.design) as CertificateDesign,
    );
    expect(designs[0]).toEqual({
      language: 'zh-CN',
      heading: '荣誉证书',
      issuerName: '演示科技',
      accentColour: '#2B5FA0',
      signature: { name: '李华', role: '培训中心主任' },
    });
    expect(designs[1]?.heading).toBe('结业证明');
  });

  it.each([
    ['zh-CN', CertificateKind.COURSE, { language: 'zh-CN', heading: '结业证书' }],
    ['zh-CN', CertificateKind.EXAM, { language: 'zh-CN', heading: '合格证书' }],
    ['en', CertificateKind.EXAM, { language: 'en', heading: 'Certificate of Achievement' }],
    ['fr', CertificateKind.COURSE, { language: 'en', heading: 'Certificate of Completion' }],
  ] as const)(
    'without a template, words a %s tenant’s %s certificate in its language',
    async (contentLang, kind, expected) => {
      const { db } = database();
      const { tenant, member } = await learner({ contentLang, sysName: 'Acme' });
      await certificateIssuer(db).issue(certificateOf(tenant.id, member.id, { kind }));
      const [row] = await certificatesOf(member.id);
      expect(JSON.parse(row!.design)).toEqual({
        ...expected,
        issuerName: 'Acme',
        accentColour: '#A0742B',
        signature: null,
      });
    },
  );

  it('awards the template’s credits as "certificate gained", dated with the certificate', async () => {
    const { db } = database();
    const { tenant, member } = await learner();
    await createCertificateTemplate(db, tenant, { credits: 20 });
    await certificateIssuer(db).issue(certificateOf(tenant.id, member.id), 5_000);

    expect(
      await creditLedger(db).entryOf(tenant.id, member.id, 'certificate:course:run-1'),
    ).toMatchObject({
      biz_type: CreditBizType.CERTIFICATE,
      biz_name: '信息安全入门',
      amount: 20,
    });
    const entry = await creditLedger(db).entryOf(tenant.id, member.id, 'certificate:course:run-1');
    expect(Number(entry?.created_at)).toBe(5_000);
  });

  it('awards nothing without credits in the template', async () => {
    const { db } = database();
    const { tenant, member } = await learner();
    await certificateIssuer(db).issue(certificateOf(tenant.id, member.id));
    expect(await creditLedger(db).total(tenant.id, member.id)).toBe(0);
  });

  it('keeps the first image stored for a certificate', async () => {
    const { db } = database();
    const { tenant, member } = await learner();
    const { certificateId } = await certificateIssuer(db).issue(
      certificateOf(tenant.id, member.id),
    );
    const other = await learner();

    // Another tenant's id names nothing.
    expect(await certificateIssuer(db).recordImage(other.tenant.id, certificateId, 'x-1')).toBe(
      false,
    );
    expect(await certificateIssuer(db).recordImage(tenant.id, certificateId, 'key-one')).toBe(true);
    expect(await certificateIssuer(db).recordImage(tenant.id, certificateId, 'key-two')).toBe(
      false,
    );
    expect((await certificatesOf(member.id))[0]?.image_key).toBe('key-one');
  });

  it('keeps learners and tenants apart', async () => {
    const { db } = database();
    const first = await learner();
    const second = await learner();
    const neighbour = await createMember(db, first.tenant);
    const issuer = certificateIssuer(db);

    // The same source for other learners is theirs.
    for (const { tenantId, memberId } of [
      { tenantId: first.tenant.id, memberId: first.member.id },
      { tenantId: first.tenant.id, memberId: neighbour.id },
      { tenantId: second.tenant.id, memberId: second.member.id },
    ]) {
      expect((await issuer.issue(certificateOf(tenantId, memberId))).issued).toBe(true);
    }
  });
});
