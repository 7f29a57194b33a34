import type { Locator, Page } from '@playwright/test';

/** /app/appointments/edit?id=: the commitment detail and its tabs. */
export class CommitmentDetailPage {
  constructor(readonly page: Page) {}

  async goto(id: string, tab?: number) {
    await this.page.goto(`/app/appointments/edit?id=${id}${tab ? `&tab=${tab}` : ''}`);
  }

  tabs(): Locator {
    return this.page.getByRole('tab');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  toast(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
