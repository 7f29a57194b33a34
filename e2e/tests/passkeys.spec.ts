import type { CDPSession, Page } from '@playwright/test';
import { generateCnpj } from '@lastro/domain';
import { MyAccountPage } from '../pages/MyAccountPage';
import { PAULISTA_ADDRESS } from '../support/addresses';
import { signIn, uniqueSuffix, type ApiClient } from '../support/api';
import { expect, test } from '../support/fixtures';

// Browsers refuse an IP address as a passkey's site: this spec uses the app at localhost, the
// relying party the server derives from its loopback PUBLIC_URL.
test.use({
  baseURL: (process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT}`).replace(
    '127.0.0.1',
    'localhost',
  ),
});

const PASSWORD = 'Chave@2026';

/** A platform user of its own, so that its passkeys change no account other specs use. */
async function newPlatformUser(adminApi: ApiClient, page: Page) {
  const { results } = await adminApi.get<{
    results: Array<{ id: number; is_lastro: boolean; active?: boolean }>;
  }>('domains/profiles');
  const profile = results.find((p) => p.is_lastro && p.active !== false)!;
  const email = `chave-${uniqueSuffix()}@lastro.dev`;
  await adminApi.post('users', {
    profile_id: profile.id,
    origin: '2',
    type: '3',
    name: 'Usuária Chave',
    email,
    password: PASSWORD,
    phone_number: '11987654321',
  });
  await signIn(page.request, email, PASSWORD);
  return { email, password: PASSWORD };
}

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator (internal
 * transport, CTAP2) that keeps resident keys and verifies its user, answering every prompt.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('registers a passkey from Minha conta, signs in with it (alone and as the second step), and removes it', async ({
  page,
  adminApi,
  loginPage,
  shell,
}) => {
  const user = await newPlatformUser(adminApi, page);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await loginPage.goto();
  expect(await loginPage.signIn(user.email, user.password)).toBe(200);
  await expect(page).toHaveURL(/\/app$/);
  await shell.userInfo.click();
  const account = new MyAccountPage(page);
  await expect(account.title).toBeVisible();
  await expect(page.getByText('Nenhuma chave de acesso cadastrada')).toBeVisible();

  await account.addPasskey('Notebook de teste');
  await expect(page.getByText('Chave de acesso adicionada')).toBeVisible();
  await expect(account.passkeyRow('Notebook de teste')).toContainText('Nunca usada');
  // The authenticator keeps it as a resident (discoverable) credential.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out, 'Entrar com chave de acesso' signs in with no e-mail nor password.
  await shell.logout();
  await loginPage.expectShown();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await shell.userInfo.click();
  await expect(account.passkeyRow('Notebook de teste')).not.toContainText('Nunca usada');

  // With the password, the passkey is the second step.
  await shell.logout();
  await loginPage.expectShown();
  expect(await loginPage.signIn(user.email, user.password)).toBe(200);
  await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar chave de acesso' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // Removed after a confirmation, it no longer signs in.
  await shell.userInfo.click();
  await account.passkeyRow('Notebook de teste').getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover chave de acesso' });
  await expect(confirm).toContainText('Notebook de teste');
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Chave de acesso removida')).toBeVisible();
  await expect(account.passkeyRows).toHaveCount(0);
  await shell.logout();
  await loginPage.expectShown();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await loginPage.expectError('Chave de acesso não reconhecida');
});

test('an account that must enrol takes a passkey instead of the authenticator app, then signs in with it', async ({
  page,
  adminApi,
  loginPage,
  shell,
}) => {
  // A creditor of its own that requires the second factor of its users (its parameter), so no
  // other spec's account is asked to enrol; its master user is invited by e-mail.
  const email = `exige-${uniqueSuffix()}@lastro.dev`;
  const creditor = await adminApi.post<{ id: string }>('creditors', {
    document_number: generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) }),
    company_name: 'Fornecedor Segundo Fator Ltda',
    trading_name: 'Fornecedor Segundo Fator',
    ...PAULISTA_ADDRESS,
    contact_name: 'Rita Segura',
    contact_email: email,
    phone_number: '(11) 98765-4321',
    origin_account: '2',
    type_account: '2',
    type_person: '1',
    active: 'true',
  });
  await adminApi.post(`creditors/${creditor.id}/parameters`, {
    parameters: [{ parameter_key: 'exige_segundo_fator', parameter_value: '1' }],
  });
  const { results } = await adminApi.get<{ results: { text: string }[] }>('mail/outbox', { to: email, limit: 1 });
  const link = results[0]?.text.match(/\/convite\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, `an invitation e-mail to ${email}`).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('Nova senha').fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Definir senha' }).click();
  await expect(page.getByText('Senha definida com sucesso! Faça login para continuar.')).toBeVisible();

  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await loginPage.goto();
  expect(await loginPage.signIn(email, PASSWORD)).toBe(200);
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  const instead = page.getByRole('button', { name: 'Usar uma chave de acesso no lugar do aplicativo' });
  await expect(instead).toBeDisabled();
  await page.getByLabel('Nome da chave').fill('Celular da Rita');
  await instead.click();
  await expect(page).toHaveURL(/\/app$/);
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);

  // 'Minha conta' counts it as the factor; the next sign-in asks for it after the password.
  await shell.userInfo.click();
  const account = new MyAccountPage(page);
  await expect(account.passkeyRow('Celular da Rita')).toBeVisible();
  await expect(page.getByText('Protegida por uma chave de acesso. O aplicativo autenticador é opcional.')).toBeVisible();
  await shell.logout();
  await loginPage.expectShown();
  expect(await loginPage.signIn(email, PASSWORD)).toBe(200);
  await page.getByRole('button', { name: 'Usar chave de acesso' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
