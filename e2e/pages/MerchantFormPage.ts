import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/merchants/create and /app/merchants/edit: the Dados Cadastrais form, the tabs and the e-mail dialog. */
export class MerchantFormPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(paths.merchants.create.getHref());
    await expect(this.page.getByRole('heading', { name: 'Cadastro de estabelecimento' })).toBeVisible();
  }

  /** A text input by its label (required fields carry a hidden asterisk: exact accessible name). */
  field(name: string, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  async chooseProvider(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Fornecedor', exact: true }).click();
    await this.page.getByRole('option', { name }).click();
  }

  save(scope: Page | Locator = this.page): Promise<void> {
    return scope.getByRole('button', { name: 'Gravar dados' }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  tabs(): Locator {
    return this.page.getByRole('tab');
  }

  /** After a create, the onboarding link issued with the merchant is offered in its dialog; closes it. */
  async closeLinkDialog(): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Link de cadastro' });
    await expect(dialog.getByRole('textbox')).toHaveValue(/\/cadastro\?token=[\w-]{20,}$/);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The id of the merchant whose edit page is open. */
  async editedId(): Promise<string> {
    await expect(this.page).toHaveURL(/\/app\/merchants\/edit\?id=[0-9a-f-]{36}/);
    return new URL(this.page.url()).searchParams.get('id')!;
  }
}
