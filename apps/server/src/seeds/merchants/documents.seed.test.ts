import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf, type MerchantDocumentDetail, type PendingMerchant } from '@lastro/domain';
import { waitFor } from '../../jobs/testing/wait';
import { adminToken } from '../../modules/creditors/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { createCreditor } from '../../test/fixtures';
import { merchantDocuments, merchants } from '../../db/schema';
import { DEMO_CREDITOR_DOCUMENT } from '../access.seed';
import { seedDemoMerchantDocuments } from './documents.seed';
import { DEMO_SECOND_CREDITOR_DOCUMENT } from '../schedules.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo merchant documents', () => {
  it('gives the demo merchants documents in every status, a history of versions and pending merchants, once; the identity card reads back', async () => {
    const db = t.database.db;
    const demo = await createCreditor(db, { documentNumber: DEMO_CREDITOR_DOCUMENT });
    const second = await createCreditor(db, { documentNumber: DEMO_SECOND_CREDITOR_DOCUMENT });
    const ensure = t.app.modules.services('merchants').ensure;
    const ids = new Map<number, string>();
    for (const [creditorId, seed] of [
      [demo.id, 101],
      [demo.id, 102],
      [demo.id, 103],
      [second.id, 201],
    ] as const) {
      const m = await ensure({
        creditorId,
        documentNumber: generateCnpj({ seed }),
        companyName: `Demo ${seed} Ltda`,
        tradingName: `Demo ${seed}`,
      });
      await db
        .update(merchants)
        .set({ contactName: `Contato ${seed}`, contactDocumentNumber: generateCpf({ seed: seed + 50_000 }) })
        .where(eq(merchants.id, m.id));
      ids.set(seed, m.id);
    }

    await seedDemoMerchantDocuments(db, t.app.modules.services);
    await seedDemoMerchantDocuments(db, t.app.modules.services);

    const rows = await db.select().from(merchantDocuments);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3]));
    expect(rows.filter((r) => r.merchantId === ids.get(101) && r.fileType === 2)).toHaveLength(3);
    expect(rows.filter((r) => r.fileKey === null).map((r) => r.merchantId)).toEqual([ids.get(201)]);
    expect(rows.filter((r) => r.status === 3).every((r) => r.comment)).toBe(true);

    const admin = await adminToken(t);
    const pending = (
      await t.as(admin, {
        method: 'GET',
        url: '/api/checkids/pending',
        query: { status: 'pendente_aprovacao_documentos' },
      })
    ).json().results as PendingMerchant[];
    expect(pending.map((p) => p.merchant_id).sort()).toEqual(
      [ids.get(101), ids.get(102), ids.get(201)].sort(),
    );

    expect(
      (
        await t.as(admin, {
          method: 'GET',
          url: '/api/checkids/process',
          query: { accountId: ids.get(101)! },
        })
      ).statusCode,
    ).toBe(202);
    const current = rows
      .filter((r) => r.merchantId === ids.get(101) && r.fileType === 2)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const read = await waitFor(
      async () => {
        const d = (
          await t.as(admin, { method: 'GET', url: `/api/checkids/details/${current.id}` })
        ).json() as MerchantDocumentDetail;
        return d.processed_at ? d : undefined;
      },
      'the demo identity card processed',
      120_000,
    );
    expect(read.fields.map((f) => f.ocr)).toEqual(read.fields.map((f) => f.registration));
    expect(read.face_match?.score).toEqual(expect.any(Number));
  });
});
