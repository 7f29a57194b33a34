import { CommitmentDetailPage } from '../pages/CommitmentDetailPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { canSeedDeals, seedDeal } from '../support/deals';
import { expect, signInPage, test } from '../support/fixtures';

const DETAIL_TABS = ['Detalhes do Compromisso', 'Lista de Recebíveis', 'Dados Bancários', 'Confissão de dívida'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('commitment detail', () => {
  test.skip(!canSeedDeals(), 'seeds commitments in the database of a server the runner started');

  test('an admin reads the four tabs, moves the commitment to another domicile and attaches the TCD', async ({ page }) => {
    const deal = await seedDeal();
    const detail = new CommitmentDetailPage(page);
    await signInPage(page, ADMIN, '/app');
    await detail.goto(deal.id);
    await expect(page.getByRole('heading', { name: 'Compromisso', exact: true })).toBeVisible();
    await expect(detail.tabs()).toHaveText(DETAIL_TABS);
    await expect(page.getByText(deal.title)).toBeVisible();
    await expect(page.getByText('Cobrança', { exact: true })).toBeVisible();
    await expect(page.getByText('R$ 2.500,00').first()).toBeVisible();
    const history = detail.table('Histórico');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Aprovado');

    await detail.tab('Lista de Recebíveis').click();
    const urs = detail.table('Lista de Recebíveis · Parcela 1');
    await expect(urs.getByRole('row')).toHaveCount(3);
    await expect(urs).toContainText('A constituir');
    await expect(urs).toContainText('Constituída');
    await expect(urs).toContainText('R$ 876,54');

    await detail.tab('Dados Bancários').click();
    await expect(page.getByText('Originadora E2E Ltda')).toBeVisible();
    await expect(page.getByText('341 - ', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Alterar domicílio' }).click();
    await detail.dialog.getByRole('combobox', { name: 'Novo domicílio' }).click();
    await page.getByRole('option', { name: /Conta 001/ }).click();
    await detail.dialog.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(detail.toast('Domicílio alterado com sucesso')).toBeVisible();
    await expect(detail.dialog).toBeHidden();
    const domiciles = detail.table('Histórico de domicílios');
    await expect(domiciles.getByRole('row')).toHaveCount(3);
    await expect(domiciles.getByRole('row').nth(1)).toContainText('Inativo');
    await expect(domiciles.getByRole('row').nth(2)).toContainText('Ativo');
    await expect(domiciles.getByRole('row').nth(2)).toContainText('001 - ');

    await detail.tab('Confissão de dívida').click();
    await expect(page.getByText('Nenhum TCD anexado a este compromisso')).toBeVisible();
    const input = page.getByLabel('Selecionar arquivo PDF', { exact: true });
    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByText('Ops! O arquivo que você selecionou não está em um formato válido.', { exact: false })).toBeVisible();
    await input.setInputFiles({ name: 'tcd.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(detail.toast('Upload feito com sucesso!')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar TCD' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tcd.pdf');
    await input.setInputFiles({ name: 'tcd.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(detail.toast('Arquivo substituido com sucesso')).toBeVisible();
  });

  test('a creditor user sees its own commitment without the debt-confession tab nor the domicile change', async ({ page }) => {
    const deal = await seedDeal();
    const detail = new CommitmentDetailPage(page);
    await signInPage(page, CREDITOR_USER, '/app');
    await detail.goto(deal.id);
    await expect(page.getByText(deal.title)).toBeVisible();
    await expect(detail.tabs()).toHaveText(DETAIL_TABS.slice(0, 3));
    await detail.tab('Dados Bancários').click();
    await expect(page.getByText('Originadora E2E Ltda')).toBeVisible();
    await expect(detail.table('Histórico de domicílios').getByRole('row')).toHaveCount(2);
    // The demo profile reads the bank data but may not change it.
    await expect(page.getByRole('button', { name: 'Alterar domicílio' })).toHaveCount(0);
  });

  test("another creditor's commitment is not found for a creditor user", async ({ page }) => {
    const other = await seedDeal({ creditorDocument: '45723174000110' });
    const detail = new CommitmentDetailPage(page);
    await signInPage(page, CREDITOR_USER, '/app');
    await detail.goto(other.id);
    await expect(page.getByText('Registro não encontrado')).toBeVisible();
    await expect(page.getByText(other.title)).toHaveCount(0);
  });
});

test.describe('the demo commitments', () => {
  test("an admin moves a demo commitment to the supplier's other account, and only to that one", async ({ page, adminApi }) => {
    // CMP-0010 (seeds/commitments.seed.ts, a fumaça one) settles into the demo supplier's Itaú account; its other account is at Banco do Brasil.
    const { data } = await adminApi.get<{ data: { id: string }[] }>('deals', { codes: 'CMP-0010', modality: 'smoke' });
    const detail = new CommitmentDetailPage(page);
    await signInPage(page, ADMIN, '/app');
    await detail.goto(data[0]!.id, 2);
    await page.getByRole('button', { name: 'Alterar domicílio' }).click();
    await detail.dialog.getByRole('combobox', { name: 'Novo domicílio' }).click();
    const options = page.getByRole('option');
    await expect(options.filter({ hasText: 'Conta reserva Banco do Brasil' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Conta principal Itaú' })).toHaveCount(0);
    await options.filter({ hasText: 'Conta reserva Banco do Brasil' }).click();
    await detail.dialog.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(detail.toast('Domicílio alterado com sucesso')).toBeVisible();
    const domiciles = detail.table('Histórico de domicílios');
    await expect(domiciles.getByRole('row').nth(2)).toContainText('001 - ');

    // Now on Banco do Brasil's account, the dialog offers the Itaú one: never the account in use.
    await page.getByRole('button', { name: 'Alterar domicílio' }).click();
    await detail.dialog.getByRole('combobox', { name: 'Novo domicílio' }).click();
    await expect(options.filter({ hasText: 'Conta reserva Banco do Brasil' })).toHaveCount(0);
    await expect(options.filter({ hasText: 'Conta principal Itaú' })).toHaveCount(1);
  });
});
