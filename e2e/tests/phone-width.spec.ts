import type { Locator, Page } from '@playwright/test';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { expect, signInPage, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };

/** The element's box lies wholly inside the window, side to side. */
async function expectInsideWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge inside the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge inside the window').toBeLessThanOrEqual(width);
}

/** What an input shows is not cut: its text fits its box. */
async function expectNotCut(element: Locator) {
  const { scrollWidth, clientWidth } = await element.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'text wider than its box').toBeLessThanOrEqual(clientWidth);
}

test.describe('390 px wide', () => {
  test.use({ viewport: PHONE });

  for (const account of [ADMIN, CREDITOR_USER]) {
    test(`Parâmetros (${account.email}): the tabs scroll with arrows, 'Bancos' comes fully into view`, async ({ page }, testInfo) => {
      await signInPage(page, account, '/app/parameters');
      const banks = page.getByRole('tab', { name: 'Bancos' });
      await expect(banks).toBeAttached();
      const forward = page.locator('.MuiTabs-scrollButtons').last();
      await expect(forward).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('parameters-tabs-390.png') });
      await forward.click();
      await expect(async () => expectInsideWidth(page, banks)).toPass();
      await banks.click();
      await expect(banks).toHaveAttribute('aria-selected', 'true');
      await expectInsideWidth(page, banks);
    });
  }

  const pagers = [
    { screen: 'Fornecedores', account: ADMIN, url: '/app/creditors' },
    { screen: 'Parâmetros › Bancos', account: ADMIN, url: '/app/parameters?tab=3' },
    { screen: 'Relatórios', account: ADMIN, url: '/app/reports' },
    { screen: 'Relatórios', account: CREDITOR_USER, url: '/app/reports' },
  ];
  for (const { screen, account, url } of pagers) {
    test(`${screen} (${account.email}): the pager's arrows stay inside the window`, async ({ page }, testInfo) => {
      await signInPage(page, account, url);
      const next = page.getByRole('button', { name: 'Ir para a próxima página' }).first();
      await next.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('pager-390.png') });
      await expectInsideWidth(page, next);
      await expectInsideWidth(page, page.getByRole('button', { name: 'Ir para a página anterior' }).first());
    });
  }

  test('Relatórios: the filters fold behind Filtros, so the first screen shows rows; amounts stay on one line', async ({ page }, testInfo) => {
    await signInPage(page, ADMIN, '/app/reports');
    const toggle = page.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Códigos (separados por vírgula)' })).toBeHidden();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    expect((await firstRow.boundingBox())!.y).toBeLessThan(PHONE.height);
    await page.screenshot({ path: testInfo.outputPath('reports-folded-390.png') });

    // Every amount of the rows on screen is one line: 'R$' never sits apart from its digits.
    const amounts = page.getByRole('cell').filter({ hasText: /^R\$/ });
    expect(await amounts.count()).toBeGreaterThan(0);
    const lines = await amounts.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines.every((n) => n === 1)).toBe(true);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Códigos (separados por vírgula)' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('reports-unfolded-390.png'), fullPage: true });
  });
});

test.describe('date fields', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the schedules list's period shows whole dates, and long date labels are not cut", async ({ page }, testInfo) => {
    await signInPage(page, CREDITOR_USER, '/app/schedules');
    for (const name of ['Data inicial', 'Data final']) {
      const field = page.getByRole('textbox', { name });
      await expect(field).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectNotCut(field);
    }
    await page.screenshot({ path: testInfo.outputPath('schedules-1366.png') });

    await page.goto('/app/appointments/create');
    for (const name of ['Data de execução inicial', 'Data de execução final']) {
      const label = page.locator('label', { hasText: name });
      await expect(label).toBeVisible();
      await expectNotCut(label);
    }
    await page.screenshot({ path: testInfo.outputPath('commitment-create-1366.png'), fullPage: true });
  });
});
