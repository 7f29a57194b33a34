import type { CDPSession, Page } from '@playwright/test';
import { MyAccountPage } from '../pages/MyAccountPage';
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
