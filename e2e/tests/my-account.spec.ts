import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from '@playwright/test';
import { MyAccountPage } from '../pages/MyAccountPage';
import { apiCall, ApiClient, signIn, uniqueSuffix } from '../support/api';
import { expect, pageToken, signInPage, test } from '../support/fixtures';

const PASSWORD = 'Fator@2026';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** A platform user of its own, so that enrolling a factor changes no account other specs use. */
async function newPlatformUser(adminApi: ApiClient, request: APIRequestContext) {
  const { results } = await adminApi.get<{
    results: Array<{ id: number; is_lastro: boolean; active?: boolean }>;
  }>('domains/profiles');
  const profile = results.find((p) => p.is_lastro && p.active !== false)!;
  const email = `fator-${uniqueSuffix()}@lastro.dev`;
  const name = 'Usuária Fator';
  await adminApi.post('users', {
    profile_id: profile.id,
    origin: '2',
    type: '3',
    name,
    email,
    password: PASSWORD,
    phone_number: '11987654321',
  });
  await signIn(request, email, PASSWORD);
  return { email, password: PASSWORD, name, companyName: 'Lastro' };
}

test('enrols a second factor from Minha conta, then signs in with the code', async ({
  page,
  request,
  adminApi,
  loginPage,
  shell,
}) => {
  const user = await newPlatformUser(adminApi, request);
  await loginPage.goto();
  expect(await loginPage.signIn(user.email, user.password)).toBe(200);
  await expect(page).toHaveURL(/\/app$/);

  // 'Minha conta' opens from the name in the top bar.
  await shell.userInfo.click();
  const account = new MyAccountPage(page);
  await expect(account.title).toBeVisible();
  await account.enrolButton.click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await account.secret.innerText()).trim();
  await account.codeField.fill(codeFor(secret));
  await account.confirmButton.click();
  await expect(account.recoveryCodes).toHaveCount(10);
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();

  await shell.logout();
  await loginPage.goto();
  expect(await loginPage.signIn(user.email, user.password)).toBe(200);
  await expect(page.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
  expect(await pageToken(page)).toBeNull();
  // The enrolment spent this step's code: the next step's is the one a phone shows next.
  await page.getByLabel('Código de verificação').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await shell.expectSignedInAs(user);
});

test("ends another session from Minha conta with 'Encerrar'", async ({ page, request, adminApi }) => {
  const user = await newPlatformUser(adminApi, request);
  const elsewhere = await signIn(request, user.email, user.password);
  await signInPage(page, user, '/app/minha-conta');
  const account = new MyAccountPage(page);
  await expect(account.title).toBeVisible();
  await expect(account.otherSession().first()).toBeVisible();
  const before = await account.otherSession().count();
  const ended = account.otherSession().first();
  await ended.getByRole('button', { name: 'Encerrar' }).click();
  await expect(account.otherSession()).toHaveCount(before - 1);
  await page.getByRole('button', { name: 'Encerrar as outras' }).click();
  await expect(account.otherSession()).toHaveCount(0);
  await expect(account.sessionRows).toHaveCount(1);
  // The other session is over: its token opens nothing.
  expect((await apiCall(request, elsewhere, 'GET', 'profile')).status()).toBe(401);
  expect((await apiCall(request, await pageToken(page), 'GET', 'profile')).status()).toBe(200);
});
