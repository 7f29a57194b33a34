import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../../apps/web/src/lib/paths';

const M = MESSAGES.sampleItems;
type FormTitle = typeof M.createTitle | typeof M.editTitle;

/** /app/sample-items: list with a name filter, create and edit forms, delete confirmation. */
export class SampleItemsPage {
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: M.add });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.sampleItems.root.getHref());
    await expect(this.page.getByRole('heading', { name: M.title })).toBeVisible();
  }

  form(title: FormTitle): Locator {
    return this.page.getByRole('form', { name: title });
  }

  field(title: FormTitle, label: string): Locator {
    return this.form(title).getByRole('textbox', { name: label, exact: true });
  }

  async save(title: FormTitle): Promise<void> {
    await this.form(title).getByRole('button', { name: MESSAGES.common.save }).click();
  }

  async search(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: M.nameFilter, exact: true }).fill(name);
    await this.page.getByRole('button', { name: MESSAGES.components.filters.search }).click();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  action(action: typeof MESSAGES.common.edit | typeof MESSAGES.common.delete, name: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
