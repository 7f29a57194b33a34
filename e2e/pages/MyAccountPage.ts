import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/minha-conta: the account's second factor and its sessions. */
export class MyAccountPage {
  readonly title: Locator;
  readonly enrolButton: Locator;
  readonly secret: Locator;
  readonly codeField: Locator;
  readonly confirmButton: Locator;
  readonly recoveryCodes: Locator;
  readonly sessionRows: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { name: 'Minha conta' });
    this.enrolButton = page.getByRole('button', { name: 'Configurar' });
    this.secret = page.getByTestId('totp-secret');
    this.codeField = page.getByLabel('Código de verificação');
    this.confirmButton = page.getByRole('button', { name: 'Confirmar' });
    this.recoveryCodes = page.getByTestId('recovery-codes').getByRole('listitem');
    this.sessionRows = page.getByTestId('session-row');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.myAccount.root.getHref());
    await expect(this.title).toBeVisible();
  }

  /** The row of a session other than the one this page uses. */
  otherSession(): Locator {
    return this.sessionRows.filter({ hasNot: this.page.getByText('Esta sessão') });
  }
}
