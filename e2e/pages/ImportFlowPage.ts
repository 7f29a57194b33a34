import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shared import flow (apps/web components/ImportFlow) on any import page: choose a file,
 * check the preview, process, wait for the job's end, read the failed rows.
 */
export class ImportFlowPage {
  constructor(readonly page: Page) {}

  get fileInput(): Locator {
    return this.page.locator('input[type=file]');
  }

  get processButton(): Locator {
    return this.page.getByRole('button', { name: 'Processar dados' });
  }

  get previewRows(): Locator {
    return this.page.getByTestId('import-row');
  }

  /** A file on disk, or one made in the test ({name, buffer}: e.g. Windows-1252 bytes). */
  async chooseFile(file: string | { name: string; buffer: Buffer }): Promise<void> {
    await this.fileInput.setInputFiles(
      typeof file === 'string' ? file : { name: file.name, mimeType: 'text/csv', buffer: file.buffer },
    );
  }

  /** The preview shows `n` rows in the file (the table pages them). */
  async expectPreviewRows(n: number): Promise<void> {
    await expect(this.page.getByText(new RegExp(`${n.toLocaleString('pt-BR').replace('.', '\\.')} linhas? no arquivo`))).toBeVisible({
      timeout: 60_000,
    });
  }

  async process(): Promise<void> {
    await expect(this.processButton).toBeEnabled();
    await this.processButton.click();
  }

  /** Waits for the end: the success message, or the partial-failure one; returns which. */
  async waitForResult(timeout = 120_000): Promise<'success' | 'partial'> {
    const success = this.page.getByText('Arquivo importado com sucesso!');
    const partial = this.page.getByText('Ocorreu um erro ao importar um ou mais registros. Verifique a coluna de erro.');
    await expect(success.or(partial)).toBeVisible({ timeout });
    return (await success.isVisible()) ? 'success' : 'partial';
  }

  /** The failed rows on screen (current page of the table): each row's cells' texts, the error last. */
  async failedRows(): Promise<string[][]> {
    const rows = await this.previewRows.all();
    return Promise.all(rows.map(async (r) => (await r.getByRole('cell').allInnerTexts()).map((t) => t.trim())));
  }

  /** Every error of the failed row `index` (current page), as the error cell's tooltip lists them. */
  async rowErrors(index: number): Promise<string[]> {
    const cell = this.previewRows.nth(index).getByTestId('import-error');
    await cell.getByText(/\.\.\.$/).hover();
    const list = this.page.getByTestId('import-error-list');
    await expect(list).toBeVisible();
    return (await list.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  }

  async downloadTemplate(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Baixar modelo' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
