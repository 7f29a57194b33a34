import { addDays, formatDate } from '@lastro/domain';
import { ADMIN, CREDITOR_USER, type DemoAccount } from '../support/accounts';
import { ApiClient } from '../support/api';
import { ImportFlowPage } from '../pages/ImportFlowPage';
import { PADARIA, prepareImportSupplier, type ImportSupplier } from '../support/import-commitments';
import { expect, signInPage, test } from '../support/fixtures';

const br = (iso: string) => formatDate(`${iso}T12:00:00`);
type Supplier = ImportSupplier;

/** The file as Excel in Portuguese saves it: Windows-1252, ';', DD/MM/YYYY, decimal comma; the second row has an impossible date. */
function commitmentsFile(s: Supplier, title: string) {
  const header = 'cnpj_estabelecimento;título;descrição;código;emissão;expiração;valor;vencimento;execução_início;execução_fim;id_domicílio;cnpj_credenciadora;arranjos';
  const row = (code: string, start: string) =>
    [PADARIA, title, 'Importação com acentuação', code, br(s.today), br(addDays(s.today, 180)), '1.234,56', '', start, br(addDays(s.today, 60)), s.domicileId, s.acquirer, s.arrangement].join(';');
  const code = title.slice(-6);
  const text = `${header}\r\n${row(`${code}-1`, br(addDays(s.today, 1)))}\r\n${row(`${code}-2`, '31/02/2027')}\r\n`;
  return { name: 'compromissos.csv', buffer: Buffer.from(text, 'latin1') };
}

async function importAs(page: import('@playwright/test').Page, account: DemoAccount, supplier: Supplier) {
  const flow = new ImportFlowPage(page);
  await signInPage(page, account, '/app/import-appointments');
  await expect(page.getByRole('heading', { name: 'Importação de Compromissos' })).toBeVisible({ timeout: 30_000 });
  if (account === ADMIN) {
    await page.getByRole('combobox', { name: /Fornecedor/ }).click();
    await page.getByRole('option', { name: supplier.creditor.trading_name }).click();
  }
  await expect(page.getByRole('combobox', { name: 'Tipo de transação' })).toHaveText('Garantia');
  await page.getByRole('combobox', { name: 'Tipo de transação' }).click();
  await page.getByRole('option', { name: 'Pagamento' }).click();
  const title = `Importado ação ${Date.now().toString().slice(-6)}`;
  await flow.chooseFile(commitmentsFile(supplier, title));
  await flow.expectPreviewRows(2);
  await flow.process();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pesquisa da agenda em processamento...')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(await flow.waitForResult()).toBe('partial');
  // Only the failed row stays (the table re-renders from the preview to the failures).
  await expect
    .poll(async () => (await flow.failedRows()).map((cells) => cells.join(' ')))
    .toEqual([expect.stringContaining('Data de execução inicial inválida')]);
  return title;
}

test.describe('commitment import (Importação de Compromissos)', () => {
  let supplier: Supplier;
  test.beforeAll(async ({ request }) => {
    supplier = await prepareImportSupplier(await ApiClient.signIn(request, ADMIN.email, ADMIN.password));
  });

  for (const account of [CREDITOR_USER, ADMIN] as const) {
    test(`${account === ADMIN ? 'an admin' : 'a creditor user'} imports a Windows-1252 file with a bad row; the good row shows in 'Compromissos'`, async ({ page }) => {
      const title = await importAs(page, account, supplier);
      await page.goto('/app/appointments');
      await expect(page.getByRole('cell', { name: title })).toBeVisible({ timeout: 30_000 });
    });
  }
});
