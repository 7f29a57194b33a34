import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /login: e-mail, password, 'Entrar', and the error shown above the form. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly error: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.password = page.getByLabel('Senha');
    this.submitButton = page.getByRole('button', { name: 'Entrar', exact: true });
    this.error = page.getByRole('alert');
    this.title = page.getByRole('heading', { name: 'Login' });
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.login.getHref());
    await expect(this.title).toBeVisible();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /**
   * Fills and submits, and waits for the server's answer to this very attempt (so that an
   * error still shown from the previous attempt is never mistaken for this one's).
   * Returns the HTTP status of POST /api/accounts/sign-in.
   */
  async signIn(email: string, password: string): Promise<number> {
    await this.fill(email, password);
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/accounts/sign-in')),
      this.submit(),
    ]);
    return response.status();
  }

  async expectError(text: string): Promise<void> {
    await expect(this.error).toHaveText(text);
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.title).toBeVisible();
  }
}
