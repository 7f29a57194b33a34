import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, TCD_MAX_BYTES } from '@lastro/domain';
import { creditorDomiciles, creditorOriginators, dealHistory, deals } from '../../../db/schema';
import type { Registry } from '../../../integrations/registry';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminToken as signInAdmin, creditorUserToken, multipart } from '../../creditors/testing';
import { createDealFixture, createOriginatorWithDomiciles } from './testing';

const M = MESSAGES.commitments;
let t: TestApp;
let admin: string;
const registry = () => t.app.modules.services('registry') as Registry;
const ALL_DEALS = [PERMISSIONS.cad_compromisso_dados_compromissos, ['read', 'create', 'edit']] as const;
const BANK = [PERMISSIONS.cad_compromisso_dados_bancarios, ['read', 'edit']] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(async () => t?.close());

const pdf = (size = 2000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
const upload = (token: string, reference: string, data: Buffer, filename = 'tcd.pdf', contentType = 'application/pdf') =>
  t.as(token, {
    method: 'POST',
    url: '/api/upload',
    ...multipart({ type: 'contrato', external_reference: reference }, { file: { filename, contentType, data } }),
  });

describe('GET deals/:id', () => {
  it('answers the commitment with its installments and the receivables their effects reached, in reais', async () => {
    const f = await createDealFixture(t, { installments: 2, effectsPerInstallment: 3 });
    await t.app.modules.services('creditors').setParameters(f.creditor.id, { tipo_transacao: 'ambos', perfil_parceiro: 'Fornecedor' });
    const res = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: f.deal.id, title: f.deal.title, amount: 3000, status: 2, type: 1, contract_type: 2 });
    expect(body.creditor.creditor_parameters[0]).toEqual({ parameter_key: 'perfil_parceiro', parameter_value: 'Fornecedor' });
    expect(body.bank_account).toMatchObject({
      id: f.domiciles.first.id,
      account_number: f.domiciles.first.conta,
      domain_bank: { bank_code: '341', bank_name: 'Itaú' },
      originator: { document_number: f.domiciles.originator.cnpjOriginador },
    });
    expect(body.installments.map((i: { installment: number }) => i.installment)).toEqual([1, 2]);
    const first = body.installments[0];
    expect(first).toMatchObject({ amount: 1500, effect_amount: 1500, external_reference: `${f.deal.id}-01`, title: 'Parcela 1' });
    expect(first.receivables).toHaveLength(3);
    expect(first.receivables[0]).toMatchObject({
      acquirer_document: '01027058000191',
      payment_arrangement: 'VCC',
      committed_amount: 500,
      effective_settlement_amount: 500,
    });
    expect(first.receivables[1].effective_settlement_date).toBeNull();
  });

  it('is 404 for another creditor user, 200 for its own, 400 for a malformed id', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const own = await creditorUserToken(t, f.creditor.id, [ALL_DEALS]);
    const other = await createDealFixture(t, { installments: 1 });
    const stranger = await creditorUserToken(t, other.creditor.id, [ALL_DEALS]);
    expect((await t.as(own, { method: 'GET', url: `/api/deals/${f.deal.id}` })).statusCode).toBe(200);
    const refused = await t.as(stranger, { method: 'GET', url: `/api/deals/${f.deal.id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors.message).toEqual([M.detailNotFound]);
    expect((await t.as(stranger, { method: 'GET', url: `/api/deals/${f.deal.id}/history` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'GET', url: '/api/deals/nao-e-um-id' })).statusCode).toBe(400);
  });
});

describe('PATCH deals/:id', () => {
  it('changes the descriptive data while the commitment has not ended, with a line in its history', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const own = await creditorUserToken(t, f.creditor.id, [ALL_DEALS]);
    const today = await registry().today();
    const res = await t.as(own, { method: 'PATCH', url: `/api/deals/${f.deal.id}`, payload: { title: 'Capital de giro 2027', code: 'CG-2027', expiration_date: today } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: f.deal.id, title: 'Capital de giro 2027', code: 'CG-2027', expiration_date: today, description: f.deal.description });
    const [line] = (await t.as(own, { method: 'GET', url: `/api/deals/${f.deal.id}/history` })).json().results;
    expect(line.description).toBe(M.registration.history.updated('título, código, data de expiração'));
  });

  it('refuses an ended commitment, a past expiration, an empty body, a read-only user and another creditor', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const patch = (token: string, payload: object, id = f.deal.id) => t.as(token, { method: 'PATCH', url: `/api/deals/${id}`, payload });
    const yesterday = new Date(Date.parse(`${await registry().today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await patch(admin, { expiration_date: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.message).toEqual([M.registration.expirationBeforeToday]);
    const empty = await patch(admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toEqual([M.registration.updateEmpty]);
    const readOnly = await creditorUserToken(t, f.creditor.id, [[PERMISSIONS.cad_compromisso_dados_compromissos, ['read']]]);
    expect((await patch(readOnly, { title: 'x' })).statusCode).toBe(403);
    const other = await createDealFixture(t, { installments: 1 });
    const stranger = await creditorUserToken(t, other.creditor.id, [ALL_DEALS]);
    expect((await patch(stranger, { title: 'x' })).statusCode).toBe(404);
    await t.database.db.update(deals).set({ status: 3 }).where(eq(deals.id, f.deal.id));
    const ended = await patch(admin, { title: 'x' });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().errors.message).toEqual([M.registration.actionNotAllowed('editar', 'Cancelado')]);
  });
});

describe('GET deals/:id/history', () => {
  it('lists the status lines newest first, with labels, up to the limit', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    await t.database.db.insert(dealHistory).values({ dealId: f.deal.id, status: 2, description: 'Aprovado', name: 'Registradora' });
    const res = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/history`, query: { limit: '9999' } });
    expect(res.json().results.map((r: { deal_status_description: string }) => r.deal_status_description)).toEqual([
      'Aprovado',
      'Em processamento',
    ]);
    const one = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/history`, query: { limit: '1' } });
    expect(one.json().results).toHaveLength(1);
  });
});

describe('PATCH deals/update-domiciles', () => {
  it('moves every registered contract to the new account at the registry, then the deal and its histories', async () => {
    const f = await createDealFixture(t, { installments: 2, register: true });
    const token = await creditorUserToken(t, f.creditor.id, [ALL_DEALS, BANK]);
    const res = await t.as(token, {
      method: 'PATCH',
      url: '/api/deals/update-domiciles',
      payload: { domicilios: [{ id_compromisso: f.deal.id, id_domicilio: f.domiciles.second.id }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { success: true, message: M.domicileChanged, id_compromisso: f.deal.id, id_domicilio: f.domiciles.second.id },
    ]);
    for (const inst of f.installments) {
      const contract = await registry().findContract({ financiador: f.deal.creditorDocumentNumber, referenciaExterna: inst.externalReference });
      expect(contract!.domicilio).toMatchObject({ codigoBanco: '001', agencia: f.domiciles.second.agencia, conta: `${f.domiciles.second.conta}-2` });
    }
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, f.deal.id));
    expect(row!.bankAccountId).toBe(f.domiciles.second.id);

    const history = await t.as(token, { method: 'GET', url: `/api/deals/${f.deal.id}/history-domicile` });
    expect(history.json().map((h: { status: string; domain_bank_code: string }) => [h.status, h.domain_bank_code])).toEqual([
      ['Inativo', '341'],
      ['Ativo', '001'],
    ]);
    expect(history.json()[1].domain_bank_name).toBe('Banco do Brasil');
    const lines = await t.as(token, { method: 'GET', url: `/api/deals/${f.deal.id}/history` });
    expect(lines.json().results[0]).toMatchObject({ description: M.domicileChangeDescription, deal_status: 2 });
  });

  it('refuses per item: inactive or another creditor’s domicile, the same account, an ended deal, an unknown deal', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const ended = await createDealFixture(t, { installments: 1, status: 3, creditorId: f.creditor.id });
    const elsewhere = await createOriginatorWithDomiciles(t.database.db, (await createDealFixture(t, { installments: 1 })).creditor.id);
    const res = await t.as(admin, {
      method: 'PATCH',
      url: '/api/deals/update-domiciles',
      payload: {
        domicilios: [
          { id_compromisso: f.deal.id, id_domicilio: f.domiciles.inactive.id },
          { id_compromisso: f.deal.id, id_domicilio: elsewhere.first.id },
          { id_compromisso: f.deal.id, id_domicilio: f.domiciles.first.id },
          { id_compromisso: ended.deal.id, id_domicilio: ended.domiciles.second.id },
          { id_compromisso: '00000000-0000-4000-8000-000000000000', id_domicilio: f.domiciles.second.id },
          { id_compromisso: f.deal.id, id_domicilio: 'qualquer' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { success: boolean; message: string }) => [r.success, r.message])).toEqual([
      [false, M.domicileNotOfCreditor],
      [false, M.domicileNotOfCreditor],
      [false, M.domicileUnchanged],
      [false, `${M.domicileChangeNotAllowed} Cancelado`],
      [false, M.detailNotFound],
      [false, M.domicileNotOfCreditor],
    ]);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, f.deal.id));
    expect(row!.bankAccountId).toBe(f.domiciles.first.id);
  });

  it('a creditor user cannot move another creditor’s deal, and an empty list is a 400', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const other = await createDealFixture(t, { installments: 1 });
    const stranger = await creditorUserToken(t, other.creditor.id, [BANK]);
    const res = await t.as(stranger, {
      method: 'PATCH',
      url: '/api/deals/update-domiciles',
      payload: { domicilios: [{ id_compromisso: f.deal.id, id_domicilio: f.domiciles.second.id }] },
    });
    expect(res.json().results[0]).toMatchObject({ success: false, message: M.detailNotFound });
    const empty = await t.as(admin, { method: 'PATCH', url: '/api/deals/update-domiciles', payload: { domicilios: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message.length).toBeGreaterThan(0);
  });

  it('offers every active domicile of the creditor’s active originators but the current one, and says why none is offered', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const another = await createOriginatorWithDomiciles(t.database.db, f.creditor.id);
    const inactive = await createOriginatorWithDomiciles(t.database.db, f.creditor.id, false);
    const options = async () => {
      const res = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/domiciles` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { results: { id: string; originator: { document_number: string } }[]; message: string | null };
      return { ids: body.results.map((d) => d.id).sort(), originators: new Set(body.results.map((d) => d.originator.document_number)), message: body.message };
    };
    expect(await options()).toEqual({
      ids: [f.domiciles.second.id, another.first.id, another.second.id].sort(),
      originators: new Set([f.domiciles.originator.cnpjOriginador, another.originator.cnpjOriginador]),
      message: null,
    });
    expect((await options()).ids).not.toContain(inactive.first.id);

    // Only the account in use is left: nothing to move to, and the creditor does have an originator.
    await t.database.db.update(creditorDomiciles).set({ status: 'Inativo' }).where(inArray(creditorDomiciles.id, [f.domiciles.second.id, another.first.id, another.second.id]));
    expect(await options()).toEqual({ ids: [], originators: new Set(), message: M.noOtherDomicile });

    await t.database.db.update(creditorOriginators).set({ status: 'Inativo' }).where(eq(creditorOriginators.id, f.domiciles.originator.id));
    expect(await options()).toEqual({ ids: [], originators: new Set(), message: M.noActiveOriginator });
  });

  it('history-domicile of a never-changed deal is its current account', async () => {
    const f = await createDealFixture(t, { installments: 1 });
    const res = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/history-domicile` });
    expect(res.json()).toEqual([expect.objectContaining({ status: 'Ativo', domain_bank_code: '341', account_type: 'CC' })]);
    const none = await createDealFixture(t, { installments: 1, withBankAccount: false });
    expect((await t.as(admin, { method: 'GET', url: `/api/deals/${none.deal.id}/history-domicile` })).json()).toEqual([]);
  });
});

describe('TCD upload and search', () => {
  it('stores a PDF by the deal id or an installment reference, replaces it, and serves it only to who sees the deal', async () => {
    const f = await createDealFixture(t, { installments: 1, type: 4 });
    const first = await upload(admin, f.deal.id, pdf());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: M.uploaded, replaced: false, fileUrl: `/api/deals/${f.deal.id}/tcd` });
    const second = await upload(admin, `${f.deal.id}-01`, pdf(3000));
    expect(second.json()).toMatchObject({ message: M.fileReplaced, replaced: true });

    const search = await t.as(admin, { method: 'GET', url: '/api/search', query: { external_reference: f.deal.id } });
    expect(search.json().results).toEqual([expect.objectContaining({ fileUrl: `/api/deals/${f.deal.id}/tcd`, size_bytes: 3000 })]);
    const file = await t.as(admin, { method: 'GET', url: `/api/deals/${f.deal.id}/tcd` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.length).toBe(3000);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const own = await creditorUserToken(t, f.creditor.id, [ALL_DEALS]);
    expect((await t.as(own, { method: 'GET', url: `/api/deals/${f.deal.id}/tcd` })).statusCode).toBe(200);
    const other = await createDealFixture(t, { installments: 1 });
    const stranger = await creditorUserToken(t, other.creditor.id, [ALL_DEALS]);
    expect((await t.as(stranger, { method: 'GET', url: `/api/deals/${f.deal.id}/tcd` })).statusCode).toBe(404);
    expect((await t.as(stranger, { method: 'GET', url: '/api/search', query: { external_reference: f.deal.id } })).statusCode).toBe(404);
    expect((await upload(stranger, f.deal.id, pdf())).statusCode).toBe(404);
  });

  it('checks the content, not the name: a renamed PNG is refused with the format message', async () => {
    const f = await createDealFixture(t, { installments: 1, type: 4 });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const res = await upload(admin, f.deal.id, png, 'contrato.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([M.tcdInvalidFormat]);
    // A real PDF sent as octet-stream is accepted: the bytes decide.
    expect((await upload(admin, f.deal.id, pdf(), 'x.bin', 'application/octet-stream')).statusCode).toBe(200);
  });

  it('accepts exactly 5,242,880 bytes and refuses one more with the size message', async () => {
    const f = await createDealFixture(t, { installments: 1, type: 4 });
    expect((await upload(admin, f.deal.id, pdf(TCD_MAX_BYTES))).statusCode).toBe(200);
    const res = await upload(admin, f.deal.id, pdf(TCD_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.message).toEqual([M.tcdTooLarge]);
  });

  it('refuses a wrong type field, a missing file and an unknown reference', async () => {
    const f = await createDealFixture(t, { installments: 1, type: 4 });
    const wrongType = await t.as(admin, {
      method: 'POST',
      url: '/api/upload',
      ...multipart({ type: 'selfie', external_reference: f.deal.id }, { file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdf() } }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.message).toEqual([M.tcdTypeInvalid]);
    const noFile = await t.as(admin, { method: 'POST', url: '/api/upload', ...multipart({ type: 'contrato', external_reference: f.deal.id }) });
    expect(noFile.json().errors.message).toEqual([M.tcdFileRequired]);
    expect((await upload(admin, 'referencia-que-nao-existe', pdf())).statusCode).toBe(404);
    const search = await t.as(admin, { method: 'GET', url: '/api/search', query: { external_reference: f.deal.id } });
    expect(search.json()).toEqual({ results: [] });
  });
});
