import { randomUUID } from 'node:crypto';
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
  // The token is in the tab's storage before the first page's scripts run, so the page opens
  // signed in (no trip through /login). The script runs on every later navigation of the page
  // too: it writes the token once only, or a reload after signing out would sign in again.
  const once = `e2e-signed-in-${randomUUID()}`;
  await page.addInitScript(
    ([key, value, flag]) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      sessionStorage.setItem(key, value);
    },
    [TOKEN_KEY, token, once] as const,
  );
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
