import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../../apps/web/src/lib/paths';
import { expectExportEnded } from '../support/exports';

const M = MESSAGES.merchants;

/** /app/merchants: the list 'Estabelecimentos', its filters and its export. */
export class MerchantsPage {
  constructor(readonly page: Page) {}

  async gotoList(): Promise<void> {
    await this.page.goto(paths.merchants.root.getHref());
    await expect(this.page.getByRole('heading', { name: M.listTitle })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  /** Body rows of the table holding `text`. */
  rows(text: string | RegExp): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  /** The list's total, as the export toolbar shows it ('Total de linhas: N'). */
  async expectTotal(count: number): Promise<void> {
    await expect(this.page.getByText(/^Total de linhas:/)).toHaveText(`Total de linhas: ${count}`);
  }

  /** The list's total ('Total de linhas: N'), once shown. */
  async total(): Promise<number> {
    const text = this.page.getByText(/^Total de linhas: \d+$/);
    await expect(text).toBeVisible();
    return Number((await text.textContent())!.replace(/\D/g, ''));
  }

  async search(filters: { name?: string; document?: string; supplier?: string }): Promise<void> {
    if (filters.supplier !== undefined) {
      await this.page.getByRole('combobox', { name: M.supplierFilterLabel }).click();
      await this.page.getByRole('option', { name: filters.supplier, exact: true }).click();
    }
    if (filters.name !== undefined) await this.page.getByRole('textbox', { name: M.nameFilterLabel }).fill(filters.name);
    if (filters.document !== undefined) {
      const field = this.page.getByRole('textbox', { name: M.documentFilterLabel });
      await field.fill('');
      await field.pressSequentially(filters.document);
    }
    await this.page.getByRole('button', { name: MESSAGES.common.search, exact: true }).click();
  }

  /** 'Limpar': waits for the address to lose the filters and the form to show the defaults. */
  async clear(): Promise<void> {
    await this.page.getByRole('button', { name: MESSAGES.common.clear, exact: true }).click();
    await expect(this.page).not.toHaveURL(/[?&](name|document|creditor_id)=/);
    await expect(this.page.getByRole('textbox', { name: M.nameFilterLabel })).toHaveValue('');
  }

  /** 'Baixar tabela' as xlsx: the processing dialog closes itself when the job ends, saying where the file is. */
  async exportList(): Promise<void> {
    await this.page.getByRole('button', { name: 'Baixar tabela' }).click();
    await this.page.getByRole('menuitem', { name: 'xls' }).click();
    await expectExportEnded(this.page, 'estabelecimentos');
  }
}
