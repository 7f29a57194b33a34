import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays, formatDateTime, MESSAGES, NOTIFICATION_TYPE, PERMISSIONS } from '@lastro/domain';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount, createCreditor } from '../../../test/fixtures';
import { exportThroughJob, xlsxRows } from '../../exports/testing/export-flow';
import { adminToken, creditorUserToken } from '../../creditors/testing';
import { errorMessage, seedReconciliationReference } from '../testing';
import { fileJobDefinition } from './file.job';
import { createFilesRepository } from './files.repository';
import { M, ofxStatement, reconciledAccount, scratchStatements, settled, storedFile, upload, type OfxEntry } from './testing';

const S = PERMISSIONS.conciliacao_extratos;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  await seedReconciliationReference(t.database.db);
});
afterAll(async () => t?.close());

const message = errorMessage;
const lines = async (token: string, id: string, status: string) =>
  (await t.as(token, { method: 'GET', url: `/api/reconciliation/files/${id}/lines`, query: { status, limit: '100' } })).json() as {
    results: { line_number: number; status: string; document_id: string | null; amount: string; duplicate_of: { file_id: string } | null; error: { message: string } | null; classification: string }[];
    metadata: { resultset: { count: number } };
  };

/** A creditor with one reconciled account and a user of that creditor holding the three actions. */
async function creditorWithAccount() {
  const creditor = await createCreditor(t.database.db);
  const account = await reconciledAccount(t, admin, creditor.id);
  const user = await creditorUserToken(t, creditor.id, [[S, ['create', 'read', 'delete']]]);
  return { creditor, account, user };
}

describe('§13 check 1: recognised, counted, the same file refused, repeated lines duplicates', () => {
  it('imports an OFX, keeps three same-day lines sharing one FITID, and counts an overlapping export’s repeats as duplicates', async () => {
    const { account, user } = await creditorWithAccount();
    const first: OfxEntry[] = [
      { date: '2026-02-23', cents: 150_000, fitid: 'F1', memo: 'CIELO S.A. RECEBIVEIS' },
      { date: '2026-02-24', cents: 10_000, fitid: 'SAME', memo: 'PIX RECEBIDO JOAO' },
      { date: '2026-02-24', cents: 20_000, fitid: 'SAME', memo: 'PIX RECEBIDO MARIA' },
      { date: '2026-02-24', cents: -3_000, fitid: 'SAME', memo: 'TARIFA' },
    ];
    const res = await upload(t, user, ofxStatement(account, first), 'extrato fevereiro.ofx');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'recebido', job_id: expect.any(String) });
    const done = await settled(t, user, res.json().id);
    expect(done).toMatchObject({ status: 'processado', format: 'ofx', lines_total: 4, lines_new: 4, lines_duplicated: 0, lines_error: 0, period_start: '2026-02-23', period_end: '2026-02-24' });
    const imported = await lines(user, res.json().id, 'nova');
    expect(imported.results.map((l) => l.status)).toEqual(['importada', 'importada', 'importada', 'importada']);
    expect(imported.results.filter((l) => l.document_id === 'SAME')).toHaveLength(3);
    expect(imported.results[0]!.classification).toBe('Recebível de cartão — Cielo');

    // The same bytes again: refused with who sent them and when.
    const again = await upload(t, user, ofxStatement(account, first), 'outro nome.ofx');
    expect(again.statusCode).toBe(409);
    const receivedAt = (await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}` })).json().received_at;
    expect(done.uploaded_by_name).toBeTruthy();
    expect(message(again)).toBe(M.sameFile(formatDateTime(receivedAt), done.uploaded_by_name as string, 'extrato fevereiro.ofx'));

    // A later export over 24-25: the 24th's three lines are the same lines (FITIDs changed), the 25th is new.
    const second: OfxEntry[] = [
      { date: '2026-02-24', cents: 10_000, fitid: 'X1', memo: 'PIX RECEBIDO JOAO' },
      { date: '2026-02-24', cents: 20_000, fitid: 'X2', memo: 'PIX RECEBIDO MARIA' },
      { date: '2026-02-24', cents: -3_000, fitid: 'X3', memo: 'TARIFA' },
      { date: '2026-02-25', cents: 7_700, fitid: 'X4', memo: 'REDE PAGAMENTOS' },
    ];
    const res2 = await upload(t, user, ofxStatement(account, second), 'extrato-2.ofx');
    const waiting = await settled(t, user, res2.json().id);
    expect(waiting).toMatchObject({ status: 'aguardando_confirmacao', lines_new: 1, lines_duplicated: 3, lines_error: 0 });
    const dups = await lines(user, res2.json().id, 'duplicada');
    expect(dups.results.every((l) => l.duplicate_of?.file_id === res.json().id)).toBe(true);
  });
});

describe('§13 check 2: duplicates or errors wait for confirmation; the counts hold after it', () => {
  it('stops at Aguardando confirmação showing the lines, and after Confirmar the tabs show the same counts', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const base: OfxEntry[] = [{ date: '2026-02-20', cents: 5_000, fitid: 'A', memo: 'STONE PAGAMENTOS' }];
    await settled(t, user, (await upload(t, user, ofxStatement(account, base), 'base.ofx')).json().id);
    const mixed = `${ofxStatement(account, [...base, { date: '2026-02-21', cents: 6_000, fitid: 'B', memo: 'GETNET' }]).toString('latin1')}`.replace(
      '</BANKTRANLIST>',
      '<STMTTRN>\r\n<TRNTYPE>CREDIT\r\n<FITID>SEMDATA\r\n<TRNAMT>1.00\r\n<MEMO>SEM DATA\r\n</STMTTRN>\r\n</BANKTRANLIST>',
    );
    const res = await upload(t, user, Buffer.from(mixed, 'latin1'), 'misto.ofx');
    const waiting = await settled(t, user, res.json().id);
    expect(waiting).toMatchObject({ status: 'aguardando_confirmacao', lines_new: 1, lines_duplicated: 1, lines_error: 1 });
    expect((await lines(user, res.json().id, 'erro')).results[0]!.error!.message).toBeTruthy();
    const notified = await t.database.pool.query('select title, description from notifications where type = $1 and description like $2', [NOTIFICATION_TYPE.importacao, 'misto.ofx%']);
    expect(notified.rows).toContainEqual({ title: M.awaitingConfirmationTitle, description: M.awaitingConfirmationDescription('misto.ofx', 1, 1) });

    const confirmed = await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${res.json().id}/confirm` });
    expect(confirmed.statusCode).toBe(202);
    const done = await settled(t, user, res.json().id, ['aguardando_confirmacao']);
    expect(done).toMatchObject({ status: 'processado_com_alertas', lines_new: 1, lines_duplicated: 1, lines_error: 1 });
    expect((await lines(user, res.json().id, 'nova')).metadata.resultset.count).toBe(1);
    expect((await lines(user, res.json().id, 'duplicada')).metadata.resultset.count).toBe(1);
    expect((await lines(user, res.json().id, 'erro')).metadata.resultset.count).toBe(1);

    // Confirmed once: a second confirmation is not an action of a processed file.
    const twice = await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${res.json().id}/confirm` });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe('Ação não permitida para um arquivo processado com alertas.');
    const { rows } = await t.database.pool.query(`select count(*)::int n from reconciliation_bank_lines where creditor_id = $1 and status = 'importada'`, [creditor.id]);
    expect(rows[0].n).toBe(2);
  });
});

describe('§13 check 3: an unknown account waits for its link', () => {
  it('Vincular resumes the file and every file waiting with that identification; the next file links by itself', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const unknown = { bank: '341', agency: '9999', account: '5550001' };
    const a = await upload(t, user, ofxStatement(unknown, [{ date: '2026-02-10', cents: 1_000, fitid: '1', memo: 'CIELO' }]), 'a.ofx');
    const b = await upload(t, user, ofxStatement(unknown, [{ date: '2026-02-11', cents: 2_000, fitid: '2', memo: 'CIELO' }]), 'b.ofx');
    const waitingA = await settled(t, user, a.json().id);
    await settled(t, user, b.json().id);
    expect(waitingA).toMatchObject({ status: 'aguardando_vinculo', pending_links: [{ raw: '341|9999|5550001' }] });
    const notified = await t.database.pool.query('select title, description from notifications where description like $1', ['a.ofx%']);
    expect(notified.rows).toContainEqual({ title: M.awaitingLinkTitle, description: M.awaitingLinkDescription('a.ofx', '341|9999|5550001') });

    const linked = await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${a.json().id}/links`, payload: { raw: '341|9999|5550001', account_id: account.id, remember: true } });
    expect(linked.statusCode).toBe(202);
    expect(await settled(t, user, a.json().id, ['aguardando_vinculo'])).toMatchObject({ status: 'processado', accounts: [{ id: account.id, label: expect.any(String) }] });
    expect(await settled(t, user, b.json().id, ['aguardando_vinculo'])).toMatchObject({ status: 'processado' });

    const c = await upload(t, user, ofxStatement(unknown, [{ date: '2026-02-12', cents: 3_000, fitid: '3', memo: 'CIELO' }]), 'c.ofx');
    expect(await settled(t, user, c.json().id)).toMatchObject({ status: 'processado', lines_new: 1 });
    const { rows } = await t.database.pool.query(`select count(*)::int n from reconciliation_bank_lines where creditor_id = $1 and account_id = $2 and status = 'importada'`, [creditor.id, account.id]);
    expect(rows[0].n).toBe(3);
  });

  it('Ignorar keeps the lines out as ignored, and a link not remembered leaves the next file waiting', async () => {
    const { user } = await creditorWithAccount();
    const other = { bank: '341', agency: '8888', account: '4440001' };
    const a = await upload(t, user, ofxStatement(other, [{ date: '2026-02-10', cents: 1_000, fitid: '1', memo: 'PIX' }]), 'ignorar.ofx');
    await settled(t, user, a.json().id);
    await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${a.json().id}/links`, payload: { raw: '341|8888|4440001', account_id: null, remember: false } });
    expect(await settled(t, user, a.json().id, ['aguardando_vinculo'])).toMatchObject({ status: 'processado', lines_new: 0, lines_ignored: 1 });
    expect((await lines(user, a.json().id, 'ignorada')).results[0]).toMatchObject({ status: 'ignorada' });
    const b = await upload(t, user, ofxStatement(other, [{ date: '2026-02-11', cents: 1_000, fitid: '1', memo: 'PIX' }]), 'ignorar-2.ofx');
    expect(await settled(t, user, b.json().id)).toMatchObject({ status: 'aguardando_vinculo' });
  });
});

describe('refusals at once (§5.1, §5.6, §10): no row is created', () => {
  it('refuses an unknown format, a CNAB 240 of another service and an empty file with the spec’s messages', async () => {
    const { creditor, user } = await creditorWithAccount();
    const bad = await upload(t, user, Buffer.from('nome,valor\nx,1\n'), 'planilha.ofx');
    expect(bad.statusCode).toBe(422);
    expect(message(bad)).toBe(M.formatNotRecognised);
    // A collection return (operation 'C', service '01'): CNAB 240, but not a statement.
    const cobranca = ['34100000'.padEnd(240, ' '), '34100011C01'.padEnd(240, ' ')].join('\r\n');
    const cnab = await upload(t, user, Buffer.from(cobranca), 'cobranca.ret');
    expect(cnab.statusCode).toBe(422);
    expect(message(cnab)).toBe(M.cnabNotStatement);
    const empty = await upload(t, user, Buffer.from('\r\n  \r\n'), 'vazio.csv');
    expect(empty.statusCode).toBe(422);
    expect(message(empty)).toBe(M.emptyFile);
    const { rows } = await t.database.pool.query('select count(*)::int n from reconciliation_files where creditor_id = $1', [creditor.id]);
    expect(rows[0].n).toBe(0);
    // Each was written to scratch as it arrived; the refusal took the copy away.
    expect(scratchStatements(t)).toEqual([]);
  });

  it('takes two statements sent at once, each stored whole, and keeps no scratch copy of either', async () => {
    const { account, user } = await creditorWithAccount();
    const entries = (memo: string): OfxEntry[] =>
      Array.from({ length: 300 }, (_, i) => ({ date: '2026-03-02', cents: 1_000 + i, fitid: `${memo}-${i}`, memo: `PIX RECEBIDO ${memo} ${'X'.repeat(60)}` }));
    const files = [ofxStatement(account, entries('ANA')), ofxStatement(account, entries('BIA'))];
    const sent = await Promise.all(files.map((bytes, i) => upload(t, user, bytes, `paralelo-${i}.ofx`)));
    expect(sent.map((r) => r.statusCode)).toEqual([202, 202]);
    const done = await Promise.all(sent.map((r) => settled(t, user, r.json().id)));
    expect(done.map((d) => [d.status, d.lines_new])).toEqual([
      ['processado', 300],
      ['processado', 300],
    ]);
    const stored = await t.database.pool.query('select size from reconciliation_files where id = any($1) order by name', [sent.map((r) => r.json().id)]);
    expect(stored.rows.map((r) => Number(r.size))).toEqual(files.map((f) => f.length));
    expect(scratchStatements(t)).toEqual([]);
  });

  it('asks an admin for the creditor', async () => {
    const res = await upload(t, admin, Buffer.from('x'), 'a.ofx');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(MESSAGES.reconciliationCompanies.supplierRequired);
  });
});

describe('discard, exclude, download, scope', () => {
  it('discards a waiting file; excludes a processed one (lines leave, the hash is freed, the original stays); refuses what the status does not allow', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const bytes = ofxStatement(account, [{ date: '2026-02-05', cents: 4_200, fitid: '9', memo: 'CIELO' }]);
    const res = await upload(t, user, bytes, 'extrato fev.ofx');
    await settled(t, user, res.json().id);
    const download = await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/download` });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="extrato fev.ofx"; filename*=UTF-8''extrato%20fev.ofx`);

    const discard = await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${res.json().id}/discard` });
    expect(discard.statusCode).toBe(409);
    expect(message(discard)).toBe('Ação não permitida para um arquivo processado.');
    const removed = await t.as(user, { method: 'DELETE', url: `/api/reconciliation/files/${res.json().id}` });
    expect(removed.json()).toEqual({ message: M.fileDeleted });
    const { rows } = await t.database.pool.query('select count(*)::int n from reconciliation_bank_lines where creditor_id = $1', [creditor.id]);
    expect(rows[0].n).toBe(0);
    expect((await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/download` })).statusCode).toBe(200);
    const deleteAgain = await t.as(user, { method: 'DELETE', url: `/api/reconciliation/files/${res.json().id}` });
    expect(message(deleteAgain)).toBe('Ação não permitida para um arquivo excluído.');

    // Its hash is free: the same file is taken again, and its line is new again.
    const again = await upload(t, user, bytes, 'de novo.ofx');
    expect(await settled(t, user, again.json().id)).toMatchObject({ status: 'processado', lines_new: 1 });
    const dup = await upload(t, user, ofxStatement(account, [{ date: '2026-02-05', cents: 4_200, fitid: 'outro', memo: 'CIELO' }]), 'dup.ofx');
    await settled(t, user, dup.json().id);
    const discarded = await t.as(user, { method: 'POST', url: `/api/reconciliation/files/${dup.json().id}/discard` });
    expect(discarded.json()).toEqual({ message: M.fileDiscarded });
    expect((await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${dup.json().id}` })).json()).toMatchObject({ status: 'descartado' });
  });

  it('shows another creditor’s file as not found, and lists only the caller’s files with the KPI figures', async () => {
    const mine = await creditorWithAccount();
    const theirs = await creditorWithAccount();
    const res = await upload(t, theirs.user, ofxStatement(theirs.account, [{ date: '2026-02-06', cents: 100, fitid: '1', memo: 'PIX' }]), 'deles.ofx');
    await settled(t, theirs.user, res.json().id);
    for (const url of [`/api/reconciliation/files/${res.json().id}`, `/api/reconciliation/files/${res.json().id}/lines`, `/api/reconciliation/files/${res.json().id}/download`]) {
      const seen = await t.as(mine.user, { method: 'GET', url });
      expect(seen.statusCode).toBe(404);
      expect(message(seen)).toBe(MESSAGES.errors.notFound);
    }
    const list = (await t.as(mine.user, { method: 'GET', url: '/api/reconciliation/files', query: { creditor_id: theirs.creditor.id } })).json();
    expect(list.results).toEqual([]);
    const theirList = (await t.as(admin, { method: 'GET', url: '/api/reconciliation/files', query: { creditor_id: theirs.creditor.id } })).json();
    expect(theirList.totals).toEqual({ files: 1, awaiting_action: 0, processed_with_alerts: 0, rejected: 0 });
    expect(theirList.results[0]).toMatchObject({ name: 'deles.ofx', creditor_name: theirs.creditor.companyName });
  });
});

describe('nothing half imported', () => {
  it('a commit that fails on every try rolls back whole: the file ends rejected with the spec’s message and none of its lines', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    // The database refuses one line of the file as it is committed, after the line before it went through.
    await t.database.pool.query(`create or replace function test_refuse_line() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    await t.database.pool.query(`create trigger test_refuse_line before insert or update on reconciliation_bank_lines for each row
      when (new.status = 'importada' and new.description = 'FALHA NO COMMIT') execute function test_refuse_line()`);
    try {
      const res = await upload(t, user, ofxStatement(account, [
        { date: '2026-02-09', cents: 100, fitid: '1', memo: 'PIX' },
        { date: '2026-02-09', cents: 200, fitid: '2', memo: 'FALHA NO COMMIT' },
      ]), 'quebrado.ofx');
      const done = await settled(t, user, res.json().id);
      expect(done).toMatchObject({ status: 'rejeitado', message: M.processingFailed });
      const { rows } = await t.database.pool.query('select count(*)::int n from reconciliation_bank_lines where creditor_id = $1', [creditor.id]);
      expect(rows[0].n).toBe(0);
      const notified = await t.database.pool.query('select title, description from notifications where description like $1', ['quebrado.ofx%']);
      expect(notified.rows).toContainEqual({ title: M.rejectedTitle, description: M.rejectedDescription('quebrado.ofx', M.processingFailed) });
    } finally {
      await t.database.pool.query('drop trigger test_refuse_line on reconciliation_bank_lines');
    }
  });
});

describe('exports and coverage', () => {
  it('streams a tab of the detail at once with neutralised cells, and exports the list through a job with the grid’s headers', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const res = await upload(t, user, ofxStatement(account, [{ date: '2026-02-12', cents: 9_900, fitid: '1', memo: '=HYPERLINK("x")' }]), 'formula.ofx');
    await settled(t, user, res.json().id);
    const tab = await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/lines/export`, query: { status: 'nova', format: 'csv' } });
    expect(tab.statusCode).toBe(200);
    const rows = tab.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]!.split(';').slice(0, 7)).toEqual(['Linha', 'Data', 'Descrição', 'Documento', 'Tipo', 'Valor', 'Classificação']);
    expect(rows[1]).toContain(`'=HYPERLINK(""x"")`);
    expect(rows[1]).toContain('12/02/2026');
    const other = await creditorWithAccount();
    expect((await t.as(other.user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/lines/export`, query: { format: 'csv' } })).statusCode).toBe(404);

    const { download } = await exportThroughJob(t, admin, `/api/reconciliation/files/export?format=csv&creditor_id=${creditor.id}`);
    const lines = download.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Recebido em;Fornecedor;Arquivo;Formato;Origem;Conta;Período;Lançamentos;Importados;Duplicados;Com erro;Situação');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('formula.ofx;OFX;');
    expect(lines[1]).toContain(';Processado');
  });

  it('exports the visible columns in their order with the grid’s sort: amounts and counts are numbers in xls, a formula stays text', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const res = await upload(t, user, ofxStatement(account, [
      { date: '2026-02-16', cents: 12_345, fitid: '1', memo: '=HYPERLINK("x")' },
      { date: '2026-02-16', cents: -500, fitid: '2', memo: 'TARIFA' },
    ]), 'b-colunas.ofx');
    await settled(t, user, res.json().id);
    await settled(t, user, (await upload(t, user, ofxStatement(account, [{ date: '2026-02-17', cents: 100, fitid: '3', memo: 'PIX' }]), 'a-colunas.ofx')).json().id);
    const query = { status: 'nova', format: 'xls', columns: 'amount,description,line_number', amountOrder: 'asc' };
    const tab = await t.as(user, { method: 'GET', url: `/api/reconciliation/files/${res.json().id}/lines/export`, query });
    expect(tab.statusCode).toBe(200);
    const { rows } = await xlsxRows(tab.rawPayload);
    expect(rows[0]).toEqual(['Valor', 'Descrição', 'Linha']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([-5, 123.45]);
    expect(typeof rows[2]![1]).toBe('string');
    expect(rows[2]![1]).toBe(`'=HYPERLINK("x")`);

    const url = `/api/reconciliation/files/export?format=csv&columns=name,lines_total,actions,status&nameOrder=asc&creditor_id=${creditor.id}`;
    const list = (await exportThroughJob(t, user, url)).download.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(list).toEqual(['Arquivo;Lançamentos;Situação', 'a-colunas.ofx;1;Processado', 'b-colunas.ofx;2;Processado']);
  });

  it('draws the last 30 dias úteis per account: covered days with their files, gaps, and days before the start', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const today = await t.app.modules.services('registry').today();
    const covered = addBusinessDays(today, -3);
    const res = await upload(t, user, ofxStatement(account, [{ date: covered, cents: 500, fitid: '1', memo: 'CIELO' }]), 'cobertura.ofx');
    await settled(t, user, res.json().id);
    await t.database.pool.query('update reconciliation_companies set start_date = $2 where creditor_id = $1', [creditor.id, addBusinessDays(today, -10)]);
    const grid = (await t.as(user, { method: 'GET', url: '/api/reconciliation/files/coverage' })).json();
    expect(grid.days).toHaveLength(30);
    expect(grid.days[29]).toBe(today);
    const row = grid.rows.find((r: { account_id: string }) => r.account_id === account.id);
    const cell = (date: string) => row.cells.find((c: { date: string }) => c.date === date);
    expect(cell(covered)).toEqual({ date: covered, state: 'coberto', file_ids: [res.json().id] });
    expect(cell(addBusinessDays(today, -4))).toMatchObject({ state: 'lacuna', file_ids: [] });
    expect(cell(addBusinessDays(today, -11))).toMatchObject({ state: 'antes_do_inicio' });
  });
});

describe('the ingestion offered to the statement simulator', () => {
  it('takes a sandbox file as an upload, names its origin and notifies nobody', async () => {
    const { account, creditor, user } = await creditorWithAccount();
    const owner = (await createAccount(t.database.db, { type: 'Backoffice' })).id;
    const bytes = ofxStatement(account, [{ date: '2026-02-13', cents: 777, fitid: '1', memo: 'CIELO' }]);
    const accepted = await t.app.modules.services('reconciliation').ingestStatement({ content: { bytes }, name: 'sandbox.ofx', creditorId: creditor.id, origin: 'sandbox', uploader: null, jobOwner: owner });
    expect(accepted.status).toBe('recebido');
    expect(await settled(t, user, accepted.id)).toMatchObject({ status: 'processado', origin: 'sandbox', uploaded_by_name: M.simulatedOrigin, lines_new: 1 });
    const { rows } = await t.database.pool.query('select count(*)::int n from notifications where description like $1', ['sandbox.ofx%']);
    expect(rows[0].n).toBe(0);
    // The same day again (the tick run twice): refused as the same file, nothing new.
    await expect(
      t.app.modules.services('reconciliation').ingestStatement({ content: { bytes }, name: 'sandbox.ofx', creditorId: creditor.id, origin: 'sandbox', uploader: null, jobOwner: owner }),
    ).rejects.toMatchObject({ statusCode: 409 });
    // Its bytes were written to scratch for the checks: stored once, then refused, none left.
    expect(scratchStatements(t)).toEqual([]);
  });
});

describe('template', () => {
  it('downloads modelo_conciliacao_extrato.csv with the header and two example lines', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/reconciliation/files/template' });
    expect(res.headers['content-disposition']).toContain('modelo_conciliacao_extrato.csv');
    expect(res.body.trim().split('\r\n')).toHaveLength(3);
  });
});

describe('the statement file job, run again', () => {
  it("asks the file's reconciliation run again on a retry that finds the file committed, and only then", async () => {
    const creditorId = (await createCreditor(t.database.db)).id;
    const asked: string[] = [];
    const job = fileJobDefinition({
      repo: createFilesRepository(t.database.db, t.database.pool),
      pool: t.database.pool,
      storage: undefined as never,
      notifications: () => t.app.modules.services('notifications'),
      bankExists: async () => true,
      acquirers: async () => [],
      committed: async (fileId) => void asked.push(fileId),
    });
    const run = (fileId: string, attempt: number) =>
      job.handler({ jobId: `job-${attempt}`, accountId: 'owner', data: { fileId }, attempt, progress: async () => undefined });
    const [processed, withAlerts, waiting] = [await storedFile(t, creditorId, 'processado'), await storedFile(t, creditorId, 'processado_com_alertas'), await storedFile(t, creditorId, 'aguardando_confirmacao')];
    // A first attempt that finds its file committed (a second job for it) has nothing to ask again.
    expect(await run(processed, 1)).toEqual({ status: 'processado' });
    expect(asked).toEqual([]);
    // A retry: the attempt that committed may have died before its run was asked.
    expect(await run(processed, 2)).toEqual({ status: 'processado' });
    expect(await run(withAlerts, 3)).toEqual({ status: 'processado_com_alertas' });
    // A file waiting for the user was never committed: no run.
    expect(await run(waiting, 2)).toEqual({ status: 'aguardando_confirmacao' });
    expect(asked).toEqual([processed, withAlerts]);
  });
});
