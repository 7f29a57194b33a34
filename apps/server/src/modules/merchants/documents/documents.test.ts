import { desc, eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  generateCnpj,
  type MerchantDocument,
  type MerchantDocumentDetail,
  type PendingMerchant,
} from '@lastro/domain';
import { mailOutbox } from '../../../db/schema/mail';
import { merchants as merchantsTable } from '../../../db/schema/merchants';
import { differenceHash, hashSimilarity } from '../../../integrations/identity';
import { waitFor } from '../../../jobs/testing/wait';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken, multipart } from '../../creditors/testing';

const M = MESSAGES.merchants;
let t: TestApp;
let admin: string;
let creditorA: { id: string };
let seq = 8600;

/** A picture of typed text, as a scanned identity document would be. */
const textImage = (lines: string[], shade = 'white') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${60 + lines.length * 70}"><rect width="100%" height="100%" fill="${shade}"/>${lines
        .map(
          (l, i) =>
            `<text x="30" y="${80 + i * 70}" font-family="DejaVu Sans, sans-serif" font-size="36" fill="black">${l}</text>`,
        )
        .join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer();

const portrait = (background: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="100%" height="100%" fill="${background}"/><circle cx="200" cy="170" r="90" fill="#c68642"/><rect x="90" y="280" width="220" height="120" fill="#334"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

async function newMerchant(over: Partial<typeof merchantsTable.$inferInsert> = {}) {
  const m = await t.app.modules.services('merchants').ensure({
    creditorId: creditorA.id,
    documentNumber: generateCnpj({ seed: seq++ }),
    companyName: 'Padaria Pão Quente Ltda',
    tradingName: 'Pão Quente',
  });
  await t.database.db
    .update(merchantsTable)
    .set({
      contactName: 'Maria da Silva Souza',
      contactDocumentNumber: '12345678909',
      contactEmail: `contato${seq}@padaria.dev`,
      ...over,
    })
    .where(eq(merchantsTable.id, m.id));
  return m;
}

const upload = (token: string, merchantId: string, fileType: number, data: Buffer, filename = 'doc.png') =>
  t.as(token, {
    method: 'POST',
    url: '/api/checkids',
    ...multipart(
      { account_id: merchantId, file_type: String(fileType), file_info: filename },
      { files: { filename, contentType: 'application/octet-stream', data } },
    ),
  });

const list = async (merchantId: string) =>
  (await t.as(admin, { method: 'GET', url: '/api/checkids', query: { accountId: merchantId } })).json()
    .results as MerchantDocument[];
const detail = async (id: string) =>
  (await t.as(admin, { method: 'GET', url: `/api/checkids/details/${id}` })).json() as MerchantDocumentDetail;
const pending = async (query: Record<string, string> = {}) =>
  (
    await t.as(admin, { method: 'GET', url: '/api/checkids/pending', query: { limit: '100', ...query } })
  ).json().results as PendingMerchant[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  creditorA = await createCreditor(t.database.db);
});
afterAll(async () => t?.close());

describe('merchant documents (checkids)', () => {
  it('accepts png, jpg and pdf by content, refuses anything else, and keeps every version in the history', async () => {
    const m = await newMerchant();
    const first = await upload(admin, m.id, 1, await pdf('Contrato social'), 'contrato.pdf');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      ok: true,
      message: M.uploaded,
      body: { file_type: 1, status_description: 'Pendente', content_type: 'application/pdf' },
    });

    const again = await upload(admin, m.id, 1, await pdf('Contrato social alterado'), 'contrato-2.pdf');
    expect(again.json().message).toBe(M.fileReplaced);

    const script = await upload(admin, m.id, 2, Buffer.from('#!/bin/sh\necho oi\n'), 'doc.png');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ errors: { message: [M.documentFileInvalid] } });

    const jpeg = await upload(
      admin,
      m.id,
      2,
      await sharp(await portrait('#eee'))
        .jpeg()
        .toBuffer(),
      'rg.jpg',
    );
    expect(jpeg.json().body.content_type).toBe('image/png');

    const tooBig = await upload(
      admin,
      m.id,
      2,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1)]),
      'big.pdf',
    );
    expect(tooBig.statusCode).toBe(413);

    expect((await list(m.id)).map((d) => [d.file_type, d.file_info])).toEqual([
      [1, 'contrato-2.pdf'],
      [2, 'rg.jpg'],
    ]);
    const history = (
      await t.as(admin, {
        method: 'GET',
        url: '/api/checkids/history',
        query: { accountId: m.id, typeDoc: '1', offset: '0', limit: '10' },
      })
    ).json();
    expect(history.metadata.resultset.count).toBe(2);
    expect(history.results.map((d: MerchantDocument) => d.file_info)).toEqual([
      'contrato-2.pdf',
      'contrato.pdf',
    ]);

    const file = await t.as(admin, { method: 'GET', url: history.results[1].file_path });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves an uploaded file as an attachment under its name, never inline, and unsniffed', async () => {
    const m = await newMerchant();
    const paths = [
      (await upload(admin, m.id, 1, await pdf('Contrato social'), 'contrato social.pdf')).json().body.file_path,
      (await upload(admin, m.id, 3, await portrait('#ddd'), 'selfie.png')).json().body.file_path,
    ] as string[];
    const answers = await Promise.all(paths.map((url) => t.as(admin, { method: 'GET', url })));
    expect(answers.map((a) => [a.statusCode, a.headers['content-type'], a.headers['content-disposition'], a.headers['x-content-type-options']])).toEqual([
      [200, 'application/pdf', `attachment; filename="contrato social.pdf"; filename*=UTF-8''contrato%20social.pdf`, 'nosniff'],
      [200, 'image/png', `attachment; filename="selfie.png"; filename*=UTF-8''selfie.png`, 'nosniff'],
    ]);
  });

  it('approves with an empty comment, refuses only with a justification', async () => {
    const m = await newMerchant();
    const doc = (await upload(admin, m.id, 2, await portrait('#fff'))).json().body as MerchantDocument;
    const noReason = await t.as(admin, {
      method: 'PATCH',
      url: '/api/checkids',
      payload: { id: doc.id, status: 3, comment: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.message).toEqual([M.commentRequired]);

    const refused = await t.as(admin, {
      method: 'PATCH',
      url: '/api/checkids',
      payload: { id: doc.id, status: 3, comment: M.reasonArquivoInvalidoText },
    });
    expect(refused.json()).toMatchObject({
      message: M.documentRejected,
      body: { status: 3, status_description: 'Reprovado', comment: M.reasonArquivoInvalidoText },
    });
    const approved = await t.as(admin, {
      method: 'PATCH',
      url: '/api/checkids',
      payload: { id: doc.id, status: 2, comment: 'ignorado' },
    });
    expect(approved.json()).toMatchObject({
      message: M.documentApproved,
      body: { status: 2, comment: null },
    });
    expect(approved.json().body.status_changed_at).not.toBeNull();
  });

  it('processes the documents in a job: OCR of the picture and of the PDF text, and the face score of document against selfie', async () => {
    const m = await newMerchant();
    const docImage = await textImage(['NOME: MARIA DA SILVA SOUZA', 'CPF: 123.456.789-09']);
    const selfie = await portrait('#fff');
    const documento = (await upload(admin, m.id, 2, docImage)).json().body as MerchantDocument;
    await upload(admin, m.id, 3, selfie, 'selfie.png');
    const contrato = (
      await upload(
        admin,
        m.id,
        1,
        await pdf('CONTRATO SOCIAL\nPadaria Pão Quente Ltda\nCNPJ: 00.000.000/0001-91'),
        'contrato.pdf',
      )
    ).json().body as MerchantDocument;

    const started = await t.as(admin, {
      method: 'GET',
      url: '/api/checkids/process',
      query: { accountId: m.id },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().message).toBe(M.processingStarted);

    const read = await waitFor(
      async () => {
        const d = await detail(documento.id);
        return d.processed_at ? d : undefined;
      },
      'the documents processed',
      120_000,
    );
    expect(read.identity_provider).toBe('offline');
    expect(read.fields).toEqual([
      { field: 'Nome', registration: 'Maria da Silva Souza', ocr: 'Maria da Silva Souza' },
      { field: 'CPF', registration: '123.456.789-09', ocr: '123.456.789-09' },
    ]);
    // The stored picture is the normalised PNG: the score is the hash similarity of what was stored.
    const storedDoc = (await t.as(admin, { method: 'GET', url: documento.file_path! })).rawPayload;
    const storedSelfie = await sharp(selfie).png().toBuffer();
    const expected = hashSimilarity(await differenceHash(storedDoc), await differenceHash(storedSelfie));
    expect(read.face_match).toEqual({
      score: expected,
      method: expect.stringContaining('hash perceptual'),
      ocr: 'offline',
    });
    expect(expected).toBeLessThan(100);

    const contract = await waitFor(async () => {
      const d = await detail(contrato.id);
      return d.processed_at ? d : undefined;
    }, 'the contract processed');
    expect(contract.fields).toEqual([
      { field: 'Razão social', registration: 'Padaria Pão Quente Ltda', ocr: 'Padaria Pão Quente Ltda' },
      { field: 'CNPJ', registration: expect.any(String), ocr: '00.000.000/0001-91' },
    ]);
    expect(contract.face_match?.score).toBeNull();
  });

  it('activates the account, rejects it once and for all with an e-mail, and sends the documents-rejection e-mail', async () => {
    const m = await newMerchant();
    const [row] = await t.database.db.select().from(merchantsTable).where(eq(merchantsTable.id, m.id));
    const mails = async () =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, row!.contactEmail!))
        .orderBy(desc(mailOutbox.createdAt));

    const noneRefused = await t.as(admin, {
      method: 'POST',
      url: '/api/checkids/email-docs',
      payload: { account_id: m.id },
    });
    expect(noneRefused.json().errors.message).toEqual([M.noRejectedDocuments]);
    const doc = (await upload(admin, m.id, 2, await portrait('#fff'))).json().body as MerchantDocument;
    await t.as(admin, {
      method: 'PATCH',
      url: '/api/checkids',
      payload: { id: doc.id, status: 3, comment: M.reasonDadosInvalidoText },
    });
    const docsMail = await t.as(admin, {
      method: 'POST',
      url: '/api/checkids/email-docs',
      payload: { account_id: m.id },
    });
    expect(docsMail.json()).toEqual({ message: M.emailSent });
    expect((await mails())[0]!.textBody).toContain(M.reasonDadosInvalidoText);

    const activated = await t.as(admin, {
      method: 'PATCH',
      url: `/api/merchants/${m.id}/account-status`,
      payload: { status: 'ativo' },
    });
    expect(activated.json()).toEqual({ message: M.activated });
    const rejected = await t.as(admin, {
      method: 'PATCH',
      url: `/api/merchants/${m.id}/account-status`,
      payload: { status: 'inativo' },
    });
    expect(rejected.json()).toEqual({ message: M.accountRejectedEmailSent });
    expect((await mails())[0]!.subject).toBe(M.accountRejectedSubject);
    const [after] = await t.database.db.select().from(merchantsTable).where(eq(merchantsTable.id, m.id));
    expect([after!.accountStatus, after!.active]).toEqual(['reprovado', false]);

    const again = await t.as(admin, {
      method: 'PATCH',
      url: `/api/merchants/${m.id}/account-status`,
      payload: { status: 'ativo' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.message).toEqual([M.accountAlreadyRejected]);
  });

  it('lists pending merchants: documents awaiting review, and inactive merchants with a guarantee commitment', async () => {
    const waiting = await newMerchant({ companyName: 'Aguardando Documentos Ltda' });
    const doc = (await upload(admin, waiting.id, 2, await portrait('#fff'))).json().body as MerchantDocument;
    const guaranteed = await newMerchant({
      companyName: 'Garantido Inativo Ltda',
      accountStatus: 'inativo',
      active: false,
    });
    await t.database.db
      .execute(sql`insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
      merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code, type, contract_type, amount, installments,
      execution_date, execution_date_end, created_at)
      values (${creditorA.id}, ${guaranteed.id}, 'C', 'C', '00000000000191', 'G', 'G', ${guaranteed.document_number}, 'T', 'D', 'X1', 1, 1, 1000, 1,
      '2026-01-01', '2026-02-01', '2026-01-05T12:00:00Z')`);

    const all = await pending({ name: 'Ltda' });
    const byId = new Map(all.map((r) => [r.merchant_id, r]));
    expect(byId.get(waiting.id)).toMatchObject({
      status_description: M.pendingDocumentApproval,
      first_deal_guaranteed: false,
      merchant_type: 'PJ',
    });
    expect(byId.get(guaranteed.id)).toMatchObject({
      status_description: M.inactiveWithGuaranteedCommitment,
      first_deal_guaranteed: true,
      first_deal_guaranteed_date: '2026-01-05T12:00:00.000Z',
    });
    expect(
      (await pending({ status: 'inativo_compromisso_garantido' })).map((r) => r.merchant_id),
    ).not.toContain(waiting.id);
    expect(
      (await pending({ document: guaranteed.document_number.slice(0, 10) })).map((r) => r.merchant_id),
    ).toContain(guaranteed.id);

    await t.as(admin, { method: 'PATCH', url: '/api/checkids', payload: { id: doc.id, status: 2 } });
    expect(
      (await pending({ status: 'pendente_aprovacao_documentos' })).map((r) => r.merchant_id),
    ).not.toContain(waiting.id);
  });

  it('keeps every call from creditor users, even for their own merchant', async () => {
    const m = await newMerchant();
    const doc = (await upload(admin, m.id, 2, await portrait('#fff'))).json().body as MerchantDocument;
    const user = await creditorUserToken(t, creditorA.id);
    for (const url of [
      `/api/checkids?accountId=${m.id}`,
      `/api/checkids/details/${doc.id}`,
      doc.file_path!,
      '/api/checkids/pending',
    ]) {
      expect((await t.as(user, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await t.as(null, { method: 'GET', url: doc.file_path! })).statusCode).toBe(401);
    expect(
      (
        await t.as(admin, {
          method: 'GET',
          url: '/api/checkids/details/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });
});
