import { addDays, generateCnpj, MESSAGES } from '@lastro/domain';
import type { Page } from '@playwright/test';
import { CommitmentCreatePage } from '../pages/CommitmentCreatePage';
import { SchedulesPage } from '../pages/SchedulesPage';
import { CREDITOR_USER } from '../support/accounts';
import { ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const M = MESSAGES.commitments;
// A demo merchant of the demo supplier with an active opt-in that no other spec commits
// (apps/server/src/seeds/schedules.seed.ts), so its committed amount moves only by this spec.
const BOM_PRECO = { document: generateCnpj({ seed: 102 }), name: 'Mercadinho Bom Preço Ltda' };
// The demo supplier's own originator and domicile (seeds/commitments.seed.ts).
const ORIGINATOR = new RegExp(CREDITOR_USER.companyName);

const reais = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** Asks the registry for the merchant's schedule; the Resumo's committed and available sums, in cents. */
async function scheduleSums(page: Page): Promise<{ committed: number; available: number }> {
  const schedules = new SchedulesPage(page);
  await schedules.gotoList();
  await schedules.showOnly(BOM_PRECO.name);
  const before = await schedules.processedRows(BOM_PRECO.name).count();
  await schedules.newQuery();
  await schedules.lookUp(BOM_PRECO.document, BOM_PRECO.name);
  await schedules.submit();
  await schedules.showOnly(BOM_PRECO.name);
  await expect(async () => {
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(schedules.processedRows(BOM_PRECO.name)).toHaveCount(before + 1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await schedules.openNewest(BOM_PRECO.name);
  const summary = page.getByRole('table', { name: 'Resumo' });
  // Every acquirer and arrangement on one page: the sums must cover them all.
  await summary.locator('xpath=../..').getByRole('combobox').click();
  await page.getByRole('option', { name: '100' }).click();
  const shown = await summary.locator('xpath=../..').getByText(/\d+-\d+ de \d+/).textContent();
  const [, last, count] = /\d+-(\d+) de (\d+)/.exec(shown ?? '') ?? [];
  expect(last).toBe(count);
  const headers = (await summary.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const sum = async (header: string) => {
    const column = headers.indexOf(header) + 1;
    expect(column, header).toBeGreaterThan(0);
    const cells = await summary.locator(`tbody tr td:nth-child(${column})`).allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    return cells.reduce((total, cell) => total + Math.round(reais(cell) * 100), 0);
  };
  return { committed: await sum(MESSAGES.schedules.committedColumn), available: await sum(MESSAGES.schedules.availableColumn) };
}

const listRow = (page: Page, code: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: code });

test.describe('a commitment through its life', () => {
  test('a creditor user commits a merchant’s receivables, watches it registered, sees the free amount drop on the schedule, cancels it and sees it come back', async ({ page, request }, testInfo) => {
    // Three schedule queries and a registration, each a job at the registry.
    test.setTimeout(240_000);
    const api = await ApiClient.signIn(request, CREDITOR_USER.email, CREDITOR_USER.password);
    const { registry_date: today } = await api.get<{ registry_date: string }>('merchants/status', { document: BOM_PRECO.document });

    await signInPage(page, CREDITOR_USER, '/app/schedules');
    const before = await scheduleSums(page);

    const form = new CommitmentCreatePage(page);
    await page.goto('/app/appointments/create');
    await expect(page.getByRole('heading', { name: M.createTitle })).toBeVisible({ timeout: 30_000 });
    await form.fillPartner(BOM_PRECO, ORIGINATOR);
    const code = `VIDA-${Date.now()}`;
    await form.fillContract(today, 'Contrato Performado', code);
    await form.choose('Tipo de transação', 'Pagamento');
    await form.choose('Tipo de contrato', 'Troca de Titularidade');
    await form.fillDate('Data de expiração', addDays(today, 180));
    await page.getByRole('textbox', { name: 'Valor total' }).pressSequentially('123456');
    // Days 61-90: the demo supplier's own contracts of this effect type on the merchant end before
    // (the registry refuses two of one creditor's contracts of one effect on the same URs).
    await form.fillDate('Data de execução inicial', addDays(today, 61));
    await form.fillDate('Data de execução final', addDays(today, 90));
    const created = page.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByText(M.sentForRegistration)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/appointments$/);

    // The registration job moves it from 'Em processamento' to 'Aprovado'; the list shows it on a reload.
    await page.getByRole('textbox', { name: M.codesFilter }).fill(code);
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(async () => {
      await page.reload();
      // The row itself may take a while to come back on a busy machine; only its status is polled.
      await expect(listRow(page, code)).toBeVisible();
      await expect(listRow(page, code)).not.toContainText('Em processamento', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(listRow(page, code)).toContainText('Aprovado');
    await page.screenshot({ path: testInfo.outputPath('lifecycle-approved.png'), fullPage: true });

    // A troca de titularidade moves R$ 1.234,56 of the merchant's URs to the supplier: committed, no longer free.
    const registered = await scheduleSums(page);
    await page.screenshot({ path: testInfo.outputPath('lifecycle-schedule.png'), fullPage: true });
    expect(registered).toEqual({ committed: before.committed + 123_456, available: before.available - 123_456 });

    await page.goto(`/app/appointments?codes=${code}`);
    await listRow(page, code).getByRole('button', { name: new RegExp(`^${M.actionsColumn} `) }).click();
    await page.getByRole('menuitem', { name: M.cancelAction }).click();
    const dialog = page.getByRole('dialog', { name: M.confirmTitle });
    await expect(dialog).toContainText(M.confirmCancel);
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText(M.deleted)).toBeVisible();
    await expect(listRow(page, code)).toContainText('Cancelado');

    expect(await scheduleSums(page)).toEqual(before);
  });
});
