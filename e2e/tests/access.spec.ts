import { AccessPage } from '../pages/AccessPage';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix, type ApiClient } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const PROFILE_WITH_USERS = 'Perfis com usuários vinculados não podem ser inativados.';

/** The invitation link e-mailed to `email`, read from the outbox as an administrator. */
async function invitationLink(adminApi: ApiClient, email: string): Promise<string> {
  const { results } = await adminApi.get<{ results: { text: string }[] }>('mail/outbox', { to: email, limit: 1 });
  const match = results[0]?.text.match(/\/convite\?token=[A-Za-z0-9_-]+/);
  expect(match, `an invitation e-mail to ${email} in the outbox`).toBeTruthy();
  return match![0];
}

test('an invited creditor user signs in with the profile an admin made, and inactivation ends the session', async ({
  page,
  browser,
  adminApi,
}) => {
  // The whole life of a user in two browser contexts: more steps than the default minute allows.
  test.slow();
  const suffix = uniqueSuffix();
  const profileName = `E2E ${suffix}`.slice(0, 30);
  const email = `convidado-${suffix}@lastro.dev`;
  const password = 'Convite@2026';
  const access = new AccessPage(page);

  // The admin creates a Fornecedor profile with two permissions.
  await signInPage(page, ADMIN, '/app/access?tab=2');
  await page.getByRole('button', { name: 'Adicionar perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Perfil' })).toBeVisible();
  await page.getByLabel('Nome do perfil').fill(profileName);
  await access.choose('Tipo', 'Fornecedor');
  await page.getByRole('checkbox', { name: 'Ler Consulta de agenda de recebíveis' }).check();
  await page.getByRole('checkbox', { name: 'Todos Dados cadastrais do estabelecimento' }).check();
  await expect(page.getByRole('checkbox', { name: 'Ler Dados cadastrais do estabelecimento' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Deletar Relatório de previsão de liquidação' })).toBeDisabled();
  await access.save();
  await access.expectToast('Criação feita com sucesso!');
  await expect(page).toHaveURL(/\/app\/access\?tab=2$/);

  // ...and a creditor user of the demo creditor with it.
  await access.gotoTab(1);
  await expect(page.getByRole('button', { name: 'Adicionar usuário' })).toBeDisabled();
  await access.selectCreditor(CREDITOR_USER.companyName);
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de usuário' })).toBeVisible();
  await access.choose('Perfil', profileName);
  await page.getByRole('textbox', { name: 'Nome' }).fill('Convidado E2E');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987650000');
  await access.save();
  await access.expectToast('Criação feita com sucesso!');
  await expect(page).toHaveURL(/\/app\/access\?tab=1&creditor_id=/);
  await access.search('Email', email);
  await expect(access.row(email)).toContainText(profileName);

  // The invited user opens the link, chooses a password and signs in.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto(await invitationLink(adminApi, email));
  await expect(userPage.getByRole('heading', { name: 'Definir senha' })).toBeVisible();
  await expect(userPage.getByLabel('E-mail')).toHaveValue(email);
  await userPage.getByLabel('Nova senha').fill(password);
  await userPage.getByLabel('Confirmar senha').fill(password);
  await userPage.getByRole('button', { name: 'Definir senha' }).click();
  await expect(userPage.getByText('Senha definida com sucesso! Faça login para continuar.')).toBeVisible();
  await userPage.getByRole('link', { name: 'Ir para o login' }).click();
  const login = new LoginPage(userPage);
  await login.expectShown();
  expect(await login.signIn(email, password)).toBe(200);
  await expect(userPage).toHaveURL(/\/app$/);
  const shell = new AppShell(userPage);
  await expect(shell.menuItem('Estabelecimento')).toBeVisible();
  expect((await shell.menuItemLabels()).sort()).toEqual(['Agenda de recebiveis', 'Estabelecimento']);

  // While the user holds the profile it cannot be inactivated.
  await access.gotoTab(2);
  await expect(page.getByText(PROFILE_WITH_USERS)).toBeVisible();
  await access.search('Nome do perfil', profileName);
  await expect(access.row(profileName)).toContainText('1');
  await expect(access.action(profileName, 'Inativar')).toBeDisabled();
  const { results } = await adminApi.get<{ results: { id: number }[] }>('domains/profiles', { name: profileName });
  const refused = await adminApi.call('PATCH', `domains/profiles/${results[0]!.id}`, { body: { mode: 'inactive' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).errors.message).toEqual([PROFILE_WITH_USERS]);

  // Inativar the user: their open session ends at once.
  await access.gotoTab(1);
  await access.selectCreditor(CREDITOR_USER.companyName);
  await access.search('Email', email);
  await access.action(email, 'Inativar').click();
  await expect(page.getByText('Você tem certeza que deseja inativar este usuário?')).toBeVisible();
  await access.confirm();
  await access.expectToast('Inativado com sucesso');
  await expect(access.row(email)).toContainText('Não');

  await userPage.reload();
  await login.expectShown();
  expect(await login.signIn(email, password)).toBe(403);

  // The inactivated user still holds the profile: it still counts and still cannot be inactivated.
  await access.gotoTab(2);
  await access.search('Nome do perfil', profileName);
  await expect(access.row(profileName)).toContainText('1');
  await expect(access.action(profileName, 'Inativar')).toBeDisabled();

  // A profile nobody holds is inactivated, once.
  const unusedName = `E2E livre ${suffix}`.slice(0, 30);
  const catalogue = await adminApi.get<{ results: { id: number }[] }>('domains/user-resource', { limit: 200, type: 2 });
  const made = await adminApi.call('POST', 'domains/profiles', {
    body: { description: unusedName, is_lastro: false, resources: [{ user_resource_id: catalogue.results[0]!.id, permition: 'read' }] },
  });
  expect(made.status()).toBe(201);
  await access.search('Nome do perfil', unusedName);
  await access.action(unusedName, 'Inativar').click();
  await expect(page.getByText('Você tem certeza que deseja inativar este Perfil?')).toBeVisible();
  await access.confirm();
  await access.expectToast('Inativado com sucesso');
  await expect(access.action(unusedName, 'Inativar')).toBeDisabled();
  await userContext.close();
});

test('a creditor user sees only its own creditor users and cannot pick Administrador Fornecedor', async ({ page }) => {
  const access = new AccessPage(page);
  await signInPage(page, CREDITOR_USER, '/app/access?tab=2');
  await expect(page.getByRole('tab')).toHaveText(['Usuários do fornecedor']);
  await expect(access.row(CREDITOR_USER.email)).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  await page.getByRole('combobox', { name: 'Perfil' }).click();
  await expect(page.getByRole('option', { name: 'Operador Fornecedor' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Administrador Fornecedor' })).toHaveCount(0);
});
