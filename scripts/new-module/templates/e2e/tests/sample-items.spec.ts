import { MESSAGES } from '@lastro/domain';
import { SampleItemsPage } from '../pages/SampleItemsPage';
import { ADMIN } from '../support/accounts';
import { uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const M = MESSAGES.sampleItems;

test.describe('sample items (admin)', () => {
  test('creates, finds, edits and deletes a sample item', async ({ page }) => {
    const items = new SampleItemsPage(page);
    const name = `Sample item ${uniqueSuffix()}`;
    const renamed = `${name} 2`;
    await signInPage(page, ADMIN);
    await items.goto();

    await items.addButton.click();
    await items.field(M.createTitle, M.nameLabel).fill(name);
    await items.save(M.createTitle);
    await expect(items.toast(M.created)).toBeVisible();

    await items.search(name);
    await expect(items.row(name)).toHaveCount(1);
    // The filter lives in the address: a reload shows the same filtered list.
    await page.reload();
    await expect(items.row(name)).toHaveCount(1);

    await items.action(MESSAGES.common.edit, name).click();
    await expect(items.field(M.editTitle, M.nameLabel)).toHaveValue(name);
    await items.field(M.editTitle, M.nameLabel).fill(renamed);
    await items.save(M.editTitle);
    await expect(items.toast(M.updated)).toBeVisible();

    await items.search(renamed);
    await items.action(MESSAGES.common.delete, renamed).click();
    await expect(items.dialog).toContainText(M.confirmDelete);
    await items.dialog.getByRole('button', { name: MESSAGES.common.yes }).click();
    await expect(items.toast(M.deleted)).toBeVisible();
    await expect(items.row(renamed)).toHaveCount(0);
  });
});
