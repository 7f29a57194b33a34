import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { NotificationsDrawer } from '../pages/NotificationsDrawer';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { apiCall } from '../support/api';
import { expectExportEnded } from '../support/exports';
import { expect, pageToken, signInPage, test } from '../support/fixtures';

const NEW_NOTIFICATION = 'Chegou uma nova notificação para você!';
const HEADERS = ['CNPJ', 'Nome fantasia', 'Razão social', 'Ativo', 'Data de cadastro'];

/** Resolves once the 'new notification' toast has been visible (waiting starts at the call). */
function liveToast(page: Page): Promise<void> {
  const shown = page.getByText(NEW_NOTIFICATION).first().waitFor({ state: 'visible', timeout: 45_000 });
  // A test that fails before awaiting it must not also report an unhandled rejection.
  shown.catch(() => undefined);
  return shown;
}

test.describe('creditors export delivered as a notification', () => {
  // Both tests count the admin's notifications: they must not interleave.
  test.describe.configure({ mode: 'serial' });

  test('an admin asks for the export on /app/creditors; the notification arrives live and its file downloads', async ({
    page,
    shell,
    adminApi,
  }) => {
    const drawer = new NotificationsDrawer(page);
    await signInPage(page, ADMIN, '/app/creditors');
    await expect(shell.bell).toBeVisible();
    // The badge shows what the server holds before we count on it (the demo's schedule queries
    // leave the administrator unread notifications, and the badge fills in after the first paint).
    // Both are read on every poll: a notification may arrive in between.
    const serverUnread = async () =>
      (await adminApi.get<{ metadata: { unread: number } }>('notifications', { offset: 0, limit: 1 })).metadata.unread;
    await expect.poll(async () => (await shell.unreadCount()) - (await serverUnread())).toBe(0);
    const before = await shell.unreadCount();

    // The creditors screen's export: 'Baixar tabela' offers xls and CSV.
    await expect(page.getByRole('heading', { name: 'Fornecedores' })).toBeVisible();
    // The live toast shows for 3 s, possibly while the processing dialog is still open: it is
    // watched for from before the export is asked, so a slow step in between cannot miss it.
    const toastShown = liveToast(page);
    // Other specs create creditors meanwhile: the export holds those there were when it ran.
    const creditorCount = async () =>
      (await adminApi.get<{ metadata: { resultset: { count: number } } }>('creditors', { offset: 0, limit: 1 })).metadata.resultset.count;
    const countBefore = await creditorCount();
    await page.getByRole('button', { name: 'Baixar tabela' }).click();
    await page.getByRole('menuitem', { name: 'xls', exact: true }).click();
    // The processing dialog follows the job and closes itself when the file is made.
    await expectExportEnded(page, 'fornecedores-');

    // No reload: the stream brings it.
    await toastShown;
    // At least this one: the demo's registrations and other specs notify the administrator too.
    await expect.poll(() => shell.unreadCount()).toBeGreaterThan(before);

    await drawer.open(shell.bell);
    const item = drawer.item('Exportação concluída').first();
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-status', '1');
    const file = await drawer.downloadFrom(item);
    expect(file.name).toMatch(/^fornecedores-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file.path);
    const sheet = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(HEADERS);
    const countAfter = await creditorCount();
    expect(rows.length - 1).toBeGreaterThanOrEqual(countBefore);
    expect(rows.length - 1).toBeLessThanOrEqual(countAfter);
    const demo = rows.find((r) => r[2] === CREDITOR_USER.companyName);
    expect(demo, 'the demo creditor is exported').toBeTruthy();
    expect(demo![0]).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/);
    expect(['Sim', 'Não']).toContain(demo![3]);
    expect(demo![4]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  test('the download link is the requester’s only; marking all read clears the badge', async ({
    page,
    shell,
    request,
  }) => {
    const drawer = new NotificationsDrawer(page);
    // The live toast comes over the notifications stream, which the signed-in frame opens once
    // it has loaded: the export is asked for only after the stream answered.
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream'));
    await signInPage(page, ADMIN, '/app');
    await streamOpen;
    const token = (await pageToken(page))!;
    const toastShown = liveToast(page);
    const res = await apiCall(request, token, 'GET', 'creditor', {
      query: { account_id: 'me', format: 'csv' },
    });
    expect(res.status()).toBe(202);
    await toastShown;

    const list = await (await apiCall(request, token, 'GET', 'notifications', { query: { offset: 0, limit: 100 } })).json();
    const exported = (list.results as { notification: { title: string; metadata: { id: string } } }[]).find(
      (r) => r.notification.title === 'Exportação concluída',
    );
    const fileId = exported!.notification.metadata.id;
    const creditorToken = await (
      await request.post('/api/accounts/sign-in', {
        data: { email: CREDITOR_USER.email, password: CREDITOR_USER.password, origin: 1 },
      })
    ).json();
    expect((await apiCall(request, creditorToken.token, 'GET', `files/${fileId}/download`)).status()).toBe(
      404,
    );
    await apiCall(request, creditorToken.token, 'POST', 'accounts/sign-out');
    expect((await apiCall(request, token, 'GET', `files/${fileId}/download`)).status()).toBe(200);

    await drawer.open(shell.bell);
    await expect(drawer.items.first()).toBeVisible();
    const marked = Date.now();
    await drawer.markAllRead.click();
    await expect(drawer.items.first()).toHaveAttribute('data-status', '0');
    await drawer.close();
    // The badge follows the server, where only what arrived after the click is still unread (the
    // demo's registrations and other specs may notify the administrator meanwhile).
    type Listed = { results: { status: number; notification: { created_at: string } }[]; metadata: { unread: number } };
    const listed = async () => (await (await apiCall(request, token, 'GET', 'notifications', { query: { offset: 0, limit: 100 } })).json()) as Listed;
    await expect.poll(async () => (await shell.unreadCount()) - (await listed()).metadata.unread).toBe(0);
    const unreadSince = (await listed()).results.filter((r) => r.status === 1).map((r) => Date.parse(r.notification.created_at));
    for (const created of unreadSince) expect(created).toBeGreaterThanOrEqual(marked - 1000);
  });
});
