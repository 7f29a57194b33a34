import { expect, type Page } from '@playwright/test';

/**
 * After 'Baixar tabela': the processing dialog follows the export job and closes itself when
 * it ends, with a toast saying the file waits in the notifications. The spec's 'sent' message
 * may show only for a moment when the job is quick, so the end is what is waited for.
 */
export async function expectExportEnded(page: Page, fileStart = ''): Promise<void> {
  const escaped = fileStart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ready = new RegExp(`^O arquivo ${escaped}.*está pronto para download em Notificações`);
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('dialog', { name: 'Arquivo em processamento' })).toBeHidden();
}
