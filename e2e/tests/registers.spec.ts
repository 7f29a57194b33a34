import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { generateCnpj, maskCnpj } from '@lastro/domain';
import { NotificationsDrawer } from '../pages/NotificationsDrawer';
import { ParametersPage } from '../pages/ParametersPage';
import { PartnersPage } from '../pages/PartnersPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix, type ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

// A 1x1 PNG: enough for the server to check the bytes and resize.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const seed = () => Math.floor(Math.random() * 2 ** 31);
/** A 3-digit bank code no bank uses yet on this server. */
async function freeBankCode(api: ApiClient): Promise<string> {
  for (;;) {
    const code = String(100 + Math.floor(Math.random() * 900));
    const { metadata } = await api.get<{ metadata: { resultset: { count: number } } }>('domains/banks/search', { code });
    if (metadata.resultset.count === 0) return code;
  }
}
// Short names: acquirer and arrangement names are limited to 30 characters.
const shortId = () => uniqueSuffix().slice(-6).toUpperCase();

test.describe('parameter registers (admin)', () => {
  test('creates, edits, deactivates, reactivates and deletes an acquirer', async ({ page }) => {
    const params = new ParametersPage(page);
    const s = params.acquirers;
    const name = `Cred ${shortId()}`;
    const renamed = `${name} Nova`;
    await signInPage(page, ADMIN);
    await params.goto('Credenciadoras');

    await s.field('Nome').fill(name);
    await s.field('CNPJ').fill(generateCnpj({ seed: seed() }));
    await s.choose('Registradora', 'CERC');
    await s.form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await s.submit();
    await expect(params.toast('Credenciadora cadastrada com sucesso!')).toBeVisible();

    await s.filter({ Nome: name });
    await expect(s.row(name)).toHaveCount(1);
    await expect(s.row(name)).toContainText('CERC');
    await expect(s.row(name).getByRole('img', { name })).toBeVisible();

    await s.action('Editar', name).click();
    await expect(page).toHaveURL(/\/app\/parameters\/edit\?id=\d+&type=acquirer$/);
    const edit = params.editForm('Editar Credenciadora');
    await expect(params.editField('Editar Credenciadora', 'CNPJ')).toBeDisabled();
    await params.editField('Editar Credenciadora', 'Nome').fill(renamed);
    await edit.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(params.toast('Credenciadora atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/parameters\?tab=1$/);

    await s.filter({ Nome: renamed });
    await s.action('Inativar', renamed).click();
    await expect(params.dialog).toContainText('Você poderá reverter esta ação depois.');
    await params.confirm();
    await expect(s.row(renamed)).toContainText('Inativo');
    await s.action('Ativar', renamed).click();
    await params.confirm();
    await expect(s.row(renamed)).toContainText('Ativo');

    await s.action('Excluir', renamed).click();
    await expect(params.dialog).toContainText('não será mais possível consultar agendas');
    await params.confirm();
    await expect(s.row(renamed)).toHaveCount(0);
  });

  test('the acquirer form shows the spec validation messages', async ({ page }) => {
    const params = new ParametersPage(page);
    const s = params.acquirers;
    await signInPage(page, ADMIN);
    await params.goto('Credenciadoras');
    await s.field('Nome').fill('AB');
    await s.field('CNPJ').fill('11.111.111/1111-11');
    await s.field('CNPJ').blur();
    await expect(s.form).toContainText('O campo deve ter mais de 3 caracteres');
    await expect(s.form).toContainText('CNPJ inválido');
  });

  test('creates, edits, deactivates (then cannot edit), reactivates and deletes an arrangement', async ({ page }) => {
    const params = new ParametersPage(page);
    const s = params.arrangements;
    const id = shortId();
    const name = `Arranjo ${id}`;
    const code = `Z${id.slice(-2)}`;
    await signInPage(page, ADMIN);
    await params.goto('Arranjos');

    await s.field('Nome').fill(name);
    await s.field('Código').fill(`BR${id}`);
    await s.choose('Tipo', 'Débito');
    await s.field('Arranjo').fill(code.toLowerCase());
    await s.submit();
    await expect(params.toast('Arranjo cadastrado com sucesso!')).toBeVisible();
    await s.filter({ Nome: name });
    await expect(s.row(name)).toContainText(code);
    await expect(s.row(name)).toContainText('Débito');

    await s.action('Editar', name).click();
    const edit = params.editForm('Editar Arranjo');
    await expect(params.editField('Editar Arranjo', 'Código')).toBeDisabled();
    await params.editField('Editar Arranjo', 'Nome').fill(`${name} X`);
    await edit.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(params.toast('Arranjo atualizada com sucesso!')).toBeVisible();

    await s.filter({ Nome: `${name} X` });
    await s.action('Inativar', `${name} X`).click();
    await params.confirm();
    await expect(s.row(`${name} X`)).toContainText('Inativo');
    await s.action('Editar', `${name} X`).click();
    await expect(page.getByText('Não é possivel editar um arranjo inativo')).toBeVisible();
    await expect(params.editForm('Editar Arranjo').getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
    await page.getByRole('button', { name: 'Voltar para a listagem' }).click();

    await s.filter({ Nome: `${name} X` });
    await s.action('Ativar', `${name} X`).click();
    await params.confirm();
    await expect(s.row(`${name} X`)).toContainText('Ativo');
    await s.action('Excluir', `${name} X`).click();
    await expect(params.dialog).toContainText('ele não poderá mais ser utilizado');
    await params.confirm();
    await expect(s.row(`${name} X`)).toHaveCount(0);
  });

  test('creates, edits and deletes a bank, refusing a duplicate code', async ({ page, adminApi }) => {
    const params = new ParametersPage(page);
    const s = params.banks;
    const code = await freeBankCode(adminApi);
    // No reference bank has an ISPB starting with 4.
    const ispb = String(40_000_000 + Math.floor(Math.random() * 9_999_999));
    const name = `Banco ${shortId()}`;
    await signInPage(page, ADMIN);
    await params.goto('Bancos');

    // A code already taken (the demo data has 001) is refused with a clear message.
    await s.field('Nome').fill(name);
    await s.field('Código').fill('001');
    await s.field('ISPB').fill(ispb);
    await s.submit();
    await expect(params.toast('Já existe um banco cadastrado com este código')).toBeVisible();

    await s.field('Código').fill(code);
    await s.submit();
    await expect(params.toast('Banco cadastrado com sucesso!')).toBeVisible();

    await s.filter({ Nome: name });
    await expect(s.row(name)).toContainText(ispb);
    await s.action('Editar', name).click();
    const edit = params.editForm('Editar Banco');
    await params.editField('Editar Banco', 'Nome').fill(`${name} Editado`);
    await edit.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(params.toast('Atualizado com sucesso!')).toBeVisible();

    await s.filter({ Nome: `${name} Editado` });
    await s.action('Excluir', `${name} Editado`).click();
    await expect(params.dialog).toContainText('não estará mais disponível para cadastro de pagamentos ou compromissos');
    await params.confirm();
    await expect(s.row(`${name} Editado`)).toHaveCount(0);
  });

  test('exports the filtered bank list as CSV (a job; the file comes by notification)', async ({ page, shell }) => {
    const params = new ParametersPage(page);
    await signInPage(page, ADMIN);
    await params.goto('Bancos');
    await params.banks.filter({ Código: '341' });
    await expect(params.banks.row('Itaú')).toHaveCount(1);
    await params.banks.list.getByRole('button', { name: 'Baixar tabela' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await new NotificationsDrawer(page).exportedFile(shell.bell, 'bancos-');
    expect(file.name).toMatch(/^bancos-.*\.csv$/);
    const text = readFileSync(file.path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('bank_name;bank_code;bank_ispb;created_at');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^Itaú;341;60701190;/)]);
  });

  test('exports the filtered acquirer list as an Excel workbook (a job; the file comes by notification)', async ({ page, shell }) => {
    const params = new ParametersPage(page);
    await signInPage(page, ADMIN);
    await params.goto('Credenciadoras');
    await params.acquirers.filter({ Nome: 'Cielo' });
    await expect(params.acquirers.row('Cielo')).toHaveCount(1);
    await params.acquirers.list.getByRole('button', { name: 'Baixar tabela' }).click();
    await page.getByRole('menuitem', { name: 'xls' }).click();
    const file = await new NotificationsDrawer(page).exportedFile(shell.bell, 'credenciadoras-');
    expect(file.name).toMatch(/^credenciadoras-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file.path);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['acquirer_name', 'document_number', 'register_name', 'file', 'active', 'created_at', 'inactivation_date']);
    expect(rows.slice(1).map((r) => r.slice(1, 4))).toEqual([['Cielo', '01027058000191', 'CIP']]);
  });

  test('the Geral tab lists the creditor parameter catalogue and edits a label', async ({ page }) => {
    const params = new ParametersPage(page);
    await signInPage(page, ADMIN);
    await params.goto('Geral');
    await expect(page.getByRole('table', { name: 'Parâmetros de Contrato' })).toContainText('tipo_transacao');
    const label = `Segmento de mercado ${shortId()}`;
    await page.getByRole('button', { name: 'Editar segmento_mercado', exact: true }).click();
    await params.dialog.getByRole('textbox', { name: 'Descrição', exact: true }).fill(label);
    await params.dialog.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(params.toast('Atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Parâmetros de Motor' })).toContainText(label);
  });
});

test.describe('partners (admin only)', () => {
  test('creates, edits and deletes a partner', async ({ page }) => {
    const partners = new PartnersPage(page);
    const trading = `Parceiro ${shortId()}`;
    await signInPage(page, ADMIN);
    await partners.goto();
    await partners.addButton.click();
    await partners.fill('Cadastrar parceiro', {
      'CNPJ/CPF': generateCnpj({ seed: seed() }),
      'Razão social': `${trading} Ltda`,
      'Nome fantasia': trading,
      '% receita': '1250',
    });
    await partners.save('Cadastrar parceiro');
    await expect(page.getByText('Criação feita com sucesso!')).toBeVisible();
    await partners.search(trading);
    await expect(partners.row(trading)).toContainText('12,50 %');

    await partners.action('Editar', trading).click();
    await expect(partners.field('Editar parceiro', '% receita')).toHaveValue('12,50 %');
    await partners.fill('Editar parceiro', { '% receita': '3399' });
    await partners.save('Editar parceiro');
    await expect(page.getByText('Atualização feita com sucesso!')).toBeVisible();
    await partners.search(trading);
    await expect(partners.row(trading)).toContainText('33,99 %');

    await partners.action('Excluir', trading).click();
    await expect(partners.dialog).toContainText('Você tem certeza que deseja excluir este parceiro?');
    await partners.dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Excluído com sucesso')).toBeVisible();
    await expect(partners.row(trading)).toHaveCount(0);
  });

  test('an invalid document is refused with "Documento Inválido"', async ({ page }) => {
    const partners = new PartnersPage(page);
    await signInPage(page, ADMIN, '/app/partners/create');
    await partners.fill('Cadastrar parceiro', { 'CNPJ/CPF': maskCnpj('11111111111111') });
    await partners.field('Cadastrar parceiro', 'Razão social').focus();
    await expect(partners.form('Cadastrar parceiro')).toContainText('Documento Inválido');
  });
});

test.describe('registers for a creditor user', () => {
  test('cannot reach /app/partners and sees no-access on register tabs without permission', async ({ page }) => {
    const params = new ParametersPage(page);
    await signInPage(page, CREDITOR_USER);
    await page.goto('/app/partners');
    await expect(page).toHaveURL(/\/app$/);
    await params.goto('Credenciadoras');
    await expect(params.noAccess).toBeVisible();
    await params.openTab('Bancos');
    await expect(page).toHaveURL(/tab=3$/);
    await expect(params.noAccess).toBeVisible();
  });
});
