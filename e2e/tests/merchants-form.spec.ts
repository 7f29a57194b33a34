import { generateCnpj, generateCpf, maskCpfCnpj } from '@lastro/domain';
import { MerchantFormPage } from '../pages/MerchantFormPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';
import { PAULISTA_ADDRESS } from '../support/addresses';

const seed = () => Math.floor(Math.random() * 2 ** 31);

interface Merchant {
  id: string;
  creditor_id: string;
  document_number: string;
  contact_email: string | null;
  cnaes: { number: string }[];
  legal_nature_description: string | null;
  partnerType: string;
}

test.describe('merchant registration', () => {
  test('an admin creates a supplier merchant from the CNPJ and CEP look-ups, lands on its edit page and changes its e-mail', async ({
    page,
    adminApi,
  }) => {
    const form = new MerchantFormPage(page);
    const cnpj = generateCnpj({ seed: seed() });
    await signInPage(page, ADMIN, '/app');
    await form.gotoCreate();
    await form.chooseProvider(CREDITOR_USER.companyName);
    await expect(form.field('Tipo de parceiro')).toHaveValue('Fornecedor');
    await form.field('CPF/CNPJ').pressSequentially(cnpj);
    await expect(form.field('Razão social')).not.toHaveValue('');
    await expect(form.field('Natureza jurídica')).not.toHaveValue('');
    await expect(page.getByRole('list', { name: 'CNAEs' }).getByRole('listitem').first()).toHaveText(/^\d{4}-\d\/\d{2} - /);
    // The CEP look-up fills the address anew.
    await form.field('CEP').fill('');
    await form.field('CEP').pressSequentially('01310100');
    await expect(form.field('Endereço')).toHaveValue('Avenida Paulista');
    await expect(form.field('Bairro')).toHaveValue('Bela Vista');
    await form.field('Nome do contato').fill('Ana Souza');
    await form.field('E-mail do contato').fill(`ana-${uniqueSuffix()}@e2e.dev`);
    await form.field('Celular').pressSequentially('11987654321');
    await form.field('Número').fill('1000');
    await form.save();
    await expect(form.toast('Cadastro Efetuado com Sucesso')).toBeVisible();

    const id = await form.editedId();
    await form.closeLinkDialog();
    await expect(form.tabs()).toHaveText(['Dados Cadastrais', 'Dados dos Sócios', 'Credenciadoras', 'Dados de acesso', 'Documentos']);
    const created = await adminApi.get<Merchant>(`merchants/${id}`);
    expect(created).toMatchObject({ document_number: cnpj, partnerType: 'fornecedor' });
    expect(created.cnaes.length).toBeGreaterThan(0);
    await expect(form.field('Status')).toHaveValue('Ativo');

    const email = `novo-${uniqueSuffix()}@e2e.dev`;
    await page.getByRole('button', { name: 'Alterar e-mail' }).click();
    await form.field('Novo e-mail', form.dialog).fill(email);
    await form.save(form.dialog);
    await expect(form.toast('Email alterado com sucesso!')).toBeVisible();
    await expect(form.field('E-mail do contato')).toHaveValue(email);
    expect((await adminApi.get<Merchant>(`merchants/${id}`)).contact_email).toBe(email);
  });

  test("a creditor user creates a merchant for its own creditor; a repeated document is 'CNPJ já cadastrado'", async ({ page, creditorApi }) => {
    const form = new MerchantFormPage(page);
    const cpf = generateCpf({ seed: seed() });
    await signInPage(page, CREDITOR_USER, '/app');
    await form.gotoCreate();
    await expect(form.field('Fornecedor')).toHaveValue(CREDITOR_USER.companyName);
    await expect(form.field('Fornecedor')).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Tipo de parceiro' })).toHaveCount(0);
    await form.field('CPF/CNPJ').pressSequentially(cpf);
    await expect(form.field('CPF/CNPJ')).toHaveValue(maskCpfCnpj(cpf));
    await expect(page.getByRole('combobox', { name: 'Tipo de pessoa' })).toHaveText('Física');
    for (const [label, value] of [
      ['Razão social', 'Maria da Silva'],
      ['Nome fantasia', 'Doces da Maria'],
      ['Nome do contato', 'Maria da Silva'],
      ['E-mail do contato', `maria-${uniqueSuffix()}@e2e.dev`],
      ['Número', '12'],
      ['Cidade', 'São Paulo'],
    ] as const)
      await form.field(label).fill(value);
    await form.field('Celular').pressSequentially('11987654321');
    await form.field('CEP').pressSequentially('01310100');
    await expect(form.field('Endereço')).toHaveValue('Avenida Paulista');
    await form.save();
    const id = await form.editedId();
    await form.closeLinkDialog();
    // No Documentos tab for a creditor user.
    await expect(form.tabs()).toHaveText(['Dados Cadastrais', 'Dados dos Sócios', 'Credenciadoras', 'Dados de acesso']);
    expect(await creditorApi.get<Merchant>(`merchants/${id}`)).toMatchObject({ document_number: cpf });

    await form.gotoCreate();
    await form.field('CPF/CNPJ').pressSequentially(cpf);
    await form.field('Razão social').click();
    await expect(page.getByText('CNPJ já cadastrado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
  });

  test("a financial-institution partner's merchant needs only its document and goes back to the list; 'Documento Inválido'", async ({
    page,
    adminApi,
  }) => {
    const form = new MerchantFormPage(page);
    const creditor = await adminApi.post<{ id: string }>('creditors', {
      document_number: generateCnpj({ seed: seed() }),
      company_name: `Banco Parceiro ${uniqueSuffix()} S.A.`,
      trading_name: 'Banco Parceiro',
      ...PAULISTA_ADDRESS,
      contact_name: 'Gerente',
      contact_email: `if-${uniqueSuffix()}@e2e.dev`,
      phone_number: '(11) 98765-4321',
    });
    await adminApi.post(`creditors/${creditor.id}/parameters`, { parameters: [{ parameter_key: 'perfil_parceiro', parameter_value: 'if' }] });
    const { company_name: creditorName } = await adminApi.get<{ company_name: string }>(`creditors/${creditor.id}`);

    await signInPage(page, ADMIN, '/app');
    await form.gotoCreate();
    await form.chooseProvider(creditorName);
    await expect(form.field('Tipo de parceiro')).toHaveValue('Instituição Financeira');
    await form.field('CPF/CNPJ').pressSequentially('1234567890');
    await form.field('Razão social').click();
    await expect(page.getByText('Documento Inválido')).toBeVisible();

    const document = generateCnpj({ seed: seed(), alphanumeric: true });
    await form.field('CPF/CNPJ').fill('');
    await form.field('CPF/CNPJ').pressSequentially(document);
    await expect(form.field('Razão social')).not.toHaveValue('');
    await form.save();
    await expect(form.toast('Cadastro Efetuado com Sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/merchants$/);
    const status = await adminApi.get<{ merchant: { partner_type: string; document_number: string } }>('merchants/status', {
      document,
      creditor_id: creditor.id,
    });
    expect(status.merchant).toMatchObject({ partner_type: 'if', document_number: document });
  });
});
