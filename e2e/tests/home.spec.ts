import type { Page } from '@playwright/test';
import { MESSAGES, formatCurrency, type HomeFigures } from '@lastro/domain';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { ApiClient, uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const M = MESSAGES.homeFigures;
const home = MESSAGES.navigation.home;
const PASSWORD = 'Inicio@2026x';

const card = (page: Page, label: string) => page.getByRole('group', { name: label });
const openLink = (page: Page, label: string) => card(page, label).getByRole('link', { name: `${M.open} ${label}` });

/** Every card the figures give (a null figure has none), with the value it shows. */
function expectedCards(f: HomeFigures): [string, string][] {
  const cards: [string, string][] = [];
  if (f.schedule) cards.push([M.scheduleFree, formatCurrency(f.schedule.free)], [M.scheduleCommitted, formatCurrency(f.schedule.committed)]);
  if (f.commitments_awaiting) cards.push([M.commitmentsAwaiting, String(f.commitments_awaiting.count)]);
  if (f.pending_divergences) cards.push([M.pendingDivergences, String(f.pending_divergences.count)]);
  if (f.files_waiting) cards.push([M.filesWaiting, String(f.files_waiting.count)]);
  return cards;
}

async function expectFigures(page: Page, figures: HomeFigures) {
  const cards = expectedCards(figures);
  for (const [label, value] of cards) await expect(card(page, label)).toContainText(value);
  await expect(page.getByRole('region', { name: M.title }).getByRole('group')).toHaveCount(cards.length);
}

/**
 * A user of the demo creditor whose profile reads the commitments only: created by the admin
 * (profile, user, invitation accepted through the API), so the demo accounts stay as they are.
 */
async function commitmentsOnlyUser(adminApi: ApiClient, request: Parameters<typeof ApiClient.signIn>[0]) {
  const resources = await adminApi.get<{ results: { id: number; slug: string }[] }>('domains/user-resource', { limit: 200, type: 2 });
  const commitments = resources.results.find((r) => r.slug === 'cad_compromisso_dados_compromissos')!;
  const description = `Início ${uniqueSuffix()}`.slice(0, 30);
  await adminApi.post('domains/profiles', { description, is_lastro: false, resources: [{ user_resource_id: commitments.id, permition: 'read' }] });
  const profile = (await adminApi.get<{ results: { id: number }[] }>('domains/profiles', { name: description })).results[0]!;
  const creditors = await adminApi.get<{ results: { id: string; company_name: string }[] }>('creditors', { limit: 100 });
  const creditor = creditors.results.find((c) => c.company_name === CREDITOR_USER.companyName)!;
  const email = `inicio-${uniqueSuffix()}@lastro.dev`;
  await adminApi.post('users', { id: creditor.id, profile_id: profile.id, name: 'Usuário Início', email, phone_number: '11987650001' });
  const { results } = await adminApi.get<{ results: { text: string }[] }>('mail/outbox', { to: email, limit: 1 });
  const token = results[0]!.text.match(/\/convite\?token=([A-Za-z0-9_-]+)/)![1]!;
  const accepted = await request.post(`/api/invitations/${token}/accept`, { data: { password: PASSWORD } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { email, password: PASSWORD, api: await ApiClient.signIn(request, email, PASSWORD) };
}

test.describe('the home (issue 28)', () => {
  test("the admin keeps the Backoffice 2.0 notice and sees every creditor's figures below it, each opening its list", async ({ page, adminApi }) => {
    const figures = await adminApi.get<HomeFigures>('home/figures');
    expect(Object.values(figures).every((f) => f !== null)).toBe(true);
    await signInPage(page, ADMIN, '/app');
    await expect(page.getByText(home.adminNoticeTitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: M.title })).toBeVisible();
    await expectFigures(page, figures);

    await openLink(page, M.commitmentsAwaiting).click();
    await expect(page).toHaveURL(/\/app\/appointments\?status=a_aprovar%2Cem_contestacao$/);
    await expect(page.getByText(`Total de linhas: ${figures.commitments_awaiting!.count}`)).toBeVisible();
    await page.goBack();
    await openLink(page, M.filesWaiting).click();
    await expect(page).toHaveURL(/\/app\/conciliation-extract\?status=aguardando_vinculo%2Caguardando_confirmacao&received_from=&received_to=$/);
    await page.goBack();
    await openLink(page, M.pendingDivergences).click();
    await expect(page).toHaveURL(/\/app\/conciliation-consult$/);
    await page.goBack();
    await openLink(page, M.scheduleFree).click();
    await expect(page).toHaveURL(/\/app\/schedules$/);
  });

  test("the creditor user sees its 'Início' with its creditor's figures", async ({ page, creditorApi }) => {
    const figures = await creditorApi.get<HomeFigures>('home/figures');
    await signInPage(page, CREDITOR_USER, '/app');
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expect(page.getByText(home.adminNoticeTitle)).toHaveCount(0);
    await expectFigures(page, figures);
    // The demo creditor has statement files waiting for a link (spec 4 §9.3).
    expect(figures.files_waiting?.count).toBeGreaterThan(0);
    await openLink(page, M.filesWaiting).click();
    await expect(page).toHaveURL(/\/app\/conciliation-extract\?/);
    await expect(page.getByRole('group', { name: MESSAGES.reconciliationFiles.kpiWaiting, exact: true })).toContainText(String(figures.files_waiting!.count));
  });

  test('a creditor user who reads only commitments sees that figure alone', async ({ page, adminApi, request }) => {
    const user = await commitmentsOnlyUser(adminApi, request);
    const figures = await user.api.get<HomeFigures>('home/figures');
    expect(figures).toEqual({ schedule: null, commitments_awaiting: expect.objectContaining({ statuses: ['a_aprovar', 'em_contestacao'] }), pending_divergences: null, files_waiting: null });
    await signInPage(page, user, '/app');
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expectFigures(page, figures);
    await expect(card(page, M.scheduleFree)).toHaveCount(0);
    await expect(card(page, M.pendingDivergences)).toHaveCount(0);
    await user.api.signOut();
  });
});
