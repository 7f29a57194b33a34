import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** The documents-validation page (/app/docs) and the merchant's 'Documentos' tab with its dialogs. */
export class MerchantDocumentsPage {
  constructor(readonly page: Page) {}

  async openValidation(): Promise<void> {
    await this.page.goto(paths.docs.root.path);
    await expect(this.page.getByRole('heading', { name: 'Documentação' })).toBeVisible();
  }

  async filterByName(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Nome' }).fill(name);
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  pendingRow(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  get documentsTable(): Locator {
    return this.page.getByRole('table', { name: 'Documentos' });
  }

  documentRow(type: string): Locator {
    return this.documentsTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: type, exact: true }) });
  }

  async openDetail(type: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Visualizar ${type}`, exact: true }).click();
    const dialog = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${type} — `) }) });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openHistory(type: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Histórico ${type}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Histórico de documentos' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async refuse(detail: Locator, reason: string): Promise<void> {
    await detail.getByRole('button', { name: 'Reprovar', exact: true }).click();
    const refusal = this.page.getByRole('dialog', { name: 'Recusa de Documento' });
    await expect(refusal.getByRole('button', { name: 'Gravar dados' })).toBeDisabled();
    await refusal.getByRole('button', { name: reason }).click();
    await refusal.getByRole('button', { name: 'Gravar dados' }).click();
    await expect(this.page.getByText('Documento reprovado com sucesso')).toBeVisible();
    await expect(refusal).toBeHidden();
  }
}
