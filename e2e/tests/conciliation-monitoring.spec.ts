import type { Page } from '@playwright/test';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signInPage, test } from '../support/fixtures';

// 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7) over the demo commitments: read only, so the
// demo keeps its documented states.

const MONITORING = '/app/conciliation-monitoring';

interface ContractRow {
  installment_id: string;
  deal_id: string;
  code: string;
  coverage_percent: string | null;
}
interface ContractList {
  results: ContractRow[];
  totals: { count: number; debt: string; insufficient_count: number };
}
type Api = { get<T>(path: string, query?: Record<string, string | number>): Promise<T> };

const contracts = (api: Api, query: Record<string, string | number> = {}) => api.get<ContractList>('reconciliation/monitoring/contracts', { limit: 100, ...query });
const grid = (page: Page) => page.getByRole('region', { name: 'Tabela de resultados' });
const brl = (v: string) => `R$ ${Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`.replace(/\u00a0/g, ' ');

test.describe('Monitoramento dos Contratos', () => {
  test('a creditor user: the KPI cards and the footer agree with the list call, the riskiest first, the drawer with its URs, the export job', async ({ page, shell, creditorApi }) => {
    const all = await contracts(creditorApi);
    expect(all.totals.count, 'the demo creditor has monitored contracts').toBeGreaterThan(0);
    await signInPage(page, CREDITOR_USER, '/app');
    await shell.openMenuItem('Monitoramento dos Contratos');
    await expect(page).toHaveURL(/\/app\/conciliation-monitoring/);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoramento dos Contratos' })).toBeVisible();
    await expect(page.getByText('Efeitos aplicados × saldo devedor de cada compromisso, com vencimentos e insuficiências')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
    await expect(grid(page).getByRole('columnheader', { name: 'Fornecedor' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Contratos monitorados' })).toContainText(all.totals.count.toLocaleString('pt-BR'));
    await expect(page.getByRole('group', { name: 'Saldo devedor' })).toContainText(brl(all.totals.debt));
    await expect(page.getByRole('group', { name: 'Insuficientes' })).toContainText(String(all.totals.insufficient_count));
    const footer = grid(page).getByRole('row').filter({ hasText: 'Total do filtro' });
    await expect(footer).toContainText(brl(all.totals.debt));
    for (const chart of ['Cobertura do saldo devedor', 'Vencimentos nos próximos 90 dias']) {
      const region = page.getByRole('region', { name: chart });
      await expect(region.getByRole('figure')).toBeVisible();
      await region.getByRole('button', { name: 'Ver dados' }).click();
      await expect(region.getByRole('table', { name: chart })).toBeVisible();
    }
    // Default sort: coverage ascending, as the call answers it.
    const first = all.results[0]!;
    await expect(grid(page).getByRole('row').nth(1)).toContainText(first.code);
    await expectNoAxeViolations(page, 'Monitoramento dos Contratos (fornecedor)');

    await grid(page).getByRole('button', { name: `Ver detalhe ${first.code}` }).first().click();
    await expect(page).toHaveURL(new RegExp(`item=${first.installment_id}`));
    const drawer = page.getByRole('dialog', { name: 'Detalhe do contrato' });
    await expect(drawer.getByText('Saldo devedor')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'URs do contrato' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Detalhes do compromisso' })).toHaveAttribute('href', `/app/appointments/edit?id=${first.deal_id}`);
    await expectNoAxeViolations(page, 'Detalhe do contrato (fornecedor)');
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).not.toHaveURL(/item=/);

    await page.getByRole('button', { name: 'Baixar tabela' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Arquivo em processamento' })).toBeVisible();
  });

  test("the filter form puts the filter in the address; a filter in the address is the list call's", async ({ page, creditorApi }) => {
    const { results } = await contracts(creditorApi);
    const target = results[0]!;
    await signInPage(page, CREDITOR_USER, MONITORING);
    await page.getByRole('textbox', { name: 'Código ou referência externa' }).fill(target.code);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`code=${encodeURIComponent(target.code)}`));
    await expect(grid(page).getByRole('row').nth(1)).toContainText(target.code);
    // One row per installment: a commitment's code finds each of its installments.
    const byCode = await contracts(creditorApi, { code: target.code });
    expect(byCode.results.map((r) => r.installment_id)).toContain(target.installment_id);
    await expect(page.getByRole('group', { name: 'Contratos monitorados' })).toContainText(byCode.totals.count.toLocaleString('pt-BR'));

    await page.goto(`${MONITORING}?situations=insuficiente`);
    const insufficient = await contracts(creditorApi, { situations: 'insuficiente' });
    await expect(page.getByRole('group', { name: 'Contratos monitorados' })).toContainText(insufficient.totals.count.toLocaleString('pt-BR'));
  });

  test('an administrator at 390 px: Fornecedor first, the Fornecedor column, the drawer over the whole screen; axe', async ({ page, adminApi }) => {
    const { results } = await contracts(adminApi);
    expect(results.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, ADMIN, MONITORING);
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoramento dos Contratos' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('combobox').first()).toHaveAccessibleName('Fornecedor');
    await expect(grid(page).getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
    // The page itself never scrolls sideways: the grid scrolls inside its region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'Monitoramento dos Contratos (admin, 390 px)');
    await page.goto(`${MONITORING}?item=${results[0]!.installment_id}`);
    const drawer = page.getByRole('dialog', { name: 'Detalhe do contrato' });
    await expect(drawer.getByRole('heading', { name: 'URs do contrato' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(390);
    await expectNoAxeViolations(page, 'Detalhe do contrato (admin, 390 px)');
  });
});
