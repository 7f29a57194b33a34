import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../../apps/web/src/lib/paths';
import { ImportFlowPage } from './ImportFlowPage';

const M = MESSAGES.imports;

/** /app/import-merchants: provider, function, then the shared import flow. */
export class ImportMerchantsPage {
  readonly flow: ImportFlowPage;

  constructor(readonly page: Page) {
    this.flow = new ImportFlowPage(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.importMerchants.root.getHref());
    await expect(this.page.getByRole('heading', { name: M.merchantImportTitle })).toBeVisible();
  }

  get provider(): Locator {
    return this.page.getByRole('combobox', { name: M.merchantProvider });
  }

  get functionSelect(): Locator {
    return this.page.getByRole('combobox', { name: M.merchantFunction });
  }

  async chooseProvider(companyName: string): Promise<void> {
    await this.provider.click();
    await this.page.getByRole('option', { name: new RegExp(companyName) }).click();
  }

  async chooseFunction(label: 'Manutenção' | 'Cadastro'): Promise<void> {
    await expect(this.functionSelect).toBeEnabled();
    await this.functionSelect.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.functionSelect).toHaveText(label);
  }
}
