import { addDays, generateCnpj, MESSAGES } from '@lastro/domain';
import type { Page } from '@playwright/test';
import { CommitmentCreatePage } from '../pages/CommitmentCreatePage';
import { CREDITOR_USER } from '../support/accounts';
import { ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const M = MESSAGES.commitments;
// A demo merchant of the demo supplier with an active opt-in that no other spec commits
// (apps/server/src/db/seed-schedules.ts), so its committed amount moves only by this spec.
const BOM_PRECO = { document: generateCnpj({ seed: 102 }), name: 'Mercadinho Bom Preço Ltda' };
// The demo supplier's own originator and domicile (db/seed-commitments.ts).
const ORIGINATOR = new RegExp(CREDITOR_USER.companyName);

const listRow = (page: Page, code: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: code });

test.describe('a commitment through its life', () => {
  test('a creditor user commits a merchant’s receivables, watches it registered at the registry and cancels it', async ({ page, request }, testInfo) => {
    // The registration is a job at the registry.
    test.setTimeout(240_000);
    const api = await ApiClient.signIn(request, CREDITOR_USER.email, CREDITOR_USER.password);
    const { registry_date: today } = await api.get<{ registry_date: string }>('merchants/status', { document: BOM_PRECO.document });

    await signInPage(page, CREDITOR_USER, '/app/appointments');

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
    await expect(page.getByText(M.created)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/appointments$/);

    // The registration job moves it from 'Em processamento' to 'Aprovado'; the list shows it on a reload.
    await page.getByRole('textbox', { name: M.codesFilter }).fill(code);
    await page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
    await expect(async () => {
      await page.reload();
      await expect(listRow(page, code)).not.toContainText('Em processamento', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(listRow(page, code)).toContainText('Aprovado');
    await page.screenshot({ path: testInfo.outputPath('lifecycle-approved.png'), fullPage: true });


    await page.goto(`/app/appointments?codes=${code}`);
    await listRow(page, code).getByRole('button', { name: new RegExp(`^${M.actionsColumn} `) }).click();
    await page.getByRole('menuitem', { name: M.cancelAction }).click();
    const dialog = page.getByRole('dialog', { name: M.confirmTitle });
    await expect(dialog).toContainText(M.confirmCancel);
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText(M.deleted)).toBeVisible();
    await expect(listRow(page, code)).toContainText('Cancelado');
  });
});
