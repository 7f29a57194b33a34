import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: top bar (user, bell, logout) and the side menu. */
export class AppShell {
  readonly menu: Locator;
  readonly userInfo: Locator;
  readonly logoutButton: Locator;
  readonly bell: Locator;
  readonly bellBadge: Locator;
  readonly toggleMenuButton: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.userInfo = page.getByTestId('user-info');
    this.logoutButton = page.getByRole('button', { name: 'Sair' });
    this.bell = page.getByRole('button', { name: /^Notificações/ });
    this.bellBadge = this.bell.locator('.MuiBadge-badge');
    this.toggleMenuButton = page.getByRole('button', { name: 'Abrir ou fechar o menu' });
  }

  menuItem(label: string): Locator {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  /** The labels of every visible side-menu item (group headers excluded). */
  async menuItemLabels(): Promise<string[]> {
    const labels = await this.menu.getByRole('link').allInnerTexts();
    return labels.map((l) => l.trim());
  }

  async openMenuItem(label: string): Promise<void> {
    await this.menuItem(label).click();
  }

  async expectSignedInAs(user: { name: string; companyName: string }): Promise<void> {
    await expect(this.userInfo).toContainText(user.name);
    await expect(this.userInfo).toContainText(user.companyName);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }

  /** The unread count on the bell, or 0 when the badge is hidden. */
  async unreadCount(): Promise<number> {
    if (!(await this.bellBadge.isVisible())) return 0;
    const text = (await this.bellBadge.innerText()).trim();
    return text ? Number(text.replace(/\D/g, '')) : 0;
  }
}
