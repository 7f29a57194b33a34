import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';

/** /app/schedules: the query list, the new-query page and a query's detail. */
export class SchedulesPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async gotoList(): Promise<void> {
    await this.page.goto(paths.schedules.root.getHref());
    await expect(this.page.getByRole('heading', { name: 'Agenda de recebíveis' })).toBeVisible();
  }

  /** Rows of a merchant's queries in the list. */
  rows(merchant: string): Locator {
    return this.page.getByRole('row').filter({ hasText: merchant });
  }

  processedRows(merchant: string): Locator {
    return this.rows(merchant).filter({ hasText: 'Consulta de Agenda Processada' });
  }

  /**
   * Filters the list by the merchant's name (other specs add queries of other merchants alongside)
   * and waits for the answer: the rows are then the search's, so a count taken next is of them.
   */
  async showOnly(name: string): Promise<void> {
    // The list keeps the previous rows while it asks, and 'aria-busy' may still read false right
    // after the click: only the search's own answer says the rows are the search's.
    const answered = this.page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/requests' && url.searchParams.get('search') === name && r.request().method() === 'GET';
    });
    await this.page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(this.page).toHaveURL(/[?&]search=/);
    await answered;
    await expect(this.page.locator('table[aria-busy]').first()).toHaveAttribute('aria-busy', 'false');
  }

  async newQuery(): Promise<void> {
    await this.page.getByRole('button', { name: 'Nova consulta' }).click();
    await expect(this.page.getByRole('heading', { name: 'Nova consulta' })).toBeVisible();
  }

  async chooseCreditor(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Fornecedor' }).click();
    await this.page.getByRole('option', { name }).click();
  }

  /** Types the document and looks the merchant up; waits for its name. */
  async lookUp(document: string, merchant: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'CNPJ/CPF' }).pressSequentially(document);
    await this.page.getByRole('button', { name: 'Buscar estabelecimento' }).click();
    await expect(this.page.getByRole('textbox', { name: 'Nome' })).toHaveValue(merchant);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Consultar' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Solicitação em processamento' });
    await expect(dialog).toContainText('Acompanhe o status da solicitação na tela "Agenda de recebíveis"');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(this.page).toHaveURL(/\/app\/schedules(\?|$)/);
  }

  /** Opens the newest processed query of the merchant. */
  async openNewest(merchant: string): Promise<void> {
    await this.page.getByRole('button', { name: `Visualizar ${merchant}` }).first().click();
    await expect(this.page.getByRole('heading', { name: 'Resumo' })).toBeVisible();
  }

  /** The analytical table's "1-10 de N" total (the pager of every table). */
  async analyticalTotal(): Promise<number> {
    const section = this.page.getByRole('table', { name: 'Agenda Analítica' }).locator('xpath=../..');
    const text = (await section.getByText(/\d+-\d+ de [\d.]+/).textContent()) ?? '';
    return Number(text.split(' de ')[1]!.replace(/\./g, ''));
  }
}
