import { expect, type Locator, type Page } from '@playwright/test';

/** /cadastro?token=: the merchant's public onboarding page (a stepper). */
export class OnboardingPage {
  constructor(readonly page: Page) {}

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Asks for a code, then types what `readCode` finds in the outbox and confirms. */
  async confirmCode(hint: RegExp, readCode: () => Promise<string>): Promise<void> {
    await expect(this.page.getByText(hint)).toBeVisible();
    await this.button('Enviar código').click();
    await expect(this.page.getByText('Código enviado')).toBeVisible();
    await this.page.getByLabel('Código de 6 dígitos').fill(await readCode());
    await this.button('Confirmar').click();
  }

  async acceptTerm(checkbox: string): Promise<void> {
    await this.page.getByLabel(checkbox).check();
    await this.button('Aceitar').click();
    await expect(this.page.getByLabel(checkbox)).toHaveCount(0);
  }
}
