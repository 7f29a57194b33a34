import { CREDITOR_USER, ADMIN } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, signInPage, test } from '../support/fixtures';

// 'Relatório de Monitoramento' (spec 4 §2.10): admin only, over the demo data; the sandbox panel
// runs the next dia útil as a job.

const REPORT = '/app/monitoring-report';

interface Report {
  period: { date_from: string; date_to: string };
  kpis: { pending_count: number };
  creditors: { creditor_id: string; creditor_name: string; pending_count: number }[];
  sandbox: { enabled: boolean; today: string; next_day: string | null };
}

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test.describe('Relatório de Monitoramento', () => {
  test('an administrator reads the figures, opens a creditor’s divergences, and is asked before the daily processing', async ({ page, adminApi }) => {
    const report = await adminApi.get<Report>('reconciliation/monitoring/report');
    expect(report.creditors.length, 'the demo creditor is in reconciliation').toBeGreaterThan(0);
    await signInPage(page, ADMIN, REPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatório de Monitoramento' })).toBeVisible();
    await expect(page.getByText('Saúde da conciliação e dos contratos em todos os fornecedores')).toBeVisible();
    for (const card of ['% conciliado', 'Divergências pendentes', 'Pendência mais antiga', 'Arquivos com falha', 'Contratos insuficientes']) {
      await expect(page.getByRole('group', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Divergências pendentes' })).toContainText(report.kpis.pending_count.toLocaleString('pt-BR'));
    const trend = page.getByRole('region', { name: 'Evolução do % conciliado' });
    await trend.getByRole('button', { name: 'Ver dados' }).click();
    await expect(trend.getByRole('table', { name: 'Evolução do % conciliado' })).toContainText(brDate(report.period.date_to));
    const table = page.getByRole('table', { name: 'Por fornecedor' });
    await expect(table.getByRole('row')).toHaveCount(report.creditors.length + 1);
    await expectNoAxeViolations(page, 'Relatório de Monitoramento');

    // A header sorts on the server and keeps the sort in the address.
    await table.getByRole('button', { name: 'Pendentes', exact: true }).click();
    await expect(page).toHaveURL(/pendingCountOrder=asc/);

    // 'Executar processamento diário': the confirmation names the next dia útil. 'Não' leaves the
    // registry where it was: the demo's day is shared by every spec of the run, so the job itself
    // (progress, the registry moved, the notification, the toast) is tested by the server's and the
    // page's tests on their own registries.
    expect(report.sandbox.enabled).toBe(true);
    const next = report.sandbox.next_day!;
    const panel = page.getByRole('region', { name: 'Registradora simulada' });
    await expect(panel).toContainText(`Data da registradora: ${brDate(report.sandbox.today)}`);
    await panel.getByRole('button', { name: 'Executar processamento diário' }).click();
    const dialog = page.getByRole('dialog', { name: `Deseja avançar a registradora simulada para ${brDate(next)}?` });
    await expect(dialog).toContainText('As liquidações e os extratos simulados desse dia serão gerados.');
    await expectNoAxeViolations(page, 'Relatório de Monitoramento: confirmação');
    await dialog.getByRole('button', { name: 'Não' }).click();
    await expect(dialog).toBeHidden();
    expect((await adminApi.get<Report>('reconciliation/monitoring/report')).sandbox.today).toBe(report.sandbox.today);

    // A creditor's row opens 'Divergências' of that creditor.
    const first = report.creditors[0]!;
    await table.getByRole('link', { name: first.creditor_name }).click();
    await expect(page).toHaveURL(new RegExp(`/app/conciliation-consult\\?creditor_id=${first.creditor_id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Divergências' })).toBeVisible();
  });

  test('a click on the trend sets De = Até = that day, in the address', async ({ page }) => {
    await signInPage(page, ADMIN, REPORT);
    const figure = page.getByRole('region', { name: 'Evolução do % conciliado' }).getByRole('figure');
    await expect(figure.locator('svg').first()).toBeVisible();
    const box = (await figure.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(page).toHaveURL(/date_from=\d{4}-\d\d-\d\d/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('date_to')).toBe(query.get('date_from'));
    await expect(page.getByRole('textbox', { name: 'Período: De' })).toHaveValue(brDate(query.get('date_from')!));
  });

  test('a creditor user opening the report goes home, and its calls answer 403', async ({ page, creditorApi }) => {
    const res = await creditorApi.call('GET', 'reconciliation/monitoring/report');
    expect(res.status()).toBe(403);
    await signInPage(page, CREDITOR_USER, REPORT);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Relatório de Monitoramento' })).toHaveCount(0);
  });
});
