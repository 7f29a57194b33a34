import { MESSAGES, addDays, formatDate } from '@lastro/domain';
import { ADMIN } from '../support/accounts';
import { ApiClient } from '../support/api';
import { ImportFlowPage } from '../pages/ImportFlowPage';
import { expect, signInPage, test } from '../support/fixtures';
import { PADARIA, prepareImportSupplier } from '../support/import-commitments';

const br = (iso: string) => formatDate(`${iso}T12:00:00`);

// The smoke import is an admin-only menu item (spec 3 §2.3).
test.describe('smoke commitment import (Compromissos Fumaça)', () => {
  let supplier: Awaited<ReturnType<typeof prepareImportSupplier>>;
  test.beforeAll(async ({ request }) => {
    supplier = await prepareImportSupplier(await ApiClient.signIn(request, ADMIN.email, ADMIN.password));
  });

  test('an admin imports with collateral management on: the file is accepted whole and shows in the list', async ({ page }) => {
    const flow = new ImportFlowPage(page);
    await signInPage(page, ADMIN, '/app/import-smoke-appointments');
    await expect(page.getByRole('heading', { name: 'Compromissos Fumaça' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /Fornecedor/ }).click();
    await page.getByRole('option', { name: supplier.creditor.trading_name }).click();
    await page.getByRole('switch', { name: 'Gestão de colateral?' }).check();
    await expect(page.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveText('Cessão');
    await expect(page.getByRole('combobox', { name: 'Tipo de transação' })).toHaveText('Garantia');

    const template = await flow.downloadTemplate();
    expect(template.name).toBe('modelo_compromissos.csv');
    expect(template.text).toContain('regra_divisão');

    const title = `Fumaça ação ${Date.now().toString().slice(-6)}`;
    const header = 'cnpj_estabelecimento;título;descrição;código;emissão;expiração;cnpj_credenciadora;arranjos;regra_divisão;valor_onerar;valor_solicitado;data_vencimento;execução_início;execução_fim;id_domicílio';
    const row = [PADARIA, title, 'Garantia', 'FUM-1', br(supplier.today), br(addDays(supplier.today, 180)), supplier.acquirer, supplier.arrangement, '2', '50', '2.000,00', br(supplier.today), br(addDays(supplier.today, 1)), br(addDays(supplier.today, 90)), supplier.domicileId].join(';');
    await flow.chooseFile({ name: 'fumaca.csv', buffer: Buffer.from(`${header}\r\n${row}\r\n`, 'latin1') });
    await flow.expectPreviewRows(1);
    await flow.process();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await flow.waitForResult()).toBe('success');

    // The list shows performed commitments by default: the smoke ones under their modality.
    await page.goto('/app/appointments');
    await page.getByRole('combobox', { name: MESSAGES.commitments.modalityFilter }).click();
    await page.getByRole('option', { name: 'Contrato Fumaça', exact: true }).click();
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(page.getByRole('cell', { name: title })).toBeVisible({ timeout: 30_000 });
  });
});
