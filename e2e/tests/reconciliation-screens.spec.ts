import type { Page } from '@playwright/test';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signInPage, test } from '../support/fixtures';

// 'Divergências', 'Conciliação de Agenda' and 'Conciliação Bancária' (spec 4 §2.3-§2.6) over the
// demo data: the sandbox's controlled anomalies (§9.2) leave pending divergences to justify.

const DIVERGENCES = '/app/conciliation-consult';

interface DivergenceRow {
  id: string;
  status: string;
  type: string;
}

/** The demo creditor's pending divergences, biggest first, as the queue answers them. */
async function pendingDivergences(api: { get<T>(path: string, query?: Record<string, string | number>): Promise<T> }) {
  const answer = await api.get<{ results: DivergenceRow[]; metadata: { resultset: { count: number } } }>('reconciliation/divergences', { limit: 100 });
  return answer.results.filter((d) => d.status === 'pendente');
}

const grid = (page: Page) => page.getByRole('region', { name: 'Tabela de resultados' });

test.describe('Divergências', () => {
  test('a creditor user justifies a pending divergence from the queue; its history says so; the screen passes axe', async ({ page, creditorApi }) => {
    const pending = await pendingDivergences(creditorApi);
    expect(pending.length, 'the demo data (spec 4 §9.2 anomalies) holds pending divergences').toBeGreaterThan(0);
    const target = pending[0]!;
    await signInPage(page, CREDITOR_USER, DIVERGENCES);
    await expect(page.getByRole('heading', { level: 1, name: 'Divergências' })).toBeVisible();
    await expect(page.getByText('O que não confere entre previsto, liquidado e creditado, do registro à solução')).toBeVisible();
    // A creditor user never gets 'Fornecedor'.
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
    for (const card of ['Pendentes', 'Mais antiga', 'Resolvidas em 30 dias', 'Justificadas em 30 dias']) {
      await expect(page.getByRole('group', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Idade das pendências' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Por tipo' })).toBeVisible();
    await expectNoAxeViolations(page, 'Divergências (fornecedor)');

    // The drawer opens at ?item={id} and keeps the list behind it.
    await page.goto(`${DIVERGENCES}?item=${target.id}`);
    const drawer = page.getByRole('dialog', { name: 'Detalhe da divergência' });
    await expect(drawer.getByRole('heading', { name: 'Histórico' })).toBeVisible();
    // The difference keeps its sign (encontrado − esperado): a missing payment reads -R$ ….
    await expect(drawer.getByText(/^Criada: diferença de -?R\$/)).toBeVisible();
    // The item's chain (spec 4 §2.5), each step an accordion, the steps the type concerns open.
    const concerned = target.type === 'credito_sem_origem' ? 'Crédito no banco' : 'Liquidação';
    await expect(drawer.getByRole('region', { name: concerned }).getByRole('button', { name: new RegExp(concerned) })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('region', { name: 'Crédito no banco' })).toBeVisible();
    await expectNoAxeViolations(page, 'Detalhe da divergência (fornecedor)');
    await drawer.getByRole('button', { name: 'Justificar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Justificar divergência' });
    await dialog.getByRole('combobox', { name: 'Motivo' }).click();
    await page.getByRole('option', { name: 'Tarifa bancária' }).click();
    await dialog.getByRole('textbox', { name: 'Justificativa' }).fill('curta');
    await expect(dialog.getByRole('button', { name: 'Justificar' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Justificativa' }).fill('Tarifa cobrada pelo banco na liquidação (e2e)');
    await dialog.getByRole('button', { name: 'Justificar' }).click();
    await expect(page.getByText('Divergência justificada com sucesso!')).toBeVisible();
    await expect(drawer.getByText(/^Justificada — Tarifa bancária: "Tarifa cobrada pelo banco na liquidação \(e2e\)"/)).toBeVisible();
  });

  test('a chart bar and the filter form put the filter in the address', async ({ page }) => {
    await signInPage(page, CREDITOR_USER, DIVERGENCES);
    await page.getByRole('textbox', { name: 'Idade mínima (dias)' }).fill('3');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/age_min=3/);
    const aging = page.getByRole('region', { name: 'Idade das pendências' });
    await aging.getByRole('button', { name: 'Ver dados' }).click();
    await expect(aging.getByRole('table', { name: 'Idade das pendências' })).toContainText('Mais de 30 dias');
  });

  test('an administrator gets Fornecedor first and the Fornecedor column, and the screen fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, ADMIN, DIVERGENCES);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('combobox').first()).toHaveAccessibleName('Fornecedor');
    await expect(grid(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'Divergências (admin, 390 px)');
  });
});

test.describe('Conciliação de Agenda', () => {
  test('a creditor user sees the period from today − 7 to today + 30, the KPI cards and the charts; a row opens Detalhe da UR at ?item=', async ({ page }) => {
    await signInPage(page, CREDITOR_USER, '/app/conciliation-schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Conciliação de Agenda' })).toBeVisible();
    await expect(page.getByText('Agenda da registradora × informação de liquidação, por UR com efeitos do fornecedor')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);
    for (const card of ['Previsto', 'Liquidado', 'Diferença', 'Conciliado', 'Divergências pendentes']) {
      await expect(page.getByRole('group', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Situação por data de liquidação' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Distribuição' })).toBeVisible();
    await expectNoAxeViolations(page, 'Conciliação de Agenda (fornecedor)');
    const open = grid(page).getByRole('button', { name: /^Abrir detalhe da UR de / }).first();
    await open.click();
    await expect(page).toHaveURL(/[?&]item=/);
    const drawer = page.getByRole('dialog', { name: 'Detalhe da UR' });
    for (const step of ['UR na registradora', 'Efeitos de contrato', 'Liquidação', 'Crédito no banco', 'Conciliação']) await expect(drawer.getByRole('region', { name: step })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'UR na registradora' }).getByText('Valor constituído total')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Efeitos de contrato' }).getByText('Previsto congelado em').first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ver divergências' })).toHaveAttribute('href', /^\/app\/conciliation-consult\?item_id=/);
    await expectNoAxeViolations(page, 'Detalhe da UR');
  });

  test("the grid's 'Total do filtro' row shows the KPI cards' figures; an administrator sees every effect in the drawer", async ({ page }) => {
    await signInPage(page, ADMIN, '/app/conciliation-schedule');
    const total = grid(page).getByRole('row').filter({ hasText: 'Total do filtro' });
    await expect(total).toBeVisible();
    for (const card of ['Previsto', 'Liquidado']) {
      const figure = (await page.getByRole('group', { name: card }).getByText(/R\$/).first().textContent())!;
      await expect(total).toContainText(figure);
    }
    await grid(page).getByRole('button', { name: /^Abrir detalhe da UR de / }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Detalhe da UR' });
    await expect(drawer.getByRole('region', { name: 'Efeitos de contrato' }).getByText('Fornecedor').first()).toBeVisible();
    // An administrator never gets the sums that stand for other creditors [D14].
    await expect(drawer.getByText('Outros efeitos')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Detalhe da UR (admin)');
  });
});
