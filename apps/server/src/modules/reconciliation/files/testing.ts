import { readdirSync } from 'node:fs';
import { MESSAGES } from '@lastro/domain';
import type { TestApp } from '../../../test/app';
import { waitFor } from '../../../jobs/testing/wait';
import { multipart } from '../../creditors/testing';
import { domicileBody, registerOriginator } from '../testing';

/** One OFX transaction as a test writes it: the day, signed cents, the bank's id and the text. */
export interface OfxEntry {
  date: string;
  cents: number;
  fitid: string;
  memo: string;
}

const ofxDay = (iso: string) => iso.replace(/-/g, '');
const ofxAmount = (cents: number) => `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * An OFX 1.02 SGML statement over several days (the writer of the simulator writes one day): a
 * bank's export of a period, as users download it twice over overlapping days.
 */
export function ofxStatement(account: { bank: string; agency: string; account: string }, entries: OfxEntry[]): Buffer {
  const dates = entries.map((e) => e.date).sort();
  const lines = [
    'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
    '<OFX>', '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1', '<STMTRS>', '<CURDEF>BRL',
    '<BANKACCTFROM>', `<BANKID>${account.bank}`, `<BRANCHID>${account.agency}`, `<ACCTID>${account.account}`, '<ACCTTYPE>CHECKING', '</BANKACCTFROM>',
    '<BANKTRANLIST>', `<DTSTART>${ofxDay(dates[0]!)}`, `<DTEND>${ofxDay(dates[dates.length - 1]!)}`,
    ...entries.flatMap((e) => [
      '<STMTTRN>', `<TRNTYPE>${e.cents < 0 ? 'DEBIT' : 'CREDIT'}`, `<DTPOSTED>${ofxDay(e.date)}120000[-3:BRT]`, `<TRNAMT>${ofxAmount(e.cents)}`, `<FITID>${e.fitid}`, `<MEMO>${e.memo}`, '</STMTTRN>',
    ]),
    '</BANKTRANLIST>', '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** A creditor's originator with one domicile at Itaú, mirrored as a reconciled account; returns the account as files name it. */
export async function reconciledAccount(t: TestApp, admin: string, creditorId: string) {
  const conta = String(100000 + Math.floor(Math.random() * 800000));
  await registerOriginator(t, admin, creditorId, 'Originadora dos Extratos Ltda', [domicileBody({ banco: '341', ispb: '60701190', agencia: '1234', conta, digito: '7' })]);
  // Reading the companies mirrors the originators into reconciliation.
  await t.as(admin, { method: 'GET', url: '/api/reconciliation/companies', query: { creditor_id: creditorId } });
  const options = await t.as(admin, { method: 'GET', url: '/api/reconciliation/accounts/options', query: { creditor_id: creditorId } });
  const id = (options.json() as { id: string }[])[0]!.id;
  return { id, bank: '341', agency: '1234', account: `${conta}7` };
}

/** Scratch copies of statements left in the app's files folder (an upload's, the sandbox's): none once an ingestion ends. */
export const scratchStatements = (t: TestApp): string[] =>
  readdirSync(t.config.filesDir, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)extrato-[^/]*\.bin$/.test(f));

export async function upload(t: TestApp, token: string, data: Buffer, filename: string, creditorId?: string) {
  const form = multipart(creditorId ? { creditor_id: creditorId } : {}, { file: { filename, contentType: 'application/octet-stream', data } });
  return t.as(token, { method: 'POST', url: '/api/reconciliation/files', ...form });
}

const RESTING = ['aguardando_vinculo', 'aguardando_confirmacao', 'processado', 'processado_com_alertas', 'rejeitado', 'descartado', 'excluido'];

/** The file once its job has come to rest (a status only a user's action moves on). */
export async function settled(t: TestApp, token: string, id: string, except: string[] = []) {
  return waitFor(async () => {
    const res = await t.as(token, { method: 'GET', url: `/api/reconciliation/files/${id}` });
    const body = res.json() as { status: string };
    return RESTING.includes(body.status) && !except.includes(body.status) ? (body as Record<string, unknown> & { status: string }) : undefined;
  }, `file ${id} to settle`, 20_000);
}

export const M = MESSAGES.reconciliationStatements;

/** A statement file's row in `status`, stored as an upload leaves it (no bytes behind it: for what reads only the row). */
export async function storedFile(t: TestApp, creditorId: string, status: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `insert into reconciliation_files (creditor_id, origin, name, size, sha256, storage_key, status)
     values ($1, 'usuario', 'extrato.csv', 1, md5(random()::text) || md5(random()::text), 'x/extrato.bin', $2) returning id`,
    [creditorId, status],
  );
  return row!.id;
}
