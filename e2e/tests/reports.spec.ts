import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';
import { expectExportEnded } from '../support/exports';

const URL = '/app/reports';

test.describe('Relatórios — previsão de liquidação', () => {
  test('a creditor user opens the report from the menu, sorts a column on the server and exports it', async ({ page, shell }, testInfo) => {
    await signInPage(page, CREDITOR_USER, '/app');
    await shell.openMenuItem('Previsão de liquidação');
    await expect(page).toHaveURL(/\/app\/reports/);
    await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'PREVISÃO DE LIQUIDAÇÃO' })).toHaveAttribute('aria-selected', 'true');
    // Defaults of the spec: approved commitments, every contract type; no supplier filter for a creditor user.
    await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Aprovado');
    await expect(page.getByRole('combobox', { name: 'Tipo de contrato' })).toContainText('Todos');
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('reports-creditor-1440.png'), fullPage: true });

    const sorted = page.waitForResponse((r) => r.url().includes('/api/deals/receivable-reached?') && r.url().includes('amountOnerateOrder=asc'));
    await page.getByRole('button', { name: 'Valor a onerar' }).click();
    expect((await sorted).status()).toBe(200);
    await expect(page).toHaveURL(/amountOnerateOrder=asc/);

    await page.getByRole('button', { name: 'Baixar tabela' }).click();
    await page.getByRole('menuitem', { name: /csv/i }).click();
    await expectExportEnded(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(URL);
    await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('reports-creditor-390.png'), fullPage: true });
  });

  test('an administrator filters by status and supplier; the list asks the server with those filters', async ({ page }, testInfo) => {
    await signInPage(page, ADMIN, URL);
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelado' }).click();
    await page.keyboard.press('Escape');
    const asked = page.waitForResponse((r) => r.url().includes('/api/deals/receivable-reached?') && decodeURIComponent(r.url()).includes('status=aprovado,cancelado'));
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const answer = await asked;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { data: { status: string }[] };
    for (const row of body.data) expect(['aprovado', 'cancelado']).toContain(row.status);
    await page.screenshot({ path: testInfo.outputPath('reports-admin-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('reports-admin-390.png'), fullPage: true });
  });
});
