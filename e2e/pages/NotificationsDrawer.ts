import { expect, type Locator, type Page } from '@playwright/test';
import { expectExportEnded } from '../support/exports';

/** The right-side notifications drawer opened by the top bar's bell, and its detail dialog. */
export class NotificationsDrawer {
  readonly root: Locator;
  readonly items: Locator;
  readonly markAllRead: Locator;
  readonly detail: Locator;
  readonly jobsIndicator: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Notificações' });
    this.items = this.root.getByTestId('notification-item');
    this.markAllRead = this.root.getByRole('button', { name: 'Marcar todas como lidas' });
    this.detail = page.getByRole('dialog');
    this.jobsIndicator = page.getByTestId('jobs-indicator');
  }

  item(title: string): Locator {
    return this.items.filter({ hasText: title });
  }

  async open(bell: Locator): Promise<void> {
    await bell.click();
    await expect(this.root).toBeVisible();
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Fechar' }).click();
    await expect(this.root).toBeHidden();
  }

  /** Opens 'Mais informações' of an item and clicks the download link; returns the saved file's path. */
  async downloadFrom(item: Locator, linkText = 'Baixar arquivo'): Promise<{ path: string; name: string }> {
    await item.getByRole('button', { name: 'Mais informações' }).click();
    await expect(this.detail).toBeVisible();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.detail.getByRole('link', { name: linkText }).click(),
    ]);
    const path = await download.path();
    return { path, name: download.suggestedFilename() };
  }

  /**
   * The user's side of a list export: waits for the processing dialog to close itself with the
   * toast that names the file; then opens the bell, finds the notification of the file named
   * `fileStart...` and downloads it.
   */
  async exportedFile(bell: Locator, fileStart: string): Promise<{ path: string; name: string }> {
    await expectExportEnded(this.page, fileStart);
    await this.open(bell);
    const item = this.item(`O arquivo ${fileStart}`).first();
    await expect(item).toBeVisible({ timeout: 30_000 });
    const file = await this.downloadFrom(item);
    await this.page.keyboard.press('Escape');
    return file;
  }
}
