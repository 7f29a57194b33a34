import { generateCnpj, generateCpf } from '@lastro/domain';
import { MerchantLinksPage } from '../pages/MerchantLinksPage';
import { NotificationsDrawer } from '../pages/NotificationsDrawer';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import type { ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';
import { optOutAndWait } from '../support/optins';

// Demo merchants of the demo creditor (apps/server/src/seeds/schedules.seed.ts): one with an
// opt-in, one without. Their partners and links come from seeds/merchants/links.seed.ts.
const PADARIA = generateCnpj({ seed: 101 });
const FARMACIA = generateCnpj({ seed: 105 });

type Status = { merchant: { id: string; creditor_id: string }; optin_status: boolean };
const statusOf = (api: ApiClient, document: string) => api.get<Status>('merchants/status', { document });

test.describe('merchant partners, acquirer links and discovery', () => {
  // Discovery and the opt-out below change the demo merchants' links: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('an administrator adds a partner and deletes it', async ({ page, adminApi }, testInfo) => {
    const tabs = new MerchantLinksPage(page);
    const { merchant } = await statusOf(adminApi, PADARIA);
    await signInPage(page, ADMIN, '/app');
    await tabs.openPartners(merchant.id);
    const name = `Sócia E2E ${Date.now().toString(36)}`;
    const cpf = generateCpf({ seed: Date.now() % 1_000_000 });
    await tabs.addPartner(cpf, name);
    await page.screenshot({ path: testInfo.outputPath('partners-admin.png'), fullPage: true });
    const row = tabs.row('Sócios cadastrados', name);
    await expect(row).toContainText(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
    await expect(row).toContainText('Pendente');
    await tabs.deleteRow(name);
    await expect(page.getByText('Excluído com sucesso')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('an administrator links an acquirer with its anticipation and deletes the link', async ({ page, adminApi }) => {
    const tabs = new MerchantLinksPage(page);
    const { merchant } = await statusOf(adminApi, FARMACIA);
    await signInPage(page, ADMIN, '/app');
    await tabs.openAcquirers(merchant.id);
    await tabs.linkAcquirer('Adyen', 'Antecipação pontual');
    const row = tabs.row('Credenciadoras vinculadas', 'Adyen');
    await expect(row).toContainText('Antecipação pontual');
    await expect(tabs.row('Listagem de vínculos', 'Adyen')).toContainText('14.796.606/0001-90');
    await tabs.deleteRow('Adyen');
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Excluído com sucesso')).toBeVisible();
  });

  test('Discovery on a merchant with opt-in: the notification leads to the links found at the registry', async ({ page, shell, adminApi }, testInfo) => {
    const tabs = new MerchantLinksPage(page);
    const drawer = new NotificationsDrawer(page);
    const { merchant, optin_status } = await statusOf(adminApi, PADARIA);
    expect(optin_status).toBe(true);
    // Start from no links, so what shows afterwards is what this discovery found.
    const before = await adminApi.get<{ results: { id: string }[] }>(`merchants/${merchant.id}/acquirers`);
    for (const link of before.results) await adminApi.delete(`merchants/acquirers/${link.id}`);

    await signInPage(page, ADMIN, '/app');
    await tabs.openAcquirers(merchant.id);
    await expect(tabs.section('Listagem de vínculos')).toContainText('Nenhuma credenciadora encontrada');
    await expect(tabs.discovery).toBeEnabled();
    await tabs.discovery.click();
    await expect(page.getByText('Discovery esta sendo realizado, aguarde alguns minutos')).toBeVisible();

    await drawer.open(shell.bell);
    const item = drawer.item('Discovery concluído').first();
    await expect(item).toBeVisible({ timeout: 30_000 });
    await item.getByRole('button', { name: 'Mais informações' }).click();
    await drawer.detail.getByRole('link', { name: 'Ver credenciadoras do estabelecimento' }).click();
    await expect(page).toHaveURL(new RegExp(`id=${merchant.id}&tab=2`));

    const listed = tabs.section('Listagem de vínculos').getByRole('button', { name: /^Arranjos / });
    await expect(listed.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('acquirers-admin.png'), fullPage: true });
    await listed.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('columnheader', { name: 'Código' })).toBeVisible();
    await expect(dialog.getByRole('row')).not.toHaveCount(1);
    await expect(dialog).not.toContainText('Nenhum arranjo encontrado para esse originador');
  });

  test('Discovery on a merchant without opt-in is refused with the spec\'s message', async ({ page, adminApi }) => {
    const tabs = new MerchantLinksPage(page);
    const { merchant, optin_status } = await statusOf(adminApi, FARMACIA);
    // Another spec may have registered an opt-in on this merchant: take it back.
    if (optin_status) await optOutAndWait(adminApi, merchant.id, merchant.creditor_id);
    await signInPage(page, ADMIN, '/app');
    await tabs.openAcquirers(merchant.id);
    await expect(tabs.discovery).toBeEnabled();
    await tabs.discovery.click();
    await expect(page.getByText('Discovery não permitido! Estabelecimento sem opt-in ativo!')).toBeVisible();
  });

  test('a creditor user sees both tabs without the administrator\'s actions', async ({ page, creditorApi }) => {
    const tabs = new MerchantLinksPage(page);
    const { merchant } = await statusOf(creditorApi, PADARIA);
    await signInPage(page, CREDITOR_USER, '/app');
    await tabs.openPartners(merchant.id);
    await expect(tabs.section('Sócios cadastrados').getByRole('row')).not.toHaveCount(1);
    await expect(tabs.partnerForm).toHaveCount(0);
    await expect(tabs.section('Sócios cadastrados').getByRole('button', { name: /^Excluir / })).toHaveCount(0);

    await tabs.openAcquirers(merchant.id);
    await expect(tabs.linkForm).toHaveCount(0);
    await expect(tabs.discovery).toHaveCount(0);
    await expect(tabs.section('Credenciadoras vinculadas').getByRole('row')).not.toHaveCount(1);
    await expect(tabs.section('Credenciadoras vinculadas').getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  });
});
