import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/minha-conta: the account's second factor, passkeys and sessions. */
export class MyAccountPage {
  readonly title: Locator;
  readonly enrolButton: Locator;
  readonly secret: Locator;
  readonly codeField: Locator;
  readonly confirmButton: Locator;
  readonly recoveryCodes: Locator;
  readonly sessionRows: Locator;
  readonly addPasskeyButton: Locator;
  readonly passkeyRows: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { name: 'Minha conta' });
    this.enrolButton = page.getByRole('button', { name: 'Configurar' });
    this.secret = page.getByTestId('totp-secret');
    this.codeField = page.getByLabel('Código de verificação');
    this.confirmButton = page.getByRole('button', { name: 'Confirmar' });
    this.recoveryCodes = page.getByTestId('recovery-codes').getByRole('listitem');
    this.sessionRows = page.getByTestId('session-row');
    this.addPasskeyButton = page.getByRole('button', { name: 'Adicionar chave de acesso' });
    this.passkeyRows = page.getByTestId('passkey-row');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.myAccount.root.getHref());
    await expect(this.title).toBeVisible();
  }

  /** Names a new passkey and lets the browser's authenticator create it. */
  async addPasskey(name: string): Promise<void> {
    await this.addPasskeyButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Adicionar chave de acesso' });
    await dialog.getByLabel('Nome da chave').fill(name);
    await dialog.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
    await expect(dialog).toBeHidden();
  }

  passkeyRow(name: string): Locator {
    return this.passkeyRows.filter({ hasText: name });
  }

  /** The row of a session other than the one this page uses. */
  otherSession(): Locator {
    return this.sessionRows.filter({ hasNot: this.page.getByText('Esta sessão') });
  }
}
