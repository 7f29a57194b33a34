import AxeBuilder from '@axe-core/playwright';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';

const DEMO = 'Fornecedor Demonstração Ltda';

test.describe("'Auditoria' and 'Histórico de alterações'", () => {
  test("an administrator reads the demo's history, filters it to sign-ins and finds a creditor's own events", async ({ page, adminApi }) => {
    await signInPage(page, ADMIN, '/app/audit');
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Auditoria' })).toBeVisible();
    // The demo's own history: the seeds' creations are there from the first start.
    await expect(page.getByRole('cell', { name: 'Inclusão' }).first()).toBeVisible();

    // Signing in is audited: the filter 'Ação' = 'Entrada' shows this administrator's sign-in.
    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Entrada', exact: true }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('cell', { name: 'Entrada', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Inclusão' })).toHaveCount(0);
    const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations;
    expect(violations.map((v) => v.id)).toEqual([]);

    // The demo creditor's edit screen: 'Histórico de alterações' lists the record's own events.
    const { results } = await adminApi.get<{ results: Array<{ id: string; company_name: string }> }>('creditors', { offset: 0, limit: 100 });
    const demo = results.find((c) => c.company_name === DEMO);
    expect(demo, 'the demo creditor exists').toBeTruthy();
    await page.goto(`/app/creditors/edit?id=${demo!.id}`);
    const history = page.getByRole('region', { name: 'Histórico de alterações' });
    await history.getByRole('button', { name: 'Histórico de alterações' }).click();
    await expect(history.getByText('Inclusão').first()).toBeVisible();
  });

  test("a creditor user has no 'Auditoria' in the menu", async ({ page }) => {
    await signInPage(page, CREDITOR_USER, '/app/merchants');
    // The group 'Cadastro e Consulta' is open on its 'Estabelecimento' entry, without the administrators' 'Auditoria'.
    await expect(page.getByRole('link', { name: 'Estabelecimento', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  });
});
