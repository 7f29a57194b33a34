import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADVANCEMENTS,
  MESSAGES,
  PERMISSIONS,
  addDays,
  generateCnpj,
  type MerchantAcquirerLink,
} from '@lastro/domain';
import { seedReferenceData } from '../../../seeds/reference-data.seed';
import { acquirers as acquirersTable } from '../../../db/schema/registers';
import { merchantAcquirers } from '../../../db/schema/merchants.acquirers';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { badRequest } from '../../../lib/errors';
import type { MerchantRow } from '../merchants.repository';
import type { MerchantAcquirersRepository } from './acquirers.repository';
import { createMerchantAcquirersService } from './acquirers.service';
import { adminToken as signInAdmin, creditorUserToken } from '../../creditors/testing';
import { optInThroughApi, optOutThroughApi } from '../../../test/optins';

const M = MESSAGES.merchants;
const V = MESSAGES.validation;

let t: TestApp;
let admin: string;
let userA: string;
let userB: string;
let creditorA: { id: string };
let today: string;
let seq = 8300;
let cielo: number;
let rede: number;

const merchants = () => t.app.modules.services('merchants');
const newMerchant = () =>
  merchants().ensure({
    creditorId: creditorA.id,
    documentNumber: generateCnpj({ seed: seq++ }),
    companyName: 'Mercado Vínculos Ltda',
    tradingName: 'Mercado',
  });
const optIn = (merchantId: string) =>
  optInThroughApi(t, admin, merchantId, {
    creditor_id: creditorA.id,
    signature_date: today,
    start_date: today,
    end_date: addDays(today, 365),
  });
const links = async (token: string, merchantId: string) =>
  (await t.as(token, { method: 'GET', url: `/api/merchants/${merchantId}/acquirers` })).json()
    .results as MerchantAcquirerLink[];
const link = (token: string, merchantId: string, payload: object) =>
  t.as(token, { method: 'PATCH', url: `/api/merchants/${merchantId}/acquirers`, payload });
const discover = (token: string, document: string) =>
  t.as(token, {
    method: 'GET',
    url: '/api/accounts/search-acquirer',
    query: { documentNumber: document, creditorid: creditorA.id },
  });
const notifications = async (token: string) =>
  (await t.as(token, { method: 'GET', url: '/api/notifications', query: { limit: '50' } })).json()
    .results as {
    notification: {
      title: string;
      description: string;
      metadata: { notification_info: string | null; id: string | null };
    };
  }[];
/** Waits until the requester holds `n` discovery notifications about the merchant. */
const discoveryNotices = (token: string, merchantId: string, n = 1) =>
  waitFor(async () => {
    const mine = (await notifications(token)).filter((x) => x.notification.metadata.id === merchantId);
    return mine.length >= n && mine;
  }, 'discovery notification');
/** What the registry's discovery answers for the merchant, as acquirer document -> sorted arranjos. */
const registryView = async (document: string) => {
  const d = await t.app.modules.services('registry').discover({
    financiador: (await t.app.modules.services('creditors').identityOf(creditorA.id))!.document_number,
    ufr: document,
  });
  return Object.fromEntries(d.credenciadoras.map((c) => [c.credenciadora, [...c.arranjos].sort()]));
};
const linksView = (rows: MerchantAcquirerLink[]) =>
  Object.fromEntries(
    rows
      .filter((l) => l.arrangements.length)
      .map((l) => [l.acquirer_document, l.arrangements.map((a) => a.arrangement_code).sort()]),
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  today = await t.app.modules.services('registry').today();
  creditorA = await createCreditor(t.database.db);
  const creditorB = await createCreditor(t.database.db);
  admin = await signInAdmin(t);
  const grants = [
    [PERMISSIONS.cad_estabelecimento_credenciadoras, ['read', 'create', 'edit', 'delete']],
  ] as const;
  userA = await creditorUserToken(t, creditorA.id, grants);
  userB = await creditorUserToken(t, creditorB.id, grants);
  const all = await t.database.db.select().from(acquirersTable);
  cielo = all.find((a) => a.acquirerName === 'Cielo')!.id;
  rede = all.find((a) => a.acquirerName === 'Rede')!.id;
});
afterAll(async () => t?.close());

describe('acquirer links by hand', () => {
  it('links an acquirer with its advancement, changes it on a second PATCH and lists name, document and advancement', async () => {
    const m = await newMerchant();
    const first = await link(admin, m.id, { acquirer_id: cielo, advancement_id: 2 });
    expect(first.statusCode).toBe(200);
    const again = await link(admin, m.id, { acquirer_id: String(cielo), advancement_id: '3' });
    expect(again.json().id).toBe(first.json().id);
    const rows = await links(userA, m.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: first.json().id,
        acquirer_id: cielo,
        acquirer_name: 'Cielo',
        acquirer_document: '01027058000191',
        active: true,
        advancement_id: 3,
        advancement_description: ADVANCEMENTS[2].description,
        arrangements: [],
      }),
    ]);
  });

  it('requires acquirer and advancement, refuses unknown ones, and leaves linking to administrators', async () => {
    const m = await newMerchant();
    const missing = await link(admin, m.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toEqual([V.required]);
    expect(
      (await link(admin, m.id, { acquirer_id: 'abc', advancement_id: 1 })).json().errors.message,
    ).toEqual([V.invalidId]);
    expect(
      (await link(admin, m.id, { acquirer_id: 999999, advancement_id: 1 })).json().errors.message,
    ).toEqual([M.unknownAcquirer]);
    expect(
      (await link(admin, m.id, { acquirer_id: cielo, advancement_id: 9 })).json().errors.message,
    ).toEqual([M.unknownAdvancement]);
    expect((await link(userA, m.id, { acquirer_id: cielo, advancement_id: 1 })).statusCode).toBe(403);
    expect(await links(admin, m.id)).toEqual([]);
  });

  it("deletes a link in the merchant's scope: another creditor gets 404", async () => {
    const m = await newMerchant();
    const id = (await link(admin, m.id, { acquirer_id: rede, advancement_id: 1 })).json().id as string;
    expect((await t.as(userB, { method: 'GET', url: `/api/merchants/${m.id}/acquirers` })).statusCode).toBe(
      404,
    );
    expect((await t.as(userB, { method: 'DELETE', url: `/api/merchants/acquirers/${id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(userA, { method: 'DELETE', url: `/api/merchants/acquirers/${id}` })).statusCode).toBe(
      200,
    );
    expect(await links(admin, m.id)).toEqual([]);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/merchants/acquirers/${id}` })).statusCode).toBe(
      404,
    );
  });

  it('serves the advancements for the picker', async () => {
    const res = await t.as(userA, { method: 'GET', url: '/api/domains/advancements' });
    expect(res.json().results).toEqual(ADVANCEMENTS.map((a) => ({ ...a })));
  });
});

describe('Discovery', () => {
  it("is refused without the creditor's active opt-in, and for another creditor's merchant", async () => {
    const m = await newMerchant();
    const res = await discover(userA, m.document_number);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.discoveryNoOptIn]);
    expect((await discover(userB, m.document_number)).statusCode).toBe(404);
    expect(
      (
        await t.as(admin, {
          method: 'GET',
          url: '/api/accounts/search-acquirer',
          query: { documentNumber: m.document_number },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers at once, then a job records the registry's acquirers and arranjos and notifies the requester with a link to the tab", async () => {
    const m = await newMerchant();
    expect((await optIn(m.id)).json().status).toBe('ativo');
    // A link made by hand keeps its advancement when discovery confirms it.
    await link(admin, m.id, { acquirer_id: cielo, advancement_id: 2 });
    const res = await discover(userA, m.document_number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.discoveryStarted });

    const [notice] = await discoveryNotices(userA, m.id);
    expect(notice!.notification.title).toBe(M.discoveryDoneTitle);
    expect(notice!.notification.metadata.notification_info).toContain(
      `/app/merchants/edit?id=${m.id}&amp;tab=2`,
    );

    const expected = await registryView(m.document_number);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    const rows = await links(userA, m.id);
    expect(linksView(rows)).toEqual(expected);
    const cieloLink = rows.find((l) => l.acquirer_id === cielo);
    if (expected['01027058000191']) expect(cieloLink?.advancement_id).toBe(2);
    for (const l of rows.filter((x) => x.arrangements.length)) {
      expect(
        l.arrangements.every(
          (a) => a.acquirer_document === l.acquirer_document && a.arrangement_name && a.updated_at,
        ),
      ).toBe(true);
    }

    // Run again: the same links, no duplicates, and a second notification.
    expect((await discover(admin, m.document_number)).statusCode).toBe(200);
    await discoveryNotices(admin, m.id);
    const again = await links(userA, m.id);
    expect(again.map((l) => l.id).sort()).toEqual(rows.map((l) => l.id).sort());
    expect(linksView(again)).toEqual(expected);
  });

  it('two discoveries at once leave one link per acquirer', async () => {
    const m = await newMerchant();
    await optIn(m.id);
    const [a, b] = await Promise.all([
      discover(userA, m.document_number),
      discover(userA, m.document_number),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await discoveryNotices(userA, m.id, 2);
    const rows = await t.database.db
      .select()
      .from(merchantAcquirers)
      .where(eq(merchantAcquirers.merchantId, m.id));
    const expected = await registryView(m.document_number);
    expect(rows.map((r) => r.acquirerId).length).toBe(new Set(rows.map((r) => r.acquirerId)).size);
    expect(linksView(await links(admin, m.id))).toEqual(expected);
  });

  it('after an opt-out discovery is refused again and the links found earlier stay', async () => {
    const m = await newMerchant();
    await optIn(m.id);
    await discover(userA, m.document_number);
    await discoveryNotices(userA, m.id);
    const before = await links(admin, m.id);
    expect(before.length).toBeGreaterThan(0);
    const out = await optOutThroughApi(t, admin, m.id, creditorA.id);
    expect(out.statusCode).toBe(200);
    const res = await discover(userA, m.document_number);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.discoveryNoOptIn]);
    expect(await links(admin, m.id)).toEqual(before);
  });

  it('a job refused by the registry (the opt-in ended after it was queued) tells the requester why and records nothing', async () => {
    const notices: { to: string; title: string; description: string }[] = [];
    let applied = false;
    /** The service with a registry failing with `error` (the other ports are not reached). */
    const serviceFailingWith = (error: Error) =>
      createMerchantAcquirersService(
        {
          applyDiscovery: async () => {
            applied = true;
            return 0;
          },
        } as unknown as MerchantAcquirersRepository,
        {
          visible: async () =>
            ({ id: 'm1', companyName: 'Loja', documentNumber: '12345678000195' }) as MerchantRow,
          ofCreditorByDocument: async () => {
            throw new Error('not used');
          },
          activeOptIn: async () => true,
          relations: async () => {
            throw error;
          },
          acquirers: async () => [],
          notify: () => ({
            notify: async (to, input) => {
              notices.push({ to: String(to), title: input.title, description: input.description });
              return { ids: [] };
            },
          }),
          enqueue: async () => 'job',
        },
      );
    const data = { merchantId: 'm1', creditorId: 'c1' };
    const refused = serviceFailingWith(badRequest(M.discoveryNoOptIn));
    expect(await refused.runDiscovery('job-1', 'account-1', data)).toEqual({ links: 0, refused: true });
    expect(applied).toBe(false);
    expect(notices).toEqual([
      { to: 'account-1', title: M.discoveryFailedTitle, description: M.discoveryNoOptIn },
    ]);
    // Anything else (the registry unreachable) is left to the job's retries, untold.
    await expect(
      serviceFailingWith(new Error('ECONNREFUSED')).runDiscovery('job-2', 'account-1', data),
    ).rejects.toThrow('ECONNREFUSED');
    expect(notices).toHaveLength(1);
  });
});
