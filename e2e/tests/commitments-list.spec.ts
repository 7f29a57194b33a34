import { MESSAGES } from '@lastro/domain';
import type { Page } from '@playwright/test';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';
import { seedDeals, type SeededDeal } from '../support/seed-deals';

const M = MESSAGES.commitments;

// The demo supplier's commitments this spec adds (the list reads them as the pipeline writes them).
const DEALS: Omit<SeededDeal, 'code'>[] = [
  { title: 'Giro Aprovado', status: 2, amount: 1500, strategy: 0 },
  { title: 'Giro Cancelado', status: 3, amount: 250.5, strategy: 0 },
  { title: 'Pedido a aprovar', status: 1, amount: 9999.99, strategy: 0 },
  { title: 'Recusado na registradora', status: 5, amount: 80, strategy: 0 },
  { title: 'Fumaça aprovada', status: 2, amount: 4200, strategy: 1 },
];
let seeded: SeededDeal[];
const code = (title: string) => seeded.find((d) => d.title === title)!.code;

test.beforeAll(async () => {
  seeded = (await seedDeals(DEALS)).deals;
});

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, text: string) => bodyRows(page).filter({ hasText: text });

async function searchCodes(page: Page, codes: string[]) {
  await page.getByRole('textbox', { name: M.codesFilter }).fill(codes.join(', '));
  await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
  await expect(page).toHaveURL(/codes=/);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('commitments list', () => {
  test('an administrator filters, sorts on the server, opens the actions with their questions and reaches the detail', async ({ page }, testInfo) => {
    await signInPage(page, ADMIN, '/app/appointments');
    await expect(page.getByRole('heading', { name: M.listTitle })).toBeVisible();
    await expect(page.getByRole('tab', { name: M.commitmentsTab })).toBeVisible();
    await expect(page.getByRole('tab', { name: M.requestsTab })).toBeVisible();
    await expect(page.getByRole('button', { name: M.addCommitment })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: M.supplierColumn })).toBeVisible();

    const performed = seeded.filter((d) => d.strategy === 0);
    await searchCodes(page, seeded.map((d) => d.code));
    await expect(bodyRows(page)).toHaveCount(performed.length);
    await expect(page.getByText(/^Total de linhas:/)).toHaveText(`Total de linhas: ${performed.length}`);
    await expect(row(page, code('Giro Aprovado'))).toContainText('Aprovado');
    await expect(row(page, code('Giro Aprovado'))).toContainText('R$ 1.500,00');
    await expect(row(page, code('Giro Aprovado'))).toContainText(CREDITOR_USER.companyName.replace(' Ltda', ''));
    // Grouping is disabled while codes is filled.
    await expect(page.getByRole('textbox', { name: M.groupingFilter })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('commitments-admin-1440.png'), fullPage: true });

    // Sort on the server: none -> asc -> desc -> cleared.
    const amountSort = page.getByRole('columnheader', { name: M.amountColumn }).getByRole('button');
    await amountSort.click();
    await expect(page).toHaveURL(/amountOrder=asc/);
    await expect(bodyRows(page).first()).toContainText(code('Recusado na registradora'));
    await amountSort.click();
    await expect(page).toHaveURL(/amountOrder=desc/);
    await expect(bodyRows(page).first()).toContainText(code('Pedido a aprovar'));
    await amountSort.click();
    await expect(page).not.toHaveURL(/Order=/);

    await pick(page, M.statusFilter, 'Cancelado');
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(code('Giro Cancelado'));

    await pick(page, M.statusFilter, 'Todos');
    await pick(page, M.modalityFilter, 'Contrato Fumaça');
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(code('Fumaça aprovada'));
    await expect(bodyRows(page).first()).toContainText('Fumaça');

    // An approved commitment offers the four actions; contestar asks the spec's question and 'Não' leaves it.
    await pick(page, M.modalityFilter, 'Contrato Performado');
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await row(page, code('Giro Aprovado')).getByRole('button', { name: new RegExp(`^${M.actionsColumn} `) }).click();
    await expect(page.getByRole('menuitem')).toHaveText([M.cancelAction, M.writeOffAction, M.settleAction, M.contestAction]);
    await page.getByRole('menuitem', { name: M.contestAction }).click();
    const dialog = page.getByRole('dialog', { name: M.confirmTitle });
    await expect(dialog).toContainText(M.confirmContest);
    await expect(dialog.getByRole('button', { name: 'Sim' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, code('Giro Aprovado'))).toContainText('Aprovado');

    await row(page, code('Pedido a aprovar')).getByRole('button', { name: new RegExp(`^${M.actionsColumn} `) }).click();
    await expect(page.getByRole('menuitem')).toHaveText([M.cancelAction, M.resendAction]);
    await page.getByRole('menuitem', { name: M.resendAction }).click();
    await expect(dialog).toContainText(M.confirmResend);
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('commitments-admin-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await row(page, code('Giro Aprovado')).getByRole('link', { name: code('Giro Aprovado') }).click();
    await expect(page).toHaveURL(/\/app\/appointments\/edit\?id=[0-9a-f-]{36}$/);
  });

  test('a creditor user sees its own commitments without the supplier column or contestar, and the requests tab', async ({ page }, testInfo) => {
    await signInPage(page, CREDITOR_USER, '/app/appointments');
    await expect(page.getByRole('heading', { name: M.listTitle })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: M.supplierColumn })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: M.supplierFilter })).toHaveCount(0);
    // The demo profile may create: the add button is there.
    await expect(page.getByRole('button', { name: M.addCommitment })).toBeVisible();

    await searchCodes(page, seeded.map((d) => d.code));
    await expect(bodyRows(page)).toHaveCount(seeded.filter((d) => d.strategy === 0).length);
    // The demo profile deletes and edits, and is not an administrator: no contestar.
    await row(page, code('Giro Aprovado')).getByRole('button', { name: new RegExp(`^${M.actionsColumn} `) }).click();
    await expect(page.getByRole('menuitem')).toHaveText([M.cancelAction, M.writeOffAction, M.settleAction]);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: testInfo.outputPath('commitments-creditor-1440.png'), fullPage: true });

    await page.getByRole('tab', { name: M.requestsTab }).click();
    await page.getByRole('textbox', { name: M.codesFilter }).fill(seeded.map((d) => d.code).join(' '));
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(code('Pedido a aprovar'));
    await expect(bodyRows(page).first()).toContainText('A aprovar');
    await expect(bodyRows(page).first()).toContainText('R$ 9.999,99');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('requests-creditor-390.png'), fullPage: true });
  });
});
