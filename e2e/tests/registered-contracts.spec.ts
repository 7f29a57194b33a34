import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';

const URL = '/app/registered-contracts';

test.describe('Contratos Registrados', () => {
  test('an administrator searches only with a reference and is told an unknown one is not found', async ({ page, shell }, testInfo) => {
    await signInPage(page, ADMIN, '/app');
    await shell.openMenuItem('Contratos Registrados');
    await expect(page).toHaveURL(/\/app\/registered-contracts/);
    const field = page.getByRole('textbox', { name: 'Referência Externa ou Identificador Contrato' });
    const search = page.getByRole('button', { name: 'Buscar', exact: true });
    await expect(search).toBeDisabled();
    await field.fill('referencia-que-nao-existe');
    await search.click();
    await expect(page.getByRole('main').getByText('Contrato não encontrado')).toBeVisible();
    await expect(page).toHaveURL(/external_reference=referencia-que-nao-existe/);
    await page.screenshot({ path: testInfo.outputPath('registered-admin-1440.png'), fullPage: true });
    await page.getByRole('button', { name: 'Limpar' }).click();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('main').getByText('Contrato não encontrado')).toHaveCount(0);
  });

  test('a registered commitment shows its four sections and downloads its URs', async ({ page, adminApi }, testInfo) => {
    // The demo's CMP-0001 is approved and registered at the sandbox registry (seeds/commitments.seed.ts).
    // Not any approved commitment: other specs seed approved deals straight into the database
    // (support/deals.ts), never registered, and when one of them sorted first this test met
    // 'Contrato não encontrado' depending on which spec had run before it.
    const report = await adminApi.get<{ data: { external_reference: string }[] }>('/api/deals/receivable-reached', { status: 'aprovado', codes: 'CMP-0001', limit: 1 });
    expect(report.data.length).toBeGreaterThan(0);
    const ref = report.data[0]!.external_reference;
    await signInPage(page, ADMIN, `${URL}?external_reference=${encodeURIComponent(ref)}`);
    for (const section of ['Informações Gerais', 'Domicilio Pagamento', 'Garantias Alcançadas', 'Tabela de URs'])
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Informações Gerais' })).toContainText('11.222.333/0001-81');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar planilha' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^contrato-registrado.*\.xlsx$/);
    await page.screenshot({ path: testInfo.outputPath('registered-contract-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('registered-contract-390.png'), fullPage: true });
  });

  test("an administrator finds a registered commitment by the commitment's own code", async ({ page, adminApi }) => {
    const report = await adminApi.get<{ data: { external_reference: string }[] }>('/api/deals/receivable-reached', { status: 'aprovado', codes: 'CMP-0001', limit: 1 });
    await signInPage(page, ADMIN, URL);
    await page.getByRole('textbox', { name: 'Referência Externa ou Identificador Contrato' }).fill('CMP-0001');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Informações Gerais' })).toContainText(report.data[0]!.external_reference);
  });

  test('the menu item is for administrators only', async ({ page, shell }, testInfo) => {
    await signInPage(page, CREDITOR_USER, '/app');
    await expect(shell.menuItem('Previsão de liquidação')).toBeVisible();
    await expect(shell.menuItem('Contratos Registrados')).toHaveCount(0);
    await page.goto(URL);
    await page.screenshot({ path: testInfo.outputPath('registered-creditor-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('registered-creditor-390.png'), fullPage: true });
  });
});
