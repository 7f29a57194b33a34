import { generateCnpj, maskCnpj } from '@lastro/domain';
import { MerchantsPage } from '../pages/MerchantsPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';

// Demo merchants (apps/server/src/seeds/merchants/merchants.seed.ts, plus the 8 of seeds/imports.seed.ts's demo import): 49 across three
// suppliers, 27 of them the demo supplier's;
// other specs running alongside add merchants of their own (never to Banco Horizonte), so totals are lower bounds.
const PADARIA = { document: generateCnpj({ seed: 101 }), trading: 'Pão Dourado' };
const SABOR_MINEIRO = 'Sabor Mineiro';
const OTICA = { company: 'Ótica Visão Clara Ltda', trading: 'Visão Clara' };
const DEMO_SUPPLIER_MERCHANTS = 27;
const DEMO_MERCHANTS = 49;
const BANK = 'Banco Horizonte S.A.';

test.describe('merchants list', () => {
  test('an administrator sees every supplier with the supplier and partner columns and filters by supplier, name and document', async ({ page }, testInfo) => {
    const merchants = new MerchantsPage(page);
    await signInPage(page, ADMIN, '/app/merchants');
    await expect(page.getByRole('heading', { name: 'Estabelecimentos' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Parceiro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar estabelecimento' })).toBeVisible();
    expect(await merchants.total()).toBeGreaterThanOrEqual(DEMO_MERCHANTS);
    await page.screenshot({ path: testInfo.outputPath('list-admin.png'), fullPage: true });

    await merchants.search({ name: 'dourado' });
    await expect(merchants.table.locator('tbody tr')).toHaveCount(1);
    await expect(merchants.rows(PADARIA.trading)).toContainText(CREDITOR_USER.companyName);
    await expect(merchants.rows(PADARIA.trading)).toContainText(maskCnpj(PADARIA.document));

    await merchants.clear();
    await merchants.search({ document: maskCnpj(PADARIA.document).slice(0, 10) });
    await expect(merchants.rows(PADARIA.trading)).toHaveCount(1);

    await merchants.clear();
    await merchants.search({ supplier: BANK });
    await merchants.expectTotal(12);
    for (const supplier of await merchants.table.locator('tbody tr td:nth-child(5)').allTextContents()) expect(supplier).toBe(BANK);

    // The partnership of Crédito Sul shows in the partner column; the sort runs on the server.
    await merchants.clear();
    await merchants.search({ name: SABOR_MINEIRO });
    await expect(merchants.rows(SABOR_MINEIRO)).toContainText('Rede Varejo');
    await merchants.clear();
    // The server's answer to the sorted call is what the table shows (other specs add merchants
    // alongside, so which name comes first is not fixed).
    const sorted = page.waitForResponse((r) => r.url().includes('/api/merchants?') && /Order=asc/.test(r.url()));
    await page.getByRole('columnheader', { name: 'Nome fantasia' }).getByRole('button').click();
    await expect(page).toHaveURL(/tradingNameOrder=asc/);
    const answer = (await (await sorted).json()) as { results: { trading_name: string }[] };
    expect(answer.results.length).toBeGreaterThan(1);
    const firstCells = merchants.table.locator('tbody tr td:nth-child(3)');
    await expect(firstCells).toHaveText(answer.results.map((r) => r.trading_name));
  });

  test("the name filter ignores case and accents: 'otica' and 'ÓTICA' find 'Ótica Visão Clara', 'visao' finds 'Visão'", async ({ page }) => {
    const merchants = new MerchantsPage(page);
    await signInPage(page, ADMIN, '/app/merchants');
    for (const typed of ['otica', 'ÓTICA', 'ótica visão']) {
      await merchants.search({ name: typed });
      await expect(merchants.rows(OTICA.trading)).toHaveCount(1);
      await expect(merchants.rows(OTICA.trading)).toContainText(OTICA.company);
      await merchants.clear();
    }
    await merchants.search({ name: 'visao clara' });
    await expect(merchants.rows(OTICA.trading)).toHaveCount(1);
  });

  test('a creditor user sees only its supplier’s merchants, without the supplier column or filter', async ({ page }) => {
    const merchants = new MerchantsPage(page);
    await signInPage(page, CREDITOR_USER, '/app/merchants');
    await expect(page.getByRole('heading', { name: 'Estabelecimentos' })).toBeVisible();
    // Its own supplier's only: at least the demo's, and fewer than every supplier's.
    const own = await merchants.total();
    expect(own).toBeGreaterThanOrEqual(DEMO_SUPPLIER_MERCHANTS);
    expect(own).toBeLessThan(DEMO_MERCHANTS);
    await expect(page.getByRole('columnheader', { name: 'Fornecedor' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Parceiro' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveCount(0);

    await merchants.search({ name: SABOR_MINEIRO });
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
    await merchants.clear();
    await merchants.search({ name: 'dourado' });
    await expect(merchants.rows(PADARIA.trading)).toHaveCount(1);
  });

  test('the export is sent as a job; the dialog closes when it ends and says where the file is', async ({ page }) => {
    const merchants = new MerchantsPage(page);
    await signInPage(page, CREDITOR_USER, '/app/merchants');
    expect(await merchants.total()).toBeGreaterThanOrEqual(DEMO_SUPPLIER_MERCHANTS);
    await merchants.exportList();
  });
});
