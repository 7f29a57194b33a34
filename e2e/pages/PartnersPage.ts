import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/partners: list with name filter, create and edit forms, delete confirmation. */
export class PartnersPage {
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Adicionar parceiro' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.partners.root.getHref());
    await expect(this.page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  }

  form(title: 'Cadastrar parceiro' | 'Editar parceiro'): Locator {
    return this.page.getByRole('form', { name: title });
  }

  field(title: 'Cadastrar parceiro' | 'Editar parceiro', label: string): Locator {
    return this.form(title).getByRole('textbox', { name: label, exact: true });
  }

  async fill(title: 'Cadastrar parceiro' | 'Editar parceiro', values: Partial<Record<'CNPJ/CPF' | 'Razão social' | 'Nome fantasia' | '% receita', string>>) {
    const form = this.form(title);
    for (const [label, value] of Object.entries(values)) {
      const input = form.getByRole('textbox', { name: label, exact: true });
      await input.fill('');
      await input.pressSequentially(value);
    }
  }

  async save(title: 'Cadastrar parceiro' | 'Editar parceiro'): Promise<void> {
    await this.form(title).getByRole('button', { name: 'Gravar dados' }).click();
  }

  async search(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  action(action: 'Editar' | 'Excluir', tradingName: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${tradingName}`, exact: true });
  }
}
