import { expect, type Locator, type Page } from '@playwright/test';

/** /cadastro?token=: the merchant's public onboarding page (a stepper). */
export class OnboardingPage {
  constructor(readonly page: Page) {}

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /**
   * Waits for the step just done to fold away. Its content slides shut while the next one opens,
   * moving the next step's buttons up the page; a tap in that moment can press on one spot and
   * lift on another, which is no click. A CI run pressed 'Enviar código' of the phone step so,
   * while the e-mail step was still folding, and no code was ever asked for. The content of a
   * step that folded is unmounted, so its buttons are gone: no code step's 'Confirmar', and only
   * the open term's 'Aceitar' (`terms`: 1 on a term step, 0 on a code step).
   */
  private async settled(terms: 0 | 1): Promise<void> {
    await expect(this.button('Confirmar')).toHaveCount(0);
    await expect(this.button('Aceitar')).toHaveCount(terms);
  }

  /** Asks for a code, then types what `readCode` finds in the outbox and confirms. */
  async confirmCode(hint: RegExp, readCode: () => Promise<string>): Promise<void> {
    await expect(this.page.getByText(hint)).toBeVisible();
    await this.settled(0);
    await this.button('Enviar código').click();
    await expect(this.page.getByText('Código enviado')).toBeVisible();
    await this.page.getByLabel('Código de 6 dígitos').fill(await readCode());
    await this.button('Confirmar').click();
  }

  async acceptTerm(checkbox: string): Promise<void> {
    await expect(this.page.getByLabel(checkbox)).toBeVisible();
    await this.settled(1);
    await this.page.getByLabel(checkbox).check();
    await this.button('Aceitar').click();
    await expect(this.page.getByLabel(checkbox)).toHaveCount(0);
  }
}
