import type { Page } from '@playwright/test';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import type { ApiClient } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signInPage, test } from '../support/fixtures';
import { CommitmentDetailPage } from '../pages/CommitmentDetailPage';
import { NotificationsDrawer } from '../pages/NotificationsDrawer';
import { canSeedDeals, seedDeal } from '../support/deals';

const NO_ACCESS = 'Você não tem acesso a visualização desse módulo';

/** Opens a path of the signed-in app and waits until its page (not the loading spinner) is shown. */
async function open(page: Page, path: string, shown: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(shown(page).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The detail of the newest processed demo schedule query the caller sees (the demo seeds one per merchant). */
async function processedScheduleOf(api: ApiClient): Promise<string> {
  const { results } = await api.get<{ results: Array<{ id: string; status: { code: string } }> }>('requests', {
    offset: 0,
    limit: 50,
    status: '02',
    startDate: '2000-01-01',
    endDate: '2100-12-31',
  });
  expect(results.length, 'a processed demo schedule query exists').toBeGreaterThan(0);
  return `/app/schedules/edit?id=${results[0]!.id}`;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });
const selectedTab = (name: string) => (page: Page) => page.getByRole('tab', { name, selected: true });

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('the login page', async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoAxeViolations(page, '/login');
    // With the validation messages and the server's error shown too.
    await loginPage.email.fill('nao-e-email');
    await loginPage.password.focus();
    await loginPage.password.blur();
    await expect(page.getByText('Você precisa digitar um email válido')).toBeVisible();
    await expectNoAxeViolations(page, '/login with field errors');
    await loginPage.signIn('ninguem@lastro.dev', 'Senha@errada1');
    await expect(loginPage.error).toBeVisible();
    await expectNoAxeViolations(page, '/login with the sign-in error');
  });

  test('the invitation page', async ({ page }) => {
    await page.goto('/convite?token=convite-inexistente');
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page, '/convite');
  });

  test('every screen an administrator reaches', async ({ page, adminApi }) => {
    test.setTimeout(300_000);
    await signInPage(page, ADMIN);
    const screens: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      ['/app', (p) => p.getByText('Conheça o Backoffice 2.0')],
      ['/app/access', (p) => p.getByRole('tab', { selected: true })],
      ['/app/access?tab=1', (p) => p.getByRole('tab', { selected: true })],
      ['/app/access?tab=2', (p) => p.getByRole('tab', { selected: true })],
      ['/app/parameters', selectedTab('Geral')],
      ['/app/parameters?tab=1', selectedTab('Credenciadoras')],
      ['/app/parameters?tab=2', selectedTab('Arranjos')],
      ['/app/parameters?tab=3', selectedTab('Bancos')],
      ['/app/partners', heading('Parceiros')],
      ['/app/conciliation-monitoring', (p) => p.getByText('Total do filtro')],
      ['/app/creditors', heading('Fornecedores')],
      ['/app/creditors/create', (p) => p.getByRole('button', { name: /Gravar|Cadastrar|Salvar/ })],
      ['/app/not-found', heading(/página não encontrada|404/i)],
      ['/app/merchants', heading('Estabelecimentos')],
      ['/app/schedules', heading('Agenda de recebíveis')],
      ['/app/schedules/create', heading('Nova consulta')],
      ['/app/monitoring-report', (p) => p.getByRole('table', { name: 'Por fornecedor' })],
    ];
    const { results } = await adminApi.get<{ results: Array<{ id: number | string }> }>('creditors', { offset: 0, limit: 1 });
    expect(results.length, 'the demo creditor exists').toBeGreaterThan(0);
    screens.push([await processedScheduleOf(adminApi), heading('Resumo')]);
    for (let tab = 0; tab < 5; tab++) {
      screens.push([`/app/creditors/edit?id=${results[0]!.id}${tab ? `&tab=${tab}` : ''}`, (p) => p.getByRole('tab', { selected: true })]);
    }
    for (const [path, shown] of screens) {
      await test.step(path, async () => {
        await open(page, path, shown);
        await expectNoAxeViolations(page, path);
      });
    }
    await test.step("'Detalhe do contrato'", async () => {
      const { results: contracts } = await adminApi.get<{ results: Array<{ installment_id: string }> }>('reconciliation/monitoring/contracts', { limit: 1 });
      expect(contracts.length, 'the demo has monitored contracts').toBeGreaterThan(0);
      await open(page, `/app/conciliation-monitoring?item=${contracts[0]!.installment_id}`, (p) => p.getByRole('dialog', { name: 'Detalhe do contrato' }).getByRole('heading', { name: 'URs do contrato' }));
      await expectNoAxeViolations(page, 'Detalhe do contrato');
    });
    await test.step('notifications drawer', async () => {
      await open(page, '/app', (p) => p.getByText('Conheça o Backoffice 2.0'));
      const drawer = new NotificationsDrawer(page);
      await drawer.open(page.getByRole('button', { name: /^Notificações/ }));
      // The bell's tooltip, under the pointer that clicked it, fades while axe would measure its
      // colours half-way (a contrast that never shows at rest): the pointer leaves, it goes.
      // (The drawer hides the page behind it from roles, so the popper is looked for by its class.)
      await page.mouse.move(0, 0);
      await expect(page.locator('.MuiTooltip-popper')).toHaveCount(0);
      await expectNoAxeViolations(page, 'notifications drawer');
    });
  });

  test('every screen a creditor user reaches, and the no-access view', async ({ page, creditorApi }) => {
    test.setTimeout(300_000);
    await signInPage(page, CREDITOR_USER);
    await open(page, '/app', heading('Início'));
    await expectNoAxeViolations(page, '/app (creditor user)');
    const links = await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').all();
    const paths = await Promise.all(links.map((l) => l.getAttribute('href')));
    for (const path of paths) {
      await test.step(path!, async () => {
        await page.goto(path!);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).not.toBeEmpty();
        await expectNoAxeViolations(page, `${path} (creditor user)`);
      });
    }
    const schedules: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      ['/app/schedules/create', heading('Nova consulta')],
      [await processedScheduleOf(creditorApi), heading('Resumo')],
    ];
    for (const [path, shown] of schedules) {
      await test.step(`${path} (creditor user)`, async () => {
        await open(page, path, shown);
        await expectNoAxeViolations(page, `${path} (creditor user)`);
      });
    }
    for (const path of ['/app/import-smoke-appointments', '/app/registered-contracts']) {
      await test.step(`${path} without permission`, async () => {
        await open(page, path, (p) => p.getByRole('status').filter({ hasText: NO_ACCESS }));
        await expect(page.getByText('Em construção')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} (no access)`);
      });
    }
  });
});

test.describe('phone width (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer closed by default and after navigation; screens still pass axe', async ({ page, shell }) => {
    test.setTimeout(120_000);
    await signInPage(page, ADMIN);
    await open(page, '/app', (p) => p.getByText('Conheça o Backoffice 2.0'));
    await expect(shell.menu).toBeHidden();
    // The page has the whole width, not 390 - 260 px.
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThan(380);
    await expectNoAxeViolations(page, '/app at 390 px');

    await shell.toggleMenuButton.click();
    await expect(shell.menu).toBeVisible();
    await expectNoAxeViolations(page, 'menu drawer at 390 px');
    await shell.openMenuItem('Parceiros');
    await expect(page).toHaveURL(/\/app\/partners$/);
    await expect(shell.menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Parceiros' }).first()).toBeVisible();
    await expectNoAxeViolations(page, '/app/partners at 390 px');
  });

  test('the schedules screens at 390 px', async ({ page, adminApi }) => {
    test.setTimeout(120_000);
    await signInPage(page, ADMIN);
    const screens: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      ['/app/schedules', heading('Agenda de recebíveis')],
      ['/app/schedules/create', heading('Nova consulta')],
      [await processedScheduleOf(adminApi), heading('Resumo')],
    ];
    for (const [path, shown] of screens) {
      await test.step(path, async () => {
        await open(page, path, shown);
        await expectNoAxeViolations(page, `${path} at 390 px`);
      });
    }
  });

  test('the commitment detail at 390 px: each tab, its tables scrolling sideways', async ({ page }) => {
    test.skip(!canSeedDeals(), 'seeds a commitment in the database of a server the runner started');
    test.setTimeout(120_000);
    const deal = await seedDeal();
    const detail = new CommitmentDetailPage(page);
    await signInPage(page, ADMIN, '/app');
    const tabs: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      ['Detalhes do Compromisso', (p) => p.getByRole('table', { name: 'Histórico' })],
      ['Lista de Recebíveis', (p) => p.getByRole('table', { name: 'Lista de Recebíveis · Parcela 1' })],
      ['Dados Bancários', (p) => p.getByText('Originadora E2E Ltda')],
      ['Confissão de dívida', (p) => p.getByText('Nenhum TCD anexado a este compromisso')],
    ];
    for (const [index, [name, shown]] of tabs.entries()) {
      await test.step(name, async () => {
        await detail.goto(deal.id, index);
        await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(shown(page).first()).toBeVisible();
        await expectNoAxeViolations(page, `commitment detail, ${name}, at 390 px`);
      });
    }
  });

  test('the login page at 390 px', async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoAxeViolations(page, '/login at 390 px');
  });
});

test('the logo in the top bar leads home', async ({ page }) => {
  await signInPage(page, ADMIN, '/app/partners');
  await page.getByRole('link', { name: 'Lastro — página inicial' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('a malformed token in session storage is removed and the user goes to the login', async ({ page, loginPage }) => {
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('lastro.token', 'isto-nao-e-um-token'));
  await page.goto('/app/access');
  await loginPage.expectShown();
  expect(await page.evaluate(() => sessionStorage.getItem('lastro.token'))).toBeNull();
});
