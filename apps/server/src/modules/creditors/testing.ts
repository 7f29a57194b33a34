import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { generateCnpj, type PermissionAction, type PermissionSlug } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import { banks } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { TEST_PASSWORD, createAccount, createProfile } from '../../test/fixtures';

let seq = 0;
export const uniqueEmail = (prefix = 'master') => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}@teste.dev`;
export const randomCnpj = (alphanumeric = false) => generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31), alphanumeric });

/** A valid POST creditors body (fresh CNPJ and master e-mail unless given). */
export function creditorBody(over: Record<string, unknown> = {}) {
  return {
    document_number: randomCnpj(),
    company_name: 'Comercial Paulista de Alimentos Ltda',
    trading_name: 'Comercial Paulista',
    address_zip_code: '01310-100',
    address: 'Avenida Paulista',
    address_number: '1000',
    address_complement: 'Conjunto 12',
    address_neighborhood: 'Bela Vista',
    address_city: 'São Paulo',
    address_state: 'SP',
    contact_name: 'Maria da Silva',
    contact_email: uniqueEmail(),
    phone_number: '(11) 98765-4321',
    origin_account: '2',
    type_account: '2',
    type_person: '1',
    active: 'true',
    ...over,
  };
}

/** A signed-in creditor user of `creditorId` whose profile grants `grants`. */
export async function creditorUserToken(
  t: TestApp,
  creditorId: string,
  grants: ReadonlyArray<readonly [PermissionSlug, readonly PermissionAction[]]> = [],
) {
  const profile = await createProfile(t.database.db, { isLastro: false, grants });
  const account = await createAccount(t.database.db, { type: 'Creditor', creditorId, profileId: profile.id });
  return t.signIn(account.email, TEST_PASSWORD);
}

export async function adminToken(t: TestApp) {
  const account = await createAccount(t.database.db, { type: 'Backoffice' });
  return t.signIn(account.email, TEST_PASSWORD);
}

/** The banks of domain.md used by the domicile tests (the test database has no reference data). */
export async function seedBanks(db: AppDb) {
  await db
    .insert(banks)
    .values([
      { bankCode: '001', bankName: 'Banco do Brasil', bankIspb: '00000000' },
      { bankCode: '341', bankName: 'Itaú', bankIspb: '60701190' },
      { bankCode: '260', bankName: 'Nu Pagamentos', bankIspb: '18236120' },
    ])
    .onConflictDoNothing();
}

export async function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0E97F7' } }).png().toBuffer();
}

export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7450F0' } }).jpeg().toBuffer();
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; contentType: string; data: Buffer }> = {},
) {
  const boundary = `----lastro${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
