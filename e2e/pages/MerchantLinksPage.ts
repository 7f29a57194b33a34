import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** The merchant edit page's 'Dados dos Sócios' and 'Credenciadoras' tabs. */
export class MerchantLinksPage {
  readonly partnerForm: Locator;
  readonly linkForm: Locator;
  readonly discovery: Locator;

  constructor(readonly page: Page) {
    this.partnerForm = page.getByRole('form', { name: 'Cadastrar sócio' });
    this.linkForm = page.getByRole('form', { name: 'Vincular credenciadora' });
    this.discovery = page.getByRole('button', { name: 'Discovery' });
  }

  async openPartners(merchantId: string): Promise<void> {
    await this.page.goto(paths.merchants.edit.getHref(merchantId, 'partners'));
    await expect(this.page.getByRole('heading', { name: 'Sócios cadastrados' })).toBeVisible();
  }

  async openAcquirers(merchantId: string): Promise<void> {
    await this.page.goto(paths.merchants.edit.getHref(merchantId, 'acquirers'));
    await expect(this.page.getByRole('heading', { name: 'Listagem de vínculos' })).toBeVisible();
  }

  /** The table under a section heading ('Sócios cadastrados', 'Credenciadoras vinculadas', 'Listagem de vínculos'). */
  section(title: string): Locator {
    return this.page.getByRole('heading', { name: title }).locator('xpath=../..');
  }

  row(section: string, text: string): Locator {
    return this.section(section).getByRole('row').filter({ hasText: text });
  }

  async addPartner(cpf: string, fullName: string): Promise<void> {
    await this.partnerForm.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpf);
    await this.partnerForm.getByRole('textbox', { name: 'Nome completo' }).fill(fullName);
    await this.partnerForm.getByRole('button', { name: 'Adicionar sócio' }).click();
    await expect(this.page.getByText('Sócio cadastrado com sucesso')).toBeVisible();
  }

  async linkAcquirer(acquirer: string, advancement: string): Promise<void> {
    await this.linkForm.getByRole('combobox', { name: 'Credenciadora' }).click();
    await this.page.getByRole('option', { name: acquirer, exact: true }).click();
    await this.linkForm.getByRole('combobox', { name: 'Antecipação' }).click();
    await this.page.getByRole('option', { name: advancement, exact: true }).click();
    await this.linkForm.getByRole('button', { name: 'Vincular' }).click();
    await expect(this.page.getByText('Credenciadora vinculada com sucesso')).toBeVisible();
  }

  /** Clicks 'Excluir <name>' and confirms. */
  async deleteRow(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Excluir ${name}`, exact: true }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
  }
}
