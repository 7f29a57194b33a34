import { test as base, expect, type Page } from '@playwright/test';
import { AppShell } from '../pages/AppShell';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN, CREDITOR_USER } from './accounts';
import { ApiClient, signIn } from './api';

/** Where the web app keeps the session token (apps/web/src/lib/session.ts). */
export const TOKEN_KEY = 'lastro.token';

/**
 * Signs in through the API and hands the token to the page the way the login form would,
 * so that specs not about sign-in start on a signed-in page without typing.
 */
export async function signInPage(
  page: Page,
  account: { email: string; password: string },
  path = '/app',
): Promise<string> {
  const token = await signIn(page.request, account.email, account.password);
  await page.goto('/login');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
  return token;
}

export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

interface Fixtures {
  loginPage: LoginPage;
  shell: AppShell;
  adminApi: ApiClient;
  creditorApi: ApiClient;
}

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new AppShell(page)),
  adminApi: async ({ request }, use) => {
    const api = await ApiClient.signIn(request, ADMIN.email, ADMIN.password);
    await use(api);
    await api.signOut();
  },
  creditorApi: async ({ request }, use) => {
    const api = await ApiClient.signIn(request, CREDITOR_USER.email, CREDITOR_USER.password);
    await use(api);
    await api.signOut();
  },
});

export { expect };
