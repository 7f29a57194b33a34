import { generateCnpj } from '@lastro/domain';
import { MerchantDocumentsPage } from '../pages/MerchantDocumentsPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import type { ApiClient } from '../support/api';
import { FULL_BROWSER } from '../support/env';
import { createFormMerchant } from '../support/merchants';
import { expect, signInPage, test } from '../support/fixtures';
import { paths } from '../../apps/web/src/lib/paths';

// Demo documents (apps/server/src/seeds/merchants/documents.seed.ts): Pão Dourado's Documento has
// three versions, the latest pending, beside an approved Contrato Social and Selfie.
const PADARIA = generateCnpj({ seed: 101 });
// Esporte Total (second demo creditor) is no other spec's: its account is rejected here.
const ESPORTE = generateCnpj({ seed: 202 });

const merchantOf = async (api: ApiClient, document: string) =>
  (await api.get<{ merchant: { id: string } }>('merchants/status', { document })).merchant.id;

test.describe('merchant documents and identity checks', () => {
  test.describe.configure({ mode: 'serial' });

  test('an operator opens a pending merchant from /app/docs, compares two versions, reads OCR and face match, refuses one and approves another', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const docs = new MerchantDocumentsPage(page);
    await signInPage(page, ADMIN, '/app');
    await docs.openValidation();
    await docs.filterByName('Pão Dourado');
    const row = docs.pendingRow('Pão Dourado');
    await expect(row).toContainText('Pendente de aprovação de documentos');
    await page.screenshot({ path: testInfo.outputPath('docs-validation.png'), fullPage: true });
    await row.getByRole('link', { name: 'Documentos Pão Dourado' }).click();
    await expect(docs.documentRow('Documento')).toContainText('documento-identidade-v3.png');
    await expect(docs.documentRow('Documento')).toContainText('Pendente');

    // Compare: one selected is refused with the spec's rule, two open side by side.
    const history = await docs.openHistory('Documento');
    await expect(history.getByRole('row')).toHaveCount(4);
    await history.getByRole('checkbox').nth(0).check();
    await history.getByRole('button', { name: 'Comparar documentos' }).click();
    await expect(page.getByText('Selecione exatamente 2 documentos para comparar')).toBeVisible();
    await history.getByRole('checkbox').nth(2).check();
    await history.getByRole('button', { name: 'Comparar documentos' }).click();
    const compare = page.getByRole('dialog', { name: 'Comparação de documentos' });
    await expect(compare.getByRole('img', { name: 'documento-identidade-v3.png' })).toBeVisible();
    await expect(compare.getByRole('img', { name: 'documento-identidade-v1.png' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('docs-compare.png') });
    await compare.getByRole('button', { name: 'Fechar' }).click();
    await history.getByRole('button', { name: 'Fechar' }).click();

    // The identity check runs as a job; the detail shows its figures when they land.
    await page.getByRole('button', { name: 'Processar Documentos' }).click();
    await expect(page.getByText('Solicitação em processamento')).toBeVisible();
    const detail = await docs.openDetail('Documento');
    await expect(detail.getByText(/^Grau Face Match: \d{1,3},\d{2} %$/)).toBeVisible({ timeout: 60_000 });
    await expect(detail.getByText(/offline \(OCR tesseract\.js neste servidor\)/)).toBeVisible();
    const ocr = detail.getByRole('table', { name: 'OCR' });
    // The demo card carries the register's contact name and CPF: what OCR read matches Cadastro.
    for (const field of ['Nome', 'CPF']) {
      const [, registered, read] = await ocr
        .getByRole('row', { name: new RegExp(`^${field} `) })
        .getByRole('cell')
        .allTextContents();
      expect(registered).toMatch(/\w/);
      expect(read, field).toBe(registered);
    }
    await page.screenshot({ path: testInfo.outputPath('docs-detail.png') });
    await docs.refuse(detail, 'Dados inválidos');
    await expect(
      detail.getByText('Os dados informados no documento não conferem com os dados do cadastro.'),
    ).toBeVisible();
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await expect(docs.documentRow('Documento')).toContainText('Reprovado');

    // A new Selfie goes up through its upload item, pending, and is approved.
    const selfie = await docs.openDetail('Selfie');
    await selfie
      .getByTestId('document-replace-input')
      .setInputFiles({ name: 'selfie-nova.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(page.getByText('Arquivo substituido com sucesso')).toBeVisible();
    await expect(selfie.getByText('Enviado')).toBeVisible();
    await expect(selfie.getByRole('heading', { name: 'Selfie — selfie-nova.png' })).toBeVisible();
    await expect(selfie.getByText('Pendente', { exact: true })).toBeVisible();
    await selfie.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText('Documento aprovado com sucesso')).toBeVisible();
    await selfie.getByRole('button', { name: 'Fechar' }).click();
    await expect(docs.documentRow('Selfie')).toContainText('Aprovado');

    await page.getByRole('button', { name: 'Ativar conta' }).click();
    await expect(page.getByText('Ativado com sucesso!')).toBeVisible();
  });

  test('an operator rejects an account, once and for all', async ({ page, adminApi }) => {
    const id = await merchantOf(adminApi, ESPORTE);
    await signInPage(page, ADMIN, paths.merchants.edit.getHref(id, 'documents'));
    await page.getByRole('button', { name: 'Reprovar conta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deseja reprovar a conta?' });
    await expect(confirm).toContainText('Essa ação não poderá ser desfeita.');
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Conta reprovada. E-mail enviado com sucesso')).toBeVisible();
    await page.getByRole('button', { name: 'Ativar conta' }).click();
    await expect(page.getByText('A conta foi reprovada e não pode ser alterada')).toBeVisible();
  });

  // The full browser: the headless shell has no PDF viewer, and a PDF in a frame is a download there.
  test("an uploaded PDF shows in 'Visualizar' in its frame, under the app's policy", { tag: FULL_BROWSER }, async ({ page, adminApi }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load (CSP): ${e.violatedDirective} ${e.blockedURI}`));
    });
    const { id } = await createFormMerchant(adminApi, 'Papelaria');
    await signInPage(page, ADMIN, paths.merchants.edit.getHref(id, 'documents'));
    const docs = new MerchantDocumentsPage(page);
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Contrato Social' }).click();
    await page.getByTestId('document-upload-input').setInputFiles({ name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(docs.documentRow('Contrato Social')).toContainText('contrato-social.pdf');

    const detail = await docs.openDetail('Contrato Social');
    const frame = detail.locator('iframe[title="contrato-social.pdf"]');
    await expect(frame).toBeVisible();
    // A refused frame lands on Chromium's error page; an allowed one keeps its blob: document (the PDF viewer).
    await expect.poll(async () => (await (await frame.elementHandle())?.contentFrame())?.url()).toMatch(/^blob:/);
    expect(violations).toEqual([]);
  });

  test('a creditor user never reaches documents or the validation page', async ({
    page,
    adminApi,
    request,
  }) => {
    const id = await merchantOf(adminApi, PADARIA);
    await signInPage(page, CREDITOR_USER, paths.docs.root.path);
    await expect(page).toHaveURL(/\/app$/);
    await page.goto(paths.merchants.edit.getHref(id));
    await expect(page.getByRole('tab', { name: 'Dados Cadastrais' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Documentos' })).toHaveCount(0);
    await page.goto(paths.merchants.edit.getHref(id, 'documents'));
    await expect(page.getByRole('button', { name: 'Processar Documentos' })).toHaveCount(0);
    const token = await page.evaluate(() => sessionStorage.getItem('lastro.token'));
    for (const path of [`/api/checkids?accountId=${id}`, '/api/checkids/pending']) {
      const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(403);
    }
  });
});

// A one-page PDF: uploads are checked by content, the preview draws it.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// A valid 1x1 PNG: uploads are checked by content.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
