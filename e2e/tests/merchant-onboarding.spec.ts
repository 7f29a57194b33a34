import { readFileSync } from 'node:fs';
import { MESSAGES, generateCnpj } from '@lastro/domain';
import { paths } from '../../apps/web/src/lib/paths';
import { MerchantDocumentsPage } from '../pages/MerchantDocumentsPage';
import { MerchantsPage } from '../pages/MerchantsPage';
import { OnboardingPage } from '../pages/OnboardingPage';
import { SchedulesPage } from '../pages/SchedulesPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import type { ApiClient } from '../support/api';
import { createFormMerchant } from '../support/merchants';
import { expect, signInPage, test } from '../support/fixtures';

// The demo merchant kept for trying the link (apps/server/src/seeds/merchants/access.seed.ts): no opt-in, a lead account only.
const JARDIM = {
  document: generateCnpj({ seed: 106 }),
  name: 'Floricultura Jardim Secreto Ltda',
  tradingName: 'Jardim Secreto',
  contact: 'Helena Castro',
  email: 'helena@jardimsecreto.com.br',
  phone: '11987650106',
};

// A 4x4 PNG, as a phone camera would hand a (much larger) one.
const SELFIE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWO4MKEAjhiI4wAA+FIdAaVToHkAAAAASUVORK5CYII=', 'base64');

/** The newest 6-digit code written to `to` by the offline provider (mail or SMS outbox), read as an administrator. */
async function codeFrom(adminApi: ApiClient, outbox: 'mail/outbox' | 'sms/outbox', to: string): Promise<string> {
  const { results } = await adminApi.get<{ results: { text: string }[] }>(outbox, { to, limit: 1 });
  const code = /\b(\d{6})\b/.exec(results[0]?.text ?? '')?.[1];
  expect(code, `a code to ${to} in ${outbox}`).toBeTruthy();
  return code!;
}

const merchantStatus = (adminApi: ApiClient) =>
  adminApi.get<{ merchant: { id: string }; optin_status: boolean }>('merchants/status', { document: JARDIM.document });

test.describe.serial('merchant onboarding link', () => {
  test('the merchant completes the link on a phone; the opt-in it registers enables a schedule query', async ({ browser, page, adminApi }) => {
    test.slow();
    const before = await merchantStatus(adminApi);
    expect(before.optin_status).toBe(false);
    // 'Gerar token' answers this link (the button itself is tried with the edit page, below).
    const { link } = await adminApi.post<{ link: string }>(`merchants/${before.merchant.id}/onboarding-link`);
    const url = new URL(link);
    expect(url.pathname).toBe(paths.onboarding.path);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const m = await phone.newPage();
    const onboarding = new OnboardingPage(m);
    await m.goto(`${url.pathname}${url.search}`);
    await expect(m.getByRole('heading', { name: JARDIM.tradingName })).toBeVisible();
    await expect(m.getByText('Conclua o cadastro para Fornecedor Demonstração Ltda')).toBeVisible();

    await onboarding.confirmCode(/Enviaremos um código para o e-mail he\*+@jardimsecreto\.com\.br/, () => codeFrom(adminApi, 'mail/outbox', JARDIM.email));
    await onboarding.confirmCode(/Enviaremos um código por SMS para o celular \(11\) \*+-0106/, () => codeFrom(adminApi, 'sms/outbox', JARDIM.phone));
    await expect(m.getByText(/autoriza Fornecedor Demonstração Ltda a consultar a agenda de recebíveis/)).toBeVisible();
    await onboarding.acceptTerm('Li e aceito o termo de parceria');
    await onboarding.acceptTerm('Li e aceito os termos de uso e a política de privacidade');

    await expect(m.getByLabel('Tirar selfie')).toHaveAttribute('capture', 'user');
    await m.getByLabel('Escolher foto').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: SELFIE });
    await onboarding.button('Enviar selfie').click();
    await expect(m.getByText('Cadastro concluído! Obrigado.')).toBeVisible();
    // Mobile first: nothing wider than the phone.
    expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // One time only.
    await m.reload();
    await expect(m.getByRole('alert')).toHaveText('Este link de cadastro já foi utilizado');
    await phone.close();

    expect((await merchantStatus(adminApi)).optin_status).toBe(true);

    // The creditor's user finds the opt-in in its merchant list, then queries the merchant's agenda.
    await signInPage(page, CREDITOR_USER, paths.merchants.root.getHref());
    const merchants = new MerchantsPage(page);
    await merchants.search({ name: JARDIM.tradingName });
    const row = merchants.rows(JARDIM.tradingName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(MESSAGES.merchants.optInActive);
    await expect(row).not.toContainText(MESSAGES.merchants.optInInactive);
    const schedules = new SchedulesPage(page);
    await page.goto('/app/schedules');
    await schedules.newQuery();
    await schedules.lookUp(JARDIM.document, JARDIM.name);
    await schedules.submit();
    await expect(schedules.processedRows(JARDIM.name)).toHaveCount(1, { timeout: 30_000 });
  });

  test("the administrator's edit page: 'Gerar token' copies the link, Dados de acesso shows the steps and downloads the PDF", async ({ page, adminApi }) => {
    const { merchant } = await merchantStatus(adminApi);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInPage(page, ADMIN, paths.merchants.edit.getHref(merchant.id, 'registration'));
    await page.getByRole('button', { name: 'Gerar token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link de cadastro' });
    await expect(dialog.getByRole('textbox')).toHaveValue(/\/cadastro\?token=/);
    await dialog.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/cadastro\?token=/);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await page.goto(paths.merchants.edit.getHref(merchant.id, 'accessData'));
    const row = page.getByRole('row').filter({ hasText: JARDIM.contact });
    await expect(row).toContainText(JARDIM.email);
    // Date, time and address of each of the five steps.
    await expect(row.getByRole('cell', { name: '127.0.0.1', exact: true })).toHaveCount(5);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dados-de-acesso-\d{14}\.pdf$/);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("a merchant made with the form finishes the link; the administrator sees its selfie in Documentos and its phone in Dados de acesso", async ({ browser, page, adminApi }) => {
    test.slow();
    const made = await createFormMerchant(adminApi, 'Mercearia Lima');
    const url = new URL(made.link);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const m = await phone.newPage();
    const onboarding = new OnboardingPage(m);
    await m.goto(`${url.pathname}${url.search}`);
    await expect(m.getByRole('heading', { name: made.tradingName })).toBeVisible();
    await onboarding.confirmCode(/Enviaremos um código para o e-mail/, () => codeFrom(adminApi, 'mail/outbox', made.email));
    await onboarding.confirmCode(/Enviaremos um código por SMS para o celular \(21\) \*+-5432/, () => codeFrom(adminApi, 'sms/outbox', made.phone));
    await onboarding.acceptTerm('Li e aceito o termo de parceria');
    await onboarding.acceptTerm('Li e aceito os termos de uso e a política de privacidade');
    await m.getByLabel('Escolher foto').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: SELFIE });
    await onboarding.button('Enviar selfie').click();
    await expect(m.getByText('Cadastro concluído! Obrigado.')).toBeVisible();
    await phone.close();

    await signInPage(page, ADMIN, paths.merchants.edit.getHref(made.id, 'accessData'));
    const row = page.getByRole('row').filter({ hasText: made.email });
    await expect(row.getByRole('cell', { name: '(21) 99876-5432', exact: true })).toBeVisible();

    await page.goto(paths.merchants.edit.getHref(made.id, 'documents'));
    const docs = new MerchantDocumentsPage(page);
    await expect(docs.documentRow('Selfie')).toContainText('Selfie.png');
    await expect(docs.documentRow('Selfie')).toContainText('Pendente');
    const detail = await docs.openDetail('Selfie');
    await expect(detail.getByRole('img', { name: 'Selfie.png' })).toBeVisible();
    await expect.poll(() => detail.getByRole('img', { name: 'Selfie.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
