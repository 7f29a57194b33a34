import { expect, type Locator, type Page } from '@playwright/test';

/** 'Empresas e contas' (/app/conciliation-company): its two tabs and 'Editar empresa'. */
export class ConciliationCompanyPage {
  readonly heading: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { name: 'Empresas e contas' });
    this.grid = page.getByRole('main').getByRole('table').first();
  }

  row(text: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: text });
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async openTab(name: 'Empresas' | 'Regras de classificação') {
    await this.page.getByRole('tab', { name }).click();
  }

  async filterBySupplier(name: string) {
    await this.page.getByRole('combobox', { name: 'Fornecedor' }).first().click();
    await this.page.getByRole('option', { name }).click();
    await this.page.getByRole('button', { name: 'Buscar', exact: true }).click();
  }

  async expectShown() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByText('Onde os pagamentos dos efeitos chegam, com quais tolerâncias, e como os créditos do extrato são classificados')).toBeVisible();
  }
}
