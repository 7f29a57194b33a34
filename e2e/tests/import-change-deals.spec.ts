import { randomUUID } from 'node:crypto';
import { paths } from '../../apps/web/src/lib/paths';
import { ImportFlowPage } from '../pages/ImportFlowPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { canSeedDeals, seedDeal } from '../support/deals';
import { expect, signInPage, test } from '../support/fixtures';

const csv = (rows: string[][]) => Buffer.from(['id_compromisso;id_domicilio', ...rows.map((r) => r.join(';'))].join('\r\n'), 'utf8');

test.describe('Alterar Contratos (change-deals import)', () => {
  test.skip(!canSeedDeals(), 'seeds commitments in the database of a server the runner started');

  test('an admin imports a file with a refused row: only it stays, with Erro and its message, scrolled right', async ({ page, adminApi }, testInfo) => {
    const deal = await seedDeal();
    const flow = new ImportFlowPage(page);
    await signInPage(page, ADMIN, paths.changeDeals.root.path);
    await expect(page.getByRole('heading', { name: 'Alterar Contratos' })).toBeVisible();

    const template = await flow.downloadTemplate();
    expect(template.name).toBe('modela_alteracao_contrato.csv');
    expect(template.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('id_compromisso;id_domicilio');

    await flow.chooseFile({ name: 'alteracao.csv', buffer: csv([[deal.id, deal.domiciles[1]!.id], [randomUUID(), deal.domiciles[1]!.id]]) });
    await flow.expectPreviewRows(2);
    await expect(page.getByRole('columnheader', { name: 'Id Compromisso' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Id Domicílio' })).toBeVisible();
    await flow.process();
    expect(await flow.waitForResult()).toBe('partial');

    const rows = await flow.failedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(-2)).toEqual(['Erro', 'Compromisso não encontrado']);
    const table = page.getByTestId('import-preview');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft > 0 || el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: 'Baixar linhas com erro' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('change-deals-admin-1440.png'), fullPage: true });

    const detail = await adminApi.get<{ bank_account: { id: string } }>(`deals/${deal.id}`);
    expect(detail.bank_account.id).toBe(deal.domiciles[1]!.id);
  });

  test('a creditor user moves its commitment: the screen clears with the success message (phone width)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const deal = await seedDeal({ creditorEmail: CREDITOR_USER.email });
    const flow = new ImportFlowPage(page);
    await signInPage(page, CREDITOR_USER, paths.changeDeals.root.path);
    await flow.chooseFile({ name: 'alteracao.csv', buffer: csv([[deal.id, deal.domiciles[1]!.id]]) });
    await flow.expectPreviewRows(1);
    await page.screenshot({ path: testInfo.outputPath('change-deals-creditor-390.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await flow.process();
    expect(await flow.waitForResult()).toBe('success');
    await expect(flow.previewRows).toHaveCount(0);
  });

  test('a refused request shows "Não foi possivel atualizar os contratos" and keeps the preview', async ({ page }) => {
    const flow = new ImportFlowPage(page);
    await signInPage(page, CREDITOR_USER, paths.changeDeals.root.path);
    await flow.chooseFile({ name: 'errado.csv', buffer: Buffer.from('outra;coluna\r\n1;2\r\n', 'utf8') });
    await flow.expectPreviewRows(1);
    await flow.process();
    await expect(page.getByText('Não foi possivel atualizar os contratos')).toBeVisible();
    await expect(flow.previewRows).toHaveCount(1);
  });

  test('a 100,000-row file previews without freezing the page, runs with a progress bar that survives a reload', async ({ page }) => {
    test.setTimeout(600_000);
    const domicile = randomUUID();
    const rows = Array.from({ length: 100_000 }, () => [randomUUID(), domicile]);
    const flow = new ImportFlowPage(page);
    await signInPage(page, ADMIN, paths.changeDeals.root.path);
    await flow.chooseFile({ name: 'grande.csv', buffer: csv(rows) });
    await flow.expectPreviewRows(100_000);
    await expect(page.getByText('1-10 de 100000')).toBeVisible();
    await expect(flow.previewRows).toHaveCount(10);
    await flow.process();
    const progress = page.getByTestId('import-progress');
    await expect(progress).toContainText(/Processando: [\d.]+ de 100\.000 linhas/);
    await page.reload();
    await expect(progress).toContainText(/Processando: [\d.]+ de 100\.000 linhas/, { timeout: 30_000 });
    await expect(page.getByRole('progressbar', { name: /Processando/ })).toBeVisible();
    expect(await flow.waitForResult(540_000)).toBe('partial');
    const failed = await flow.failedRows();
    expect(failed[0]!.slice(-2)).toEqual(['Erro', 'Compromisso não encontrado']);
  });
});
