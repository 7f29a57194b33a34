import { inflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS, generateCnpj, type MerchantDocument } from '@lastro/domain';
import { mailOutbox } from '../../../db/schema/mail';
import { merchantAccounts, merchants } from '../../../db/schema/merchants';
import { merchantOnboardingLinks } from '../../../db/schema/merchants.onboarding';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_PASSWORD, createAccount, createCreditor, createProfile } from '../../../test/fixtures';

const M = MESSAGES.merchants;
let t: TestApp;
let adminToken: string;
let creditor: { id: string; companyName: string };
let seed = 7400;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  creditor = await createCreditor(db);
  adminToken = await t.signIn((await createAccount(db, { type: 'Backoffice' })).email, TEST_PASSWORD);
});
afterAll(async () => t?.close());

/** A merchant of `creditorId` with a contact to send the link and the codes to. */
async function merchantWithContact(creditorId = creditor.id) {
  const document = generateCnpj({ seed: seed++ });
  const m = await t.app.modules.services('merchants').ensure({ creditorId, documentNumber: document, companyName: `Padaria ${seed} Ltda`, tradingName: `Padaria Pão ${seed}` });
  const email = `contato-${seed}@padaria.dev`;
  await t.database.db.update(merchants).set({ contactEmail: email, contactName: 'Maria Souza', phoneNumber: `119${String(seed).padStart(8, '0')}` }).where(eq(merchants.id, m.id));
  return { ...m, email, phone: `119${String(seed).padStart(8, '0')}` };
}

async function linkOf(merchantId: string) {
  const res = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${merchantId}/onboarding-link` });
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json().link as string;
  return new URL(link).searchParams.get('token')!;
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, payload });

async function lastMailCode(to: string) {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return /\b(\d{6})\b/.exec(mail!.textBody)![1]!;
}

async function lastSmsCode(to: string) {
  const res = await t.as(adminToken, { method: 'GET', url: '/api/sms/outbox', query: { to } });
  expect(res.statusCode, res.body).toBe(200);
  return /\b(\d{6})\b/.exec(res.json().results[0].text)![1]!;
}

// A camera-like photo: noise keeps it large (hundreds of KB), as a phone's JPEG is.
const photo = () => sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----lastro-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const selfie = (token: string, file?: { name: string; type: string; data: Buffer }) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/selfie', ...multipart({ token }, file) });

const documentsOf = async (merchantId: string) =>
  (await t.as(adminToken, { method: 'GET', url: '/api/checkids', query: { accountId: merchantId } })).json().results as MerchantDocument[];

/** The two codes and the two terms, in order: what comes before the selfie. */
async function upToTheSelfie(token: string, email: string, phone: string) {
  await post('email-code', { token });
  expect((await post('email-code/confirm', { token, code: await lastMailCode(email) })).statusCode).toBe(200);
  await post('phone-code', { token });
  expect((await post('phone-code/confirm', { token, code: await lastSmsCode(phone) })).statusCode).toBe(200);
  expect((await post('term-partnership', { token })).statusCode).toBe(200);
  expect((await post('term-policy', { token })).statusCode).toBe(200);
}

/** The text the PDF draws: its content streams inflated, the strings of their TJ operators joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g))
      text += [...tj[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('') + '\n';
  }
  return text;
}

describe('the onboarding link', () => {
  it('takes the merchant through every step in order, registers the opt-in and activates the account', async () => {
    const m = await merchantWithContact();
    const token = await linkOf(m.id);

    const opened = await post('open', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      merchant: { trading_name: m.trading_name },
      creditor: { company_name: creditor.companyName },
      steps: { email: false, phone: false, partnership: false, policy: false, selfie: false },
      finished: false,
    });
    expect(opened.json().email).not.toBe(m.email);

    // Out of order: the terms wait for the confirmed e-mail and phone.
    const early = await post('term-partnership', { token });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.message).toEqual([M.stepOutOfOrder]);

    expect((await post('email-code', { token })).json()).toEqual({ message: M.codeSent });
    const emailCode = await lastMailCode(m.email);
    const wrong = await post('email-code/confirm', { token, code: emailCode === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.message).toEqual([M.codeInvalid]);
    const email = await post('email-code/confirm', { token, code: emailCode });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json().steps).toMatchObject({ email: true, phone: false });
    // Twice is the same as once.
    expect((await post('email-code/confirm', { token, code: '123456' })).statusCode).toBe(200);

    expect((await post('phone-code', { token })).statusCode).toBe(200);
    const phone = await post('phone-code/confirm', { token, code: await lastSmsCode(m.phone) });
    expect(phone.json().steps).toMatchObject({ phone: true });

    const status = () => t.as(adminToken, { method: 'GET', url: '/api/merchants/status', query: { document: m.document_number, creditor_id: creditor.id } });
    expect((await status()).json().optin_status).toBe(false);
    const partnership = await post('term-partnership', { token });
    expect(partnership.statusCode, partnership.body).toBe(200);
    expect((await status()).json().optin_status).toBe(true);
    expect((await post('term-partnership', { token })).statusCode).toBe(200);

    expect((await post('term-policy', { token })).json().steps).toMatchObject({ policy: true });

    const notImage = await selfie(token, { name: 'selfie.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.message).toEqual([MESSAGES.validation.unsupportedImageFile]);

    const jpeg = await photo();
    expect(jpeg.length).toBeGreaterThan(100_000);
    const done = await selfie(token, { name: 'selfie.jpg', type: 'image/jpeg', data: jpeg });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ finished: true, steps: { selfie: true } });

    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.id, m.id));
    expect(row!.accountStatus).toBe('ativo');
    // Filed as the merchant's Selfie document, stored resized like every picture: at most 1200 px on a side.
    const [document] = await documentsOf(m.id);
    expect(document).toMatchObject({ file_type: 3, file_type_description: 'Selfie', file_info: 'Selfie.png', status_description: 'Pendente', content_type: 'image/png' });
    const file = await t.as(adminToken, { method: 'GET', url: document!.file_path! });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900, format: 'png' });

    // One time only.
    const again = await post('open', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().errors.message).toEqual([M.linkUsed]);

    const access = await t.as(adminToken, { method: 'GET', url: `/api/merchants/${m.id}/access` });
    expect(access.statusCode, access.body).toBe(200);
    const [shown] = access.json().results;
    expect(shown).toMatchObject({ email: m.email, name: 'Maria Souza', locked: false });
    for (const key of ['checked_email', 'checked_phone_number', 'checked_term_partnership', 'checked_term_policy', 'checked_selfie'])
      expect(shown[key], key).toEqual({ date: expect.any(String), address: '127.0.0.1' });

    const pdf = await t.as(adminToken, { method: 'GET', url: `/api/merchants/${m.id}/access/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="dados-de-acesso-\d{14}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(m.trading_name);
    expect(text).toContain('Maria Souza');
    expect(text).toContain(creditor.companyName);
  });

  it("files a form-made merchant's selfie in Documentos and its confirmed phone as its account's Celular", async () => {
    // As 'Criar estabelecimento' does: the lead first (no phone of its own), then the merchant with its phone.
    const email = `rita-${seed}@mercearia.dev`;
    const lead = await t.as(adminToken, { method: 'POST', url: '/api/accounts/lead', payload: { full_name: 'Rita Lima', email, password: '' } });
    const document = generateCnpj({ seed: seed++ });
    const created = await t.as(adminToken, {
      method: 'POST',
      url: '/api/accounts',
      payload: {
        creditor_id: creditor.id, lead_account_id: lead.json().id, document_number: document, trading_name: 'Mercearia Lima', company_name: 'Mercearia Lima Ltda',
        contact_name: 'Rita Lima', contact_email: email, phone_number: '(21) 99876-5432', address_zip_code: '01310-100',
        address: 'Avenida Paulista', address_number: '1000', address_neighborhood: 'Bela Vista', address_city: 'São Paulo', address_state: 'SP',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, link } = created.json() as { id: string; link: string };
    const token = new URL(link).searchParams.get('token')!;
    const access = async () => (await t.as(adminToken, { method: 'GET', url: `/api/merchants/${id}/access` })).json().results[0];
    expect((await access()).phone_number).toBeNull();
    expect(await documentsOf(id)).toEqual([]);

    await upToTheSelfie(token, email, '21998765432');
    expect((await access()).phone_number).toBe('21998765432');
    expect((await selfie(token, { name: 'eu.jpg', type: 'image/jpeg', data: await photo() })).statusCode).toBe(200);
    expect((await documentsOf(id)).map((d) => [d.file_type_description, d.status_description, d.file_path === null])).toEqual([['Selfie', 'Pendente', false]]);
    // The merchant now waits in 'Validação de documentos'.
    const pending = await t.as(adminToken, { method: 'GET', url: '/api/checkids/pending', query: { document, limit: '10' } });
    expect(pending.json().results.map((r: { merchant_id: string }) => r.merchant_id)).toEqual([id]);
  });

  it('records one selfie document when the selfie is sent twice at once', async () => {
    const m = await merchantWithContact();
    const token = await linkOf(m.id);
    await upToTheSelfie(token, m.email, m.phone);
    const picture = await photo();
    const answers = await Promise.all([1, 2].map(() => selfie(token, { name: 'eu.jpg', type: 'image/jpeg', data: picture })));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const history = await t.as(adminToken, { method: 'GET', url: '/api/checkids/history', query: { accountId: m.id, typeDoc: '3', offset: '0', limit: '10' } });
    expect(history.json().metadata.resultset.count).toBe(1);
  });

  it('spends a code after five wrong attempts', async () => {
    const m = await merchantWithContact();
    const token = await linkOf(m.id);
    await post('email-code', { token });
    const code = await lastMailCode(m.email);
    const wrongCode = code === '999999' ? '999998' : '999999';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post('email-code/confirm', { token, code: wrongCode })).json().errors.message[0]);
    expect(answers).toEqual([M.codeInvalid, M.codeInvalid, M.codeInvalid, M.codeInvalid, M.codeAttemptsExceeded]);
    const right = await post('email-code/confirm', { token, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.message).toEqual([M.codeAttemptsExceeded]);
    // A new code starts over.
    await post('email-code', { token });
    expect((await post('email-code/confirm', { token, code: await lastMailCode(m.email) })).statusCode).toBe(200);
  });

  it('answers in Portuguese for unknown, replaced and expired links', async () => {
    const unknown = await post('open', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.message).toEqual([M.linkInvalid]);

    const m = await merchantWithContact();
    const first = await linkOf(m.id);
    const second = await linkOf(m.id);
    expect((await post('open', { token: first })).json().errors.message).toEqual([M.linkReplaced]);
    expect((await post('open', { token: second })).statusCode).toBe(200);

    await t.database.db.update(merchantOnboardingLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(merchantOnboardingLinks.merchantId, m.id));
    const expired = await post('open', { token: second });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors.message).toEqual([M.linkExpired]);
  });

  it("'Reenviar e-mail' mails a working link to the merchant's contact", async () => {
    const m = await merchantWithContact();
    const res = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${m.id}/onboarding-link/email` });
    expect(res.json()).toEqual({ message: M.emailResent });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const token = /cadastro\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    expect((await post('open', { token })).statusCode).toBe(200);
  });
});

describe('Dados de acesso', () => {
  it("is scoped to the caller's creditor and its actions are the administrator's", async () => {
    const db = t.database.db;
    const m = await merchantWithContact();
    await linkOf(m.id);
    const profile = await createProfile(db, { isLastro: false, grants: [[PERMISSIONS.cad_estabelecimento_dados_acesso, ['read', 'edit']]] });
    const own = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: creditor.id, profileId: profile.id })).email, TEST_PASSWORD);
    const other = await t.signIn((await createAccount(db, { type: 'Creditor', creditorId: (await createCreditor(db)).id, profileId: profile.id })).email, TEST_PASSWORD);

    expect((await t.as(own, { method: 'GET', url: `/api/merchants/${m.id}/access` })).json().results).toHaveLength(1);
    expect((await t.as(other, { method: 'GET', url: `/api/merchants/${m.id}/access` })).statusCode).toBe(404);
    expect((await t.as(other, { method: 'GET', url: `/api/merchants/${m.id}/access/pdf` })).statusCode).toBe(404);
    expect((await t.as(own, { method: 'POST', url: `/api/merchants/${m.id}/access/unlockout`, payload: { email: m.email } })).statusCode).toBe(403);

    await db.update(merchantAccounts).set({ failedSignIns: 5, lockedUntil: new Date(Date.now() + 3_600_000) }).where(eq(merchantAccounts.email, m.email));
    expect((await t.as(own, { method: 'GET', url: `/api/merchants/${m.id}/access` })).json().results[0].locked).toBe(true);
    const unlocked = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${m.id}/access/unlockout`, payload: { email: m.email.toUpperCase() } });
    expect(unlocked.json()).toEqual({ message: M.unlocked });
    expect((await t.as(own, { method: 'GET', url: `/api/merchants/${m.id}/access` })).json().results[0].locked).toBe(false);

    const weak = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${m.id}/access/change-password`, payload: { email: m.email, newPassword: 'fraca' } });
    expect(weak.statusCode).toBe(400);
    const changed = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${m.id}/access/change-password`, payload: { email: m.email, newPassword: 'Nova@Senha1' } });
    expect(changed.json()).toEqual({ message: M.passwordChanged });
    const [account] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.email, m.email));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    const stranger = await t.as(adminToken, { method: 'POST', url: `/api/merchants/${m.id}/access/unlockout`, payload: { email: 'ninguem@teste.dev' } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors.message).toEqual([M.accountNotFound]);
  });
});
