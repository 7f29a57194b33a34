import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/creditors: the list, the create page and the edit page with its five tabs and dialogs. */
export class CreditorsPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.creditors.root.getHref());
    await expect(this.page.getByRole('heading', { name: 'Fornecedores', exact: true })).toBeVisible();
  }

  /** A text input by its label (required fields carry a hidden asterisk: exact accessible name). */
  field(name: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  /** Picks an option of a select or autocomplete by the option's text (a regex or its start). */
  async choose(label: string, option: string | RegExp, scope: Page | Locator = this.page): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page
      .getByRole('option', { name: typeof option === 'string' ? new RegExp(`^${escape(option)}`) : option })
      .first()
      .click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /**
   * Sees a toast, then waits for it to close (3 s), so the next toast with the same text
   * is unambiguously the new one.
   */
  async expectToast(text: string): Promise<void> {
    await expect(this.toast(text)).toBeVisible();
    await expect(this.toast(text)).toHaveCount(0, { timeout: 10_000 });
  }

  tab(name: 'Dados Cadastrais' | 'Originadores' | 'Parâmetros' | 'Taxas' | 'Identidade Visual'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  save(scope: Page | Locator = this.page): Promise<void> {
    return scope.getByRole('button', { name: 'Gravar dados' }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
