import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, VALIDATION_MESSAGES } from '@lastro/domain';
import { deals } from '../../../db/schema';
import type { Registry } from '../../../integrations/registry';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminToken as signInAdmin, creditorUserToken, multipart } from '../../creditors/testing';
import { createDealFixture } from '../detail/testing';

const M = MESSAGES.commitments;
const CHANGE = [PERMISSIONS.importacao_alterar_contrato, ['create']] as const;
let t: TestApp;
let admin: string;
const registry = () => t.app.modules.services('registry') as Registry;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => t?.close());

const upload = (token: string, csv: string) =>
  t.as(token, {
    method: 'POST',
    url: '/api/deals/update-domiciles/upload',
    ...multipart({}, { file: { filename: 'modela_alteracao_contrato.csv', contentType: 'text/csv', data: Buffer.from(csv, 'utf8') } }),
  });

async function finished(token: string, id: string) {
  return waitFor(async () => {
    const s = (await t.as(token, { method: 'GET', url: `/api/imports/${id}` })).json();
    return s.state === 'completed' || s.state === 'failed' ? s : undefined;
  }, 'change-deals import');
}

describe('POST deals/update-domiciles/upload', () => {
  it('moves each deal as PATCH deals/update-domiciles does (registry first), refusing rows per item; the same file again changes nothing', async () => {
    const f = await createDealFixture(t, { installments: 2, register: true });
    const other = await createDealFixture(t, { installments: 1 });
    const token = await creditorUserToken(t, f.creditor.id, [CHANGE]);
    const csv = [
      'id_compromisso;id_domicilio',
      `${f.deal.id};${f.domiciles.second.id}`,
      `${other.deal.id};${other.domiciles.second.id}`,
      `;${f.domiciles.second.id}`,
    ].join('\n');
    const res = await upload(token, csv);
    expect(res.statusCode, res.body).toBe(202);
    const status = await finished(token, res.json().process_id);
    expect(status.state).toBe('completed');
    expect(status.status).toEqual({
      status: [
        { item1: 2, item2: M.detailNotFound },
        { item1: 3, item2: VALIDATION_MESSAGES.required },
      ],
      totalLines: 3,
      totalError: 2,
    });
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, f.deal.id));
    expect(row!.bankAccountId).toBe(f.domiciles.second.id);
    for (const inst of f.installments) {
      const contract = await registry().findContract({ financiador: f.deal.creditorDocumentNumber, referenciaExterna: inst.externalReference });
      expect(contract!.domicilio).toMatchObject({ agencia: f.domiciles.second.agencia });
    }
    const history = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/history` });
    expect(history.json().results[0]).toMatchObject({ description: M.domicileChangeDescription });

    const again = await upload(token, csv);
    const second = await finished(token, again.json().process_id);
    expect(second.status.status[0]).toEqual({ item1: 1, item2: M.domicileUnchanged });
  });

  it('an admin moves any creditor\'s deal; without the permission: 403', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const res = await upload(admin, `id_compromisso;id_domicilio\n${f.deal.id};${f.domiciles.second.id}\n`);
    const status = await finished(admin, res.json().process_id);
    expect(status.status.totalError).toBe(0);
    const lacking = await creditorUserToken(t, f.creditor.id, []);
    expect((await upload(lacking, `id_compromisso;id_domicilio\n${f.deal.id};${f.domiciles.first.id}\n`)).statusCode).toBe(403);
  });
});
