import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/access: the three tabs, their lists and row actions, and the create/edit forms. */
export class AccessPage {
  constructor(readonly page: Page) {}

  async gotoTab(tab: 0 | 1 | 2, query = ''): Promise<void> {
    const href = paths.access.root.getHref(tab);
    await this.page.goto(query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href);
    await expect(this.page.getByRole('heading', { name: 'Gestão de acessos' })).toBeVisible();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async search(field: string, value: string): Promise<void> {
    await this.page.getByLabel(field, { exact: true }).fill(value);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  /** Picks an option of a MUI select by its label. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async selectCreditor(name: string): Promise<void> {
    const input = this.page.getByRole('combobox', { name: 'Fornecedor' });
    await input.fill(name);
    await this.page.getByRole('option', { name: new RegExp(name) }).first().click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Gravar dados' }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  /** Clicks a row action by its accessible name prefix (e.g. 'Inativar') on the row holding `text`. */
  action(text: string, action: string): Locator {
    return this.row(text).getByRole('button', { name: new RegExp(`^${action} `) });
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
  }
}
