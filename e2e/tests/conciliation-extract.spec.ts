import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { ApiClient, uniqueSuffix } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signInPage, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

const URL = '/app/conciliation-extract';
// The demo creditor's own originator; its domiciles are reconciled accounts.
const DEMO_ORIGINATOR = '11222333000181';
const CSV_HEADER = 'banco;agencia;conta;data_lancamento;valor;tipo;descricao;documento;documento_pagador;saldo_final_dia';

interface Account {
  id: string;
  bank_code: string;
  agency: string;
  account_number: string;
  account_digit: string | null;
}

/** One reconciled account of the demo originator, and a day of the coverage grid it has no statement for yet. */
async function demoAccountAndGapDay(api: ApiClient): Promise<{ account: Account; day: string }> {
  const companies = await api.get<{ results: { id: string; document_number: string; kind: string }[] }>('reconciliation/companies', { limit: 100 });
  const company = companies.results.find((c) => c.document_number === DEMO_ORIGINATOR)!;
  const detail = await api.get<{ accounts: (Account & { reconcile: boolean })[] }>(`reconciliation/companies/${company.id}`);
  const account = detail.accounts.find((a) => a.reconcile)!;
  const coverage = await api.get<{ days: string[]; rows: { account_id: string; cells: { date: string; state: string }[] }[] }>('reconciliation/files/coverage');
  const row = coverage.rows.find((r) => r.account_id === account.id);
  // A gap when there is one (so the grid's change is this spec's doing); otherwise the last day.
  const day = row?.cells.find((c) => c.state === 'lacuna')?.date ?? coverage.days[coverage.days.length - 1]!;
  return { account, day };
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function csv(account: Account, day: string, lines: { cents: number; description: string }[]): Buffer {
  const conta = account.account_digit ? `${account.account_number}-${account.account_digit}` : account.account_number;
  const rows = lines.map((l) => {
    const valor = `${Math.floor(l.cents / 100)},${String(l.cents % 100).padStart(2, '0')}`;
    return [account.bank_code, account.agency, conta, brDate(day), valor, 'C', l.description, '', '', ''].join(';');
  });
  return Buffer.from(`${[CSV_HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');
}

function ofx(bank: string, acctId: string, day: string, entries: { cents: number; fitid: string; memo: string }[]): Buffer {
  const d = day.replace(/-/g, '');
  const amount = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
  const lines = [
    'OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:USASCII', 'CHARSET:1252', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE', '',
    '<OFX>', '<BANKMSGSRSV1>', '<STMTTRNRS>', '<TRNUID>1', '<STMTRS>', '<CURDEF>BRL',
    '<BANKACCTFROM>', `<BANKID>${bank}`, `<ACCTID>${acctId}`, '<ACCTTYPE>CHECKING', '</BANKACCTFROM>',
    '<BANKTRANLIST>', `<DTSTART>${d}`, `<DTEND>${d}`,
    ...entries.flatMap((e) => ['<STMTTRN>', '<TRNTYPE>CREDIT', `<DTPOSTED>${d}120000[-3:BRT]`, `<TRNAMT>${amount(e.cents)}`, `<FITID>${e.fitid}`, `<MEMO>${e.memo}`, '</STMTTRN>']),
    '</BANKTRANLIST>', '</STMTRS>', '</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** 'Importar extratos' → choose the file → 'Enviar arquivos'; the dialog stays open showing each file's state. */
async function uploadThroughDialog(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('button', { name: 'Importar extratos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar extratos' });
  await dialog.getByLabel('Arraste os arquivos aqui ou clique para selecionar').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await expect(dialog.getByText(name)).toBeVisible();
  return dialog;
}

const fileRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('Extratos', () => {
  test('a creditor user imports a CSV with a duplicate line, confirms it, links an unknown OFX account, and cannot send a file twice', async ({ page, creditorApi }, testInfo) => {
    const suffix = uniqueSuffix();
    const { account, day } = await demoAccountAndGapDay(creditorApi);
    const first = `e2e-extrato-a-${suffix}.csv`;
    const second = `e2e-extrato-b-${suffix}.csv`;
    const repeated = { cents: 12_345, description: `PIX E2E REPETIDO ${suffix}` };
    // The first file goes in through the API; the second repeats one of its lines.
    await creditorApi.json('POST', 'reconciliation/files', {
      multipart: { file: { name: first, mimeType: 'application/octet-stream', buffer: csv(account, day, [repeated]) } },
    });

    await signInPage(page, CREDITOR_USER, URL);
    await expect(page.getByRole('heading', { name: 'Extratos' })).toBeVisible();
    await expect(fileRow(page, first)).toContainText('Processado');
    await expectNoAxeViolations(page, 'Extratos (fornecedor)');

    const dialog = await uploadThroughDialog(page, second, csv(account, day, [repeated, { cents: 500, description: `TED E2E NOVA ${suffix}` }]));
    await expectNoAxeViolations(page, 'Importar extratos');
    await dialog.getByRole('button', { name: 'Enviar arquivos' }).click();
    await expect(page.getByText('Arquivos enviados. Acompanhe o processamento na lista.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(fileRow(page, second)).toContainText('Aguardando confirmação');

    await fileRow(page, second).getByRole('link', { name: second, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Detalhe do extrato' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Confirmar importação' });
    await expect(banner).toContainText('Confira os lançamentos antes de importar: 1 novos, 1 duplicados e 0 com erro.');
    await page.getByRole('tab', { name: 'Duplicados' }).click();
    await expect(page.getByRole('table', { name: 'Duplicados' }).getByRole('row').filter({ hasText: repeated.description })).toContainText(first);
    await expectNoAxeViolations(page, 'Detalhe do extrato (aguardando confirmação)');
    await banner.getByRole('button', { name: 'Confirmar importação' }).click();
    await expect(page.getByText('Importação confirmada')).toBeVisible();
    await page.getByRole('tab', { name: 'Importados' }).click();
    await expect(page.getByRole('table', { name: 'Importados' }).getByRole('row').filter({ hasText: `TED E2E NOVA ${suffix}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Importados' }).getByRole('row').filter({ hasText: repeated.description })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Duplicados' }).click();
    await expect(page.getByRole('table', { name: 'Duplicados' }).getByRole('row').filter({ hasText: repeated.description })).toBeVisible();

    // The same file again: refused with its §10 message, nothing new in the list.
    await page.goto(URL);
    const again = await uploadThroughDialog(page, second, csv(account, day, [repeated, { cents: 500, description: `TED E2E NOVA ${suffix}` }]));
    await again.getByRole('button', { name: 'Enviar arquivos' }).click();
    await expect(again.getByText(/Falhou: Este arquivo já foi enviado em .+ por Usuário Fornecedor \(e2e-extrato-b-/)).toBeVisible();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await expect(fileRow(page, second)).toHaveCount(1);

    // The day is covered now: its cell is a button named by its files (or its date), no longer 'Nenhum extrato para …'.
    const grid = page.getByRole('region', { name: 'Cobertura dos últimos 30 dias úteis' });
    await expect(grid.getByRole('button', { name: new RegExp(`${first}|^${brDate(day)}$`) }).first()).toBeVisible();

    // An OFX of an account the creditor never registered waits for a link; 'Vincular' imports it.
    const unknown = `e2e-desconhecida-${suffix}.ofx`;
    const acctId = String(Math.floor(10_000_000 + Math.random() * 80_000_000));
    await creditorApi.json('POST', 'reconciliation/files', {
      multipart: { file: { name: unknown, mimeType: 'application/octet-stream', buffer: ofx(account.bank_code, acctId, day, [{ cents: 777, fitid: '1', memo: `CIELO E2E ${suffix}` }]) } },
    });
    await page.reload();
    await expect(fileRow(page, unknown)).toContainText('Aguardando vínculo');
    await fileRow(page, unknown).getByRole('link', { name: unknown, exact: true }).click();
    await expect(page.getByText(new RegExp(`O extrato identifica a conta como ".*${acctId}.*"`)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Vincular' }).first().click();
    const link = page.getByRole('dialog', { name: 'Vincular conta' });
    await link.getByRole('combobox', { name: 'Conta' }).click();
    await page.getByRole('option').first().click();
    // The menu fades out after the choice: axe runs once it is unmounted (and, as always, once
    // no transition runs), never on its fading copy.
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Vincular conta');
    await link.getByRole('button', { name: 'Vincular' }).click();
    await expect(page.getByText('Conta vinculada. O arquivo será analisado novamente.')).toBeVisible();
    await page.getByRole('tab', { name: 'Importados' }).click();
    await expect(page.getByRole('table', { name: 'Importados' }).getByRole('row').filter({ hasText: `CIELO E2E ${suffix}` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('file-detail-creditor-1440.png'), fullPage: true });
  });

  test('an administrator sees every creditor’s files with the Fornecedor column, and the screen passes axe', async ({ page }) => {
    await signInPage(page, ADMIN, URL);
    await expect(page.getByRole('heading', { name: 'Extratos' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
    await expectNoAxeViolations(page, 'Extratos (admin)');
    await page.getByRole('button', { name: 'Importar extratos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar extratos' });
    await expect(dialog.getByRole('combobox', { name: 'Fornecedor' })).toBeVisible();
    await expectNoAxeViolations(page, 'Importar extratos (admin)');
  });
});
