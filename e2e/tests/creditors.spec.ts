import { generateCnpj, maskCnpj } from '@lastro/domain';
import { CreditorsPage } from '../pages/CreditorsPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

// A 1x1 PNG: enough for the server to check the bytes and resize.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const seed = () => Math.floor(Math.random() * 2 ** 31);

interface Parameters {
  parameters: { parameter_key: string; parameter_value: string }[];
}

test.describe('creditors (admin)', () => {
  test('creates a creditor from a CNPJ look-up and sets up its originator, parameters, fees and visual identity', async ({
    page,
    adminApi,
  }) => {
    const creditors = new CreditorsPage(page);
    const cnpj = generateCnpj({ seed: seed() });
    const email = `master-${uniqueSuffix()}@e2e.dev`;
    await signInPage(page, ADMIN, '/app/creditors');

    // Dados Cadastrais from the look-ups, and the master user.
    await page.getByRole('button', { name: 'Adicionar fornecedor' }).click();
    await expect(page).toHaveURL(/\/app\/creditors\/create$/);
    // The list (with its own CNPJ filter) stays on screen until the create page has loaded.
    await expect(page.getByRole('heading', { name: 'Criar fornecedor' })).toBeVisible();
    await creditors.field('CNPJ').pressSequentially(cnpj);
    await expect(creditors.field('Razão social')).not.toHaveValue('');
    await expect(creditors.field('Cidade')).not.toHaveValue('');
    await expect(page.getByText('Dados de demonstração (consulta offline)')).toBeVisible();
    const companyName = await creditors.field('Razão social').inputValue();
    await creditors.field('Nome').fill('Maria da Silva');
    await creditors.field('E-mail').fill(email);
    await creditors.field('Celular').pressSequentially('11987654321');
    await creditors.save();
    await creditors.expectToast('Criação feita com sucesso!');
    await expect(page).toHaveURL(/\/app\/creditors\/edit\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByRole('heading', { name: maskCnpj(cnpj), exact: false })).toBeVisible();
    const created = await adminApi.get<{ company_name: string; account: { email: string } }>(`creditors/${id}`);
    expect(created).toMatchObject({ company_name: companyName, account: { email } });

    // Originator and its first domicile through the wizard.
    await creditors.tab('Originadores').click();
    await page.getByRole('button', { name: 'Cadastrar Originador' }).click();
    const wizard = creditors.dialog;
    await expect(wizard).toContainText('Cadastrar Originador');
    await creditors.field('CNPJ/CPF', wizard).pressSequentially(cnpj);
    await creditors.field('Razão Social', wizard).fill(companyName);
    await wizard.getByRole('button', { name: 'Próximo' }).click();
    await expect(creditors.field('CNPJ', wizard)).toHaveValue(maskCnpj(cnpj));
    await creditors.field('Título', wizard).fill('Conta recebimentos');
    await creditors.choose('Banco', '341', wizard);
    await expect(creditors.field('ISPB', wizard)).toHaveValue('60701190');
    await creditors.choose('Tipo da conta', 'CC', wizard);
    await creditors.field('Agência', wizard).fill('0123');
    await creditors.field('Conta', wizard).fill('456789');
    await creditors.field('Dígito', wizard).fill('1');
    await wizard.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(wizard.getByRole('status', { name: 'Originador' })).toContainText('Originador cadastrado com sucesso');
    await expect(wizard.getByRole('status', { name: 'Domicílio Bancário' })).toContainText('Domicílio Bancário cadastrado com sucesso');
    // Both answered Ativo: the step headers are no longer clickable.
    for (const step of ['Originador', 'Domicílio', 'Resumo']) await expect(wizard.getByRole('tab', { name: step })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Fechar' }).click();
    await expect(creditors.row(companyName)).toContainText('1');
    await page.getByRole('button', { name: `Ver domicílios ${companyName}` }).click();
    await expect(creditors.dialog).toContainText('456789-1');
    await expect(creditors.dialog).toContainText('341 - ');
    await creditors.dialog.getByRole('button', { name: 'Fechar' }).click();

    // Parameters: a number and a list value; only filled values are saved.
    await creditors.tab('Parâmetros').click();
    await creditors.field('Dia de faturamento').fill('10');
    await creditors.choose('Tipo de transação', 'Pagamento');
    await creditors.save();
    await expect(creditors.toast('Atualização feita com sucesso!')).toBeVisible();
    const saved = await adminApi.get<Parameters>(`creditors/${id}/parameters`);
    expect(Object.fromEntries(saved.parameters.map((p) => [p.parameter_key, p.parameter_value]))).toEqual({
      dia_faturamento: '10',
      tipo_transacao: '2',
    });

    // A fee range.
    await creditors.tab('Taxas').click();
    const fees = page.getByRole('form', { name: 'Adicionar faixa' });
    await creditors.field('Faixa de preço', fees).fill('Até mil');
    await creditors.field('Valor mínimo', fees).pressSequentially('0');
    await creditors.field('Valor máximo', fees).pressSequentially('100000');
    await creditors.field('Taxa', fees).pressSequentially('250');
    // The pt-BR date field: typed DD/MM/YYYY whatever the browser's locale.
    await fees.getByLabel('Data inicial').pressSequentially('01012026');
    await expect(fees.getByLabel('Data inicial')).toHaveValue('01/01/2026');
    await fees.getByLabel('Data final').pressSequentially('31122026');
    await fees.getByRole('button', { name: 'Adicionar faixa' }).click();
    await creditors.expectToast('Criação feita com sucesso!');
    await expect(creditors.row('Até mil')).toContainText('R$ 1.000,00');
    await expect(creditors.row('Até mil')).toContainText('2,50 %');

    // Visual identity with its logo and image.
    await creditors.tab('Identidade Visual').click();
    await creditors.field('URL do site').fill('https://www.fornecedor.com.br');
    await creditors.choose('Artigo', /^A$/);
    await creditors.field('Produto/serviço').fill('antecipação de recebíveis');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Imagem', { exact: true }).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await creditors.save();
    await expect(creditors.toast('Criação feita com sucesso!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo atual' })).toBeVisible();
    const identity = await adminApi.get<{ path_logo: string }>(`creditors/${id}/visual-identity`);
    expect(identity.path_logo).toMatch(/^\/api\/files\/visual-identity\/[0-9a-f-]{36}\.png$/);
  });

  test('blocks a CNPJ that is already registered', async ({ page }) => {
    const creditors = new CreditorsPage(page);
    await signInPage(page, ADMIN, '/app/creditors/create');
    await expect(page.getByRole('heading', { name: 'Criar fornecedor' })).toBeVisible();
    // The demo creditor's CNPJ.
    await creditors.field('CNPJ').pressSequentially('11222333000181');
    await expect(page.getByText('CNPJ já cadastrado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
    // The look-up's company is the registered creditor's: none of it lands in the new one.
    await expect(creditors.field('Razão social')).toHaveValue('');
    await expect(creditors.field('Endereço')).toHaveValue('');
  });

  test("says 'CEP não encontrado' for an unknown CEP and drops the address the previous CEP filled", async ({ page }) => {
    const creditors = new CreditorsPage(page);
    await signInPage(page, ADMIN, '/app/creditors/create');
    await expect(page.getByRole('heading', { name: 'Criar fornecedor' })).toBeVisible();
    await creditors.field('CEP').pressSequentially('01310100');
    await expect(creditors.field('Cidade')).toHaveValue('São Paulo');
    await expect(creditors.field('Endereço')).not.toHaveValue('');
    await creditors.field('CEP').fill('');
    await creditors.field('CEP').pressSequentially('99999999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    for (const name of ['Endereço', 'Bairro', 'Cidade']) await expect(creditors.field(name)).toHaveValue('');
  });
});

test.describe('creditors (creditor user)', () => {
  test('cannot reach /app/creditors', async ({ page, shell }) => {
    await signInPage(page, CREDITOR_USER, '/app/creditors');
    await expect(page).toHaveURL(/\/app$/);
    await expect(shell.menuItem('Fornecedor')).toHaveCount(0);
  });
});
