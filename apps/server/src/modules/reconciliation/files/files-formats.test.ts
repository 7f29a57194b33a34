import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { writeCnab240Extrato, writeCsvExtrato, type StatementToWrite } from '../../../integrations/bank-statements';
import { createTestApp, type TestApp } from '../../../test/app';
import { createCreditor } from '../../../test/fixtures';
import { adminToken, creditorUserToken } from '../../creditors/testing';
import { errorMessage, seedReconciliationReference } from '../testing';
import { M, ofxStatement, reconciledAccount, scratchStatements, settled, upload } from './testing';

let t: TestApp;
let admin: string;

// Small limits: a file above them is refused before anything is stored.
beforeAll(async () => {
  t = await createTestApp({ importMaxBytes: 4_000, importMaxRows: 40 });
  admin = await adminToken(t);
  await seedReconciliationReference(t.database.db);
});
afterAll(async () => t?.close());

const message = errorMessage;

async function setup() {
  const creditor = await createCreditor(t.database.db);
  const account = await reconciledAccount(t, admin, creditor.id);
  const user = await creditorUserToken(t, creditor.id, [[PERMISSIONS.conciliacao_extratos, ['create', 'read']]]);
  const statement = (date: string, lines: StatementToWrite['lines']): StatementToWrite => ({
    account: { bank: '341', agency: '1234', agencyDigit: null, account: account.account.slice(0, -1), accountDigit: '7', holderDocument: '11222333000181', holderName: 'Originadora' },
    date,
    openingBalance: 100_000,
    lines,
  });
  return { creditor, account, user, statement };
}

describe('CNAB 240 and CSV, written with the writers, recognised by content and counted (§13 check 1)', () => {
  it('imports a CNAB 240 statement with its totals checked and its closing balance kept', async () => {
    const { account, user, statement } = await setup();
    const written = writeCnab240Extrato(statement('2026-02-18', [
      { amount: 12_345, description: 'CIELO S.A. RECEBIVEIS', document: 'D1', cnabCategory: '222' },
      { amount: -2_000, description: 'TARIFA', document: 'D2', cnabCategory: '105' },
    ]));
    const res = await upload(t, user, Buffer.from(written.bytes), 'sem-extensao');
    expect(await settled(t, user, res.json().id)).toMatchObject({
      status: 'processado',
      format: 'cnab240',
      totals_check: 'ok',
      lines_new: 2,
      totals: { credits: '123.45', debits: '20.00', opening_balance: '1000.00', closing_balance: '1103.45' },
    });
    const { rows } = await t.database.pool.query('select date::text, closing_balance::int from reconciliation_bank_balances where account_id = $1', [account.id]);
    expect(rows).toEqual([{ date: '2026-02-18', closing_balance: 110_345 }]);
  });

  it('imports a CSV statement; a line of an unregistered bank is an error line and the file waits for confirmation', async () => {
    const { user, statement } = await setup();
    const written = writeCsvExtrato(statement('2026-02-19', [{ amount: 5_000, description: 'REDE PAGAMENTOS', document: '1' }]));
    const text = Buffer.from(written.bytes).toString('utf8');
    const alien = text.trim().split('\r\n')[1]!.replace(/^341;/, '999;').replace('REDE', 'OUTRO');
    const res = await upload(t, user, Buffer.from(`${text.trimEnd()}\r\n${alien}\r\n`), 'extrato.csv');
    expect(await settled(t, user, res.json().id)).toMatchObject({ status: 'aguardando_confirmacao', format: 'csv', lines_new: 1, lines_error: 1 });
    const errors = (await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/lines`, query: { status: 'erro' } })).json();
    expect(errors.results[0].error).toMatchObject({ field: 'banco', message: M.bankNotRegistered });
  });

  it('rejects a CNAB 240 whose trailer counts other records, with the spec’s message, and notifies the uploader', async () => {
    const { creditor, user, statement } = await setup();
    const written = Buffer.from(writeCnab240Extrato(statement('2026-02-20', [{ amount: 100, description: 'PIX', document: null }])).bytes).toString('utf8');
    const records = written.split('\r\n').filter((r) => r !== '');
    // Drop a detail record: the trailers still count it.
    const cut = records.filter((r, i) => !(r[7] === '3' && i === 2)).join('\r\n');
    const res = await upload(t, user, Buffer.from(`${cut}\r\n`, 'utf8'), 'cortado.ret');
    const done = await settled(t, user, res.json().id);
    expect(done.status).toBe('rejeitado');
    expect(done.message).toMatch(/^Arquivo incompleto: o trailer informa \d+ registros e o arquivo tem \d+\.$/);
    const { rows } = await t.database.pool.query('select count(*)::int n from reconciliation_bank_lines where creditor_id = $1', [creditor.id]);
    expect(rows[0].n).toBe(0);
    const notified = await t.database.pool.query('select title from notifications where description like $1', ['cortado.ret%']);
    expect(notified.rows).toEqual([{ title: M.rejectedTitle }]);
  });
});

describe('the product’s import limits (§5.6)', () => {
  it('refuses a file above IMPORT_MAX_BYTES with 413 and one above IMPORT_MAX_ROWS with 422', async () => {
    const { account, user } = await setup();
    const big = ofxStatement(account, Array.from({ length: 60 }, (_, i) => ({ date: '2026-02-10', cents: 100 + i, fitid: String(i), memo: 'PIX RECEBIDO DE ALGUEM' })));
    const tooBig = await upload(t, user, big, 'grande.ofx');
    expect(tooBig.statusCode).toBe(413);
    expect(message(tooBig)).toBe(MESSAGES.imports.fileTooLarge(1));
    const header = 'banco;agencia;conta;data_lancamento;valor;tipo;descricao';
    const many = [header, ...Array.from({ length: 41 }, (_, i) => `341;1234;${account.account};10/02/2026;1,${String(i).padStart(2, '0')};C;X`)].join('\n');
    const tooMany = await upload(t, user, Buffer.from(many), 'muitas.csv');
    expect(tooMany.statusCode).toBe(422);
    expect(message(tooMany)).toBe(MESSAGES.imports.tooManyRows(40));
    expect(scratchStatements(t)).toEqual([]);
  });
});
