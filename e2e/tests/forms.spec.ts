import { AccessPage } from '../pages/AccessPage';
import { MerchantFormPage } from '../pages/MerchantFormPage';
import { ADMIN } from '../support/accounts';
import { uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const CREATED = 'Criação feita com sucesso!';

test("a double click on 'Gravar dados' of 'Criar perfil' creates one profile and shows one success toast", async ({ page, adminApi }) => {
  const access = new AccessPage(page);
  const profileName = `Duplo ${uniqueSuffix()}`.slice(0, 30);
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/domains/profiles')) creates.push(request.url());
  });

  await signInPage(page, ADMIN, '/app/access?tab=2');
  await page.getByRole('button', { name: 'Adicionar perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Perfil' })).toBeVisible();
  await page.getByLabel('Nome do perfil').fill(profileName);
  await access.choose('Tipo', 'Fornecedor');
  await page.getByRole('checkbox', { name: 'Ler Consulta de agenda de recebíveis' }).check();
  await page.getByRole('button', { name: 'Gravar dados' }).dblclick();

  await expect(page).toHaveURL(/\/app\/access\?tab=2$/);
  await expect(page.getByText(CREATED, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: /já|erro/i })).toHaveCount(0);
  const { results } = await adminApi.get<{ results: { description: string }[] }>('domains/profiles', { name: profileName });
  expect(results.filter((p) => p.description === profileName)).toHaveLength(1);
  expect(creates).toHaveLength(1);
});

test("an empty merchant form: 'Gravar dados' is enabled and a click shows every missing field, focusing the first", async ({ page }) => {
  const form = new MerchantFormPage(page);
  await signInPage(page, ADMIN, '/app');
  await form.gotoCreate();
  const save = page.getByRole('button', { name: 'Gravar dados' });
  await expect(save).toBeEnabled();
  await save.click();

  const provider = page.getByRole('combobox', { name: 'Fornecedor', exact: true });
  await expect(provider).toBeFocused();
  await expect(provider).toHaveAttribute('aria-invalid', 'true');
  for (const name of ['CPF/CNPJ', 'Razão social', 'Nome fantasia', 'Nome do contato', 'E-mail do contato', 'CEP', 'Cidade']) {
    await expect(form.field(name), name).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page).toHaveURL(/\/app\/merchants\/create/);
});
