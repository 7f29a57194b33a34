import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';
import { ConciliationCompanyPage } from '../pages/ConciliationCompanyPage';
import { expectNoAxeViolations } from '../support/axe';

const URL = '/app/conciliation-company';
const DEMO = 'Fornecedor Demonstração Ltda';
// The demo creditor's own originator; other specs add originators to the same creditor.
const DEMO_ORIGINATOR = '11.222.333/0001-81';

test.describe('Empresas e contas', () => {
  test('an administrator sees the demo creditors’ companies, edits tolerances and manages rules', async ({ page, shell }, testInfo) => {
    await signInPage(page, ADMIN, '/app');
    await shell.openMenuItem('Empresas e contas');
    await expect(page).toHaveURL(/\/app\/conciliation-company/);
    const screen = new ConciliationCompanyPage(page);
    await screen.expectShown();
    // The demo's originator (its domicile reconciled) and the merchant it added at bank 033.
    await screen.filterBySupplier(DEMO);
    await expect(page).toHaveURL(/creditor_id=/);
    const originator = screen.row('Originador').filter({ hasText: DEMO_ORIGINATOR });
    await expect(originator).toBeVisible();
    await expect(originator).toContainText('R$ 0,05');
    await expect(screen.row('Estabelecimento')).toHaveCount(1);
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar estabelecimento' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('companies-admin-1440.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Empresas e contas (admin)');

    await page.getByRole('button', { name: 'Adicionar estabelecimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar estabelecimento à conciliação' });
    await expect(dialog.getByRole('textbox', { name: 'Tolerância de valor (R$)' })).toHaveValue('R$ 0,05');
    await page.screenshot({ path: testInfo.outputPath('add-merchant-admin-1440.png') });
    await expectNoAxeViolations(page, 'Adicionar estabelecimento à conciliação');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await originator.getByRole('button', { name: `Editar ${DEMO}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar empresa' })).toBeVisible();
    await expect(page.getByText('As contas do originador são os seus domicílios bancários, mantidos no cadastro do fornecedor.')).toBeVisible();
    // The header and the demo originator's two domiciles (the main account and the one to move commitments to).
    await expect(page.getByRole('table', { name: 'Contas' }).getByRole('row')).toHaveCount(3);
    const days = page.getByRole('textbox', { name: 'Tolerância de dias úteis' });
    await days.fill('6');
    await days.blur();
    await expect(page.getByText('A tolerância de dias deve estar entre 0 e 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
    await days.fill('2');
    await page.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(screen.toast('Atualização feita com sucesso!')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('edit-company-admin-1440.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Editar empresa');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('edit-company-admin-390.png'), fullPage: true });
    await days.fill('1');
    await page.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(screen.toast('Atualização feita com sucesso!').first()).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${URL}?tab=1`);
    await expect(page.getByText('Selecione o fornecedor')).toBeVisible();
    await page.getByRole('combobox', { name: 'Fornecedor' }).click();
    await page.getByRole('option', { name: DEMO }).click();
    const rules = page.getByRole('table', { name: 'Regras de classificação' });
    await expect(rules.getByRole('row').filter({ hasText: 'CIELO' })).toContainText('Cielo');
    await page.getByRole('button', { name: 'Nova regra' }).click();
    const ruleDialog = page.getByRole('dialog', { name: 'Nova regra' });
    await ruleDialog.getByRole('textbox', { name: 'Descrição contém' }).fill('PIX RECEBIDO E2E');
    await ruleDialog.getByRole('combobox', { name: /Classificar como/ }).click();
    await page.getByRole('option', { name: 'Outro lançamento' }).click();
    await ruleDialog.getByRole('button', { name: 'Adicionar' }).click();
    await expect(screen.toast('Regra cadastrada com sucesso!')).toBeVisible();
    const added = rules.getByRole('row').filter({ hasText: 'PIX RECEBIDO E2E' });
    await expect(added).toContainText('Outro lançamento');
    const position = (await added.getByRole('cell').first().innerText()).trim();
    await added.getByRole('button', { name: `Subir ${position}` }).click();
    await expect(screen.toast('Ordem das regras atualizada')).toBeVisible();
    await expect(rules.getByRole('row').filter({ hasText: 'PIX RECEBIDO E2E' }).getByRole('cell').first()).toHaveText(String(Number(position) - 1));
    await page.screenshot({ path: testInfo.outputPath('rules-admin-1440.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Regras de classificação (admin)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('rules-admin-390.png'), fullPage: true });
    const moved = rules.getByRole('row').filter({ hasText: 'PIX RECEBIDO E2E' });
    await moved.getByRole('button', { name: /^Excluir/ }).click();
    await page.getByRole('dialog', { name: 'Deseja excluir esta regra?' }).getByRole('button', { name: 'Sim' }).click();
    await expect(screen.toast('Regra excluída com sucesso')).toBeVisible();
    await expect(rules.getByRole('row').filter({ hasText: 'PIX RECEBIDO E2E' })).toHaveCount(0);
  });

  test('a creditor user reads only its own companies and rules, without the admin’s filter or actions', async ({ page, shell, adminApi }, testInfo) => {
    await signInPage(page, CREDITOR_USER, '/app');
    await shell.openMenuItem('Empresas e contas');
    const screen = new ConciliationCompanyPage(page);
    await screen.expectShown();
    await expect(screen.row('Originador').filter({ hasText: DEMO_ORIGINATOR })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
    // The demo operator profile reads 'Empresas e contas' only (spec 4 §7).
    await expect(page.getByRole('button', { name: 'Adicionar estabelecimento' })).toHaveCount(0);
    await expect(screen.row('Originador').getByRole('switch').first()).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('companies-creditor-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('companies-creditor-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await screen.openTab('Regras de classificação');
    await expect(page.getByRole('table', { name: 'Regras de classificação' }).getByRole('row').filter({ hasText: 'CIELO' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova regra' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('rules-creditor-1440.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Regras de classificação (creditor user)');

    // Another creditor's company is not found.
    const others = await adminApi.get<{ results: { id: string; creditor_name: string }[] }>('/api/reconciliation/companies', { limit: 100 });
    const foreign = others.results.find((c) => c.creditor_name !== DEMO);
    expect(foreign).toBeDefined();
    await page.goto(`${URL}/edit?id=${foreign!.id}`);
    await expect(page.getByRole('main').getByText('Registro não encontrado')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('foreign-company-creditor-1440.png'), fullPage: true });
  });
});
