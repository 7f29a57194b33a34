import { generateCnpj } from '@lastro/domain';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix, type ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';
import { expectExportEnded } from '../support/exports';
import { PAULISTA_ADDRESS } from '../support/addresses';

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

  test('the supplier pickers list active suppliers by name; a period ending before it starts is refused; Códigos empties Agrupamento', async ({
    page,
    adminApi,
  }, testInfo) => {
    // Created in the order the old newest-first picker would have shown them reversed.
    const tag = `Picker ${uniqueSuffix()}`;
    await createCreditor(adminApi, `${tag} Alfa Ltda`);
    await createCreditor(adminApi, `${tag} Beta Ltda`);
    const inactive = await createCreditor(adminApi, `${tag} Aaa Inativa Ltda`);
    await adminApi.delete(`creditors/${inactive}`);

    await signInPage(page, ADMIN, URL);
    await page.getByRole('combobox', { name: 'Fornecedor' }).click();
    const ours = page.getByRole('option').filter({ hasText: tag });
    await expect(ours).toHaveText([`${tag} Alfa Ltda`, `${tag} Beta Ltda`]);
    await page.screenshot({ path: testInfo.outputPath('reports-supplier-picker.png') });
    await page.keyboard.press('Escape');

    // The period: nothing is asked of the server, the message sits under the end field.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/deals/receivable-reached?')) asked += 1;
    });
    await page.getByRole('textbox', { name: 'Criação inicial' }).fill('20/03/2026');
    await page.getByRole('textbox', { name: 'Criação final' }).fill('15/03/2026');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('A data final deve ser igual ou posterior à data inicial')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Criação final' })).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('reports-period-refused.png') });
    const refused = await adminApi.call('GET', 'deals/receivable-reached', { query: { createdAtInitial: '2026-03-20', createdAtEnd: '2026-03-15' } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: { message: string[] } }).errors.message).toEqual(['A data final deve ser igual ou posterior à data inicial']);

    // Codes and grouping exclude each other: the grouping shows what it searches, nothing.
    const grouping = page.getByRole('textbox', { name: 'Agrupamento' });
    await grouping.fill('GRP');
    await page.getByRole('textbox', { name: 'Códigos (separados por vírgula)' }).fill('GRP-001');
    await expect(grouping).toBeDisabled();
    await expect(grouping).toHaveValue('');

    // The creditor users tab offers the same list.
    await page.goto('/app/access?tab=1');
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(tag);
    await expect(page.getByRole('option').filter({ hasText: tag })).toHaveText([new RegExp(`^${tag} Alfa Ltda`), new RegExp(`^${tag} Beta Ltda`)]);
  });
});

async function createCreditor(api: ApiClient, companyName: string): Promise<string> {
  const created = await api.post<{ id: string }>('creditors', {
    document_number: generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) }),
    company_name: companyName,
    trading_name: companyName.slice(0, 40),
    ...PAULISTA_ADDRESS,
    contact_name: 'Contato',
    contact_email: `picker-${uniqueSuffix()}@e2e.dev`,
    phone_number: '(11) 98765-4321',
  });
  return created.id;
}
