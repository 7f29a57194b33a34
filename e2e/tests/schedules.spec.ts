import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { generateCnpj } from '@lastro/domain';
import { SchedulesPage } from '../pages/SchedulesPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';

// Demo merchants (apps/server/src/seeds/schedules.seed.ts): one with an opt-in and a contract, one without opt-in.
const PADARIA = { document: generateCnpj({ seed: 101 }), name: 'Padaria Pão Dourado Ltda' };
const ROTA_SUL = { document: generateCnpj({ seed: 103 }), name: 'Auto Peças Rota Sul Ltda' };
const FARMACIA = { document: generateCnpj({ seed: 105 }), name: 'Farmácia Vida Plena Ltda' };

test.describe('receivables schedules', () => {
  test('a creditor user queries a merchant, follows it to processed, filters the agenda by a chart bar and downloads the summary', async ({ page }, testInfo) => {
    const schedules = new SchedulesPage(page);
    await signInPage(page, CREDITOR_USER, '/app/schedules');
    await expect(schedules.processedRows(PADARIA.name)).toHaveCount(1);
    // Creditor users see neither the creditor nor the partner column.
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toHaveCount(0);

    await schedules.newQuery();
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveAttribute('aria-disabled', 'true');
    await schedules.lookUp(PADARIA.document, PADARIA.name);
    await schedules.submit();
    // The list asks again while a query is in processing: the new one reaches processed on screen.
    await expect(schedules.processedRows(PADARIA.name)).toHaveCount(2, { timeout: 30_000 });

    await schedules.openNewest(PADARIA.name);
    await page.screenshot({ path: testInfo.outputPath('detail-creditor.png'), fullPage: true });
    // The amounts come last: the total, then the three parts it is made of.
    for (const table of ['Resumo', 'Agenda Analítica'])
      expect((await page.getByRole('table', { name: table }).getByRole('columnheader').allTextContents()).slice(-4)).toEqual([
        'Valor total',
        'Valor comprometido',
        'Valor disponível',
        'Liquidado',
      ]);
    // On a 1366 px screen, beside the menu, the Agenda Analítica's columns all fit without scrolling it sideways.
    await page.setViewportSize({ width: 1366, height: 900 });
    const container = page.getByRole('table', { name: 'Agenda Analítica' }).locator('xpath=..');
    await expect.poll(() => container.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    const all = await schedules.analyticalTotal();
    expect(all).toBeGreaterThan(100);
    // A contract registered at the sandbox commits part of the first months.
    const committed = await page.getByRole('table', { name: 'Resumo' }).locator('tbody tr td:nth-child(6)').allTextContents();
    expect(committed.some((c) => c !== 'R$ 0,00')).toBe(true);

    await page.locator('.MuiBarChart-element').first().click();
    const chip = page.getByRole('button', { name: 'Limpar filtro' });
    await expect(chip).toContainText('Filtrando a agenda analítica por');
    const acquirer = ((await chip.textContent()) ?? '').split(' · ')[1]!.trim();
    const filtered = await schedules.analyticalTotal();
    expect(filtered).toBeLessThan(all);
    for (const cell of await page.getByRole('table', { name: 'Agenda Analítica' }).locator('tbody tr td:nth-child(4)').allTextContents())
      expect(cell).toBe(acquirer);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar planilha' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^schedule.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['Estabelecimento', 'Credenciadora', 'Valor total', 'Valor comprometido', 'Valor disponível', 'Liquidado']));
    expect(sheet.rowCount).toBeGreaterThan(1);
    // Every Resumo row of the file adds up: the total is committed + free + settled.
    const amounts = ['Valor total', 'Valor comprometido', 'Valor disponível', 'Liquidado'].map((h) => header.indexOf(h));
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    for (let r = 2; r <= sheet.rowCount; r++) {
      const [total, ...parts] = amounts.map((column) => cents(sheet.getRow(r).getCell(column).value));
      expect(total, `row ${r}`).toBe(parts.reduce((a, b) => a + b, 0));
    }
  });

  test('an administrator registers a missing opt-in by hand, then queries the merchant', async ({ page }, testInfo) => {
    const schedules = new SchedulesPage(page);
    await signInPage(page, ADMIN, '/app/schedules');
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
    await schedules.newQuery();
    await schedules.chooseCreditor(CREDITOR_USER.companyName);
    await schedules.lookUp(FARMACIA.document, FARMACIA.name);
    await expect(page.getByText('Consulta de Agenda não permitida! Estabelecimento sem opt-in ativo!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Consultar' })).toBeDisabled();

    await page.getByRole('button', { name: 'Registrar opt-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar opt-in' });
    await dialog.getByRole('button', { name: 'Registrar opt-in' }).click();
    await expect(dialog).toBeHidden();
    // With the opt-in active the registry answers discovery: the linked acquirers are offered.
    await expect(page.getByText('Credenciadoras vinculadas')).toBeVisible();
    await page.getByRole('combobox', { name: 'Credenciadoras' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: testInfo.outputPath('create-admin.png'), fullPage: true });
    await schedules.submit();
    await expect(schedules.processedRows(FARMACIA.name)).toHaveCount(1, { timeout: 30_000 });
    await expect(schedules.processedRows(FARMACIA.name)).toContainText(CREDITOR_USER.companyName);
  });

  test('390 px wide: list, new query and detail stay usable', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const schedules = new SchedulesPage(page);
    await signInPage(page, CREDITOR_USER, '/app/schedules');
    await expect(schedules.processedRows(PADARIA.name).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('list-390.png'), fullPage: true });
    await schedules.openNewest(PADARIA.name);
    await expect(page.getByRole('button', { name: 'Atualizar Agenda' })).toBeVisible();
    // The last amount column is reached by scrolling the table, not the page.
    const settled = page.getByRole('table', { name: 'Agenda Analítica' }).getByRole('columnheader', { name: 'Liquidado' });
    await settled.scrollIntoViewIfNeeded();
    await expect(settled).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('detail-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Voltar para a listagem' }).click();
    await schedules.newQuery();
    await expect(page.getByRole('button', { name: 'Consultar' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('create-390.png'), fullPage: true });
  });

  test('an administrator in the merchant mode starts from the document: the supplier follows the merchant', async ({ page }) => {
    const schedules = new SchedulesPage(page);
    await signInPage(page, ADMIN, '/app/schedules');
    await schedules.showOnly('Rota Sul');
    await expect(schedules.processedRows(ROTA_SUL.name)).toHaveCount(1);
    await schedules.newQuery();
    await page.getByRole('combobox', { name: 'Modo de consulta' }).click();
    await page.getByRole('option', { name: 'Estabelecimento' }).click();
    await schedules.lookUp(ROTA_SUL.document, ROTA_SUL.name);
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveText(CREDITOR_USER.companyName);
    await schedules.submit();
    await schedules.showOnly('Rota Sul');
    await expect(schedules.processedRows(ROTA_SUL.name)).toHaveCount(2, { timeout: 30_000 });
    await expect(schedules.processedRows(ROTA_SUL.name).first()).toContainText(CREDITOR_USER.companyName);
  });
});
