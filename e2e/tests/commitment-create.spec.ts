import { addDays, generateCnpj } from '@lastro/domain';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { ApiClient } from '../support/api';
import { CommitmentCreatePage } from '../pages/CommitmentCreatePage';
import { expect, signInPage, test } from '../support/fixtures';

// Demo merchants of the demo supplier (apps/server/src/seeds/schedules.seed.ts): with and without opt-in.
const PADARIA = { document: generateCnpj({ seed: 101 }), name: 'Padaria Pão Dourado Ltda' };
const FARMACIA = { document: generateCnpj({ seed: 105 }), name: 'Farmácia Vida Plena Ltda' };

/**
 * The demo supplier gets what a commitment needs and the demo lacks: transaction and contract
 * type parameters, three installments at most, and an originator with an active domicile (a
 * fresh one per run, so a server that is already running can run this spec again).
 */
async function prepareSupplier(api: ApiClient) {
  const creditors = await api.get<{ results: { id: string; company_name: string }[] }>('creditors', { limit: 999999 });
  const creditorId = creditors.results.find((c) => c.company_name === CREDITOR_USER.companyName)!.id;
  const values = { tipo_transacao: 'ambos', tipo_contrato: 'todos', quantidade_parcelas_compromisso: '3', gcap: '1' };
  await api.post(`creditors/${creditorId}/parameters`, {
    parameters: Object.entries(values).map(([parameter_key, parameter_value]) => ({ parameter_key, parameter_value })),
  });
  const document = generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) });
  const name = `Originadora E2E ${document.slice(0, 6)}`;
  await api.json('POST', 'parceiro/originador', {
    query: { creditor_id: creditorId },
    body: {
      originadores: [
        {
          cnpj_originador: document,
          razao_social: name,
          domicilios: [{ cnpj_domicilio: document, titulo_domicilio: 'Conta E2E', banco: '001', ispb: '00000000', agencia: '0001', conta: '12345', digito: '6', tipo_conta: 'CC' }],
        },
      ],
    },
  });
  const status = await api.get<{ registry_date: string }>('merchants/status', { document: PADARIA.document, creditor_id: creditorId });
  return { creditorId, originator: name, today: status.registry_date };
}

test.describe('commitment creation (Cadastro de compromisso)', () => {
  let supplier: Awaited<ReturnType<typeof prepareSupplier>>;
  test.beforeAll(async ({ request }) => {
    supplier = await prepareSupplier(await ApiClient.signIn(request, ADMIN.email, ADMIN.password));
  });

  test('a creditor user creates a performed commitment in three installments and is taken to the list', async ({ page }, testInfo) => {
    const form = new CommitmentCreatePage(page);
    await signInPage(page, CREDITOR_USER, '/app/appointments/create');
    // The first page of a fresh server loads its chunks cold.
    await expect(page.getByRole('heading', { name: 'Cadastro de compromisso' })).toBeVisible({ timeout: 30_000 });
    for (const section of ['Parceiro', 'Dados do Contrato', 'Dados da(s) Parcela(s)']) await expect(page.getByRole('heading', { name: section })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Fornecedor' })).toHaveAttribute('aria-disabled', 'true');

    await form.fillPartner(PADARIA, new RegExp(supplier.originator));
    await form.fillContract(supplier.today, 'Contrato Performado');
    await form.choose('Tipo de transação', 'Pagamento');
    await form.choose('Tipo de contrato', 'Troca de Titularidade');
    await form.fillDate('Data de expiração', addDays(supplier.today, 180));
    await page.getByRole('textbox', { name: 'Valor total' }).pressSequentially('100000');
    await form.choose('Parcelas', '3');
    await expect(page.getByRole('textbox', { name: 'Valor da parcela' })).toHaveCount(3);
    expect(await page.getByRole('textbox', { name: 'Valor da parcela' }).evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value))).toEqual([
      'R$ 333,33',
      'R$ 333,33',
      'R$ 333,34',
    ]);
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await form.fillInstallmentDates(supplier.today, 3);
    await page.screenshot({ path: testInfo.outputPath('create-creditor-1440.png'), fullPage: true });

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    const items = (await res.json()) as { id: string; installment: number; external_reference: string; amount: number }[];
    expect(items.map((i) => [i.installment, i.amount, i.external_reference])).toEqual([
      [1, 333.33, `${items[0]!.id}-01`],
      [2, 333.33, `${items[0]!.id}-02`],
      [3, 333.34, `${items[0]!.id}-03`],
    ]);
    await expect(page.getByText('Compromisso enviado para registro')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/appointments$/);
  });

  test('an administrator picks the supplier, is told about a merchant without opt-in, then creates a smoke commitment with GCAP', async ({ page }, testInfo) => {
    const form = new CommitmentCreatePage(page);
    await signInPage(page, ADMIN, '/app/appointments/create');
    await form.choose('Fornecedor', CREDITOR_USER.companyName);
    await form.lookUp(FARMACIA.document);
    await expect(page.getByText('Compromisso não permitido! Estabelecimento sem opt-in ativo!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();

    await form.fillPartner(PADARIA, new RegExp(supplier.originator));
    await form.fillContract(supplier.today, 'Contrato Fumaça');
    await page.getByRole('switch', { name: 'Gestão de garantias (GCAP)' }).check();
    await expect(page.getByRole('combobox', { name: 'Tipo de contrato' })).toHaveText('Cessão');
    await page.getByRole('combobox', { name: 'Tipo de transação' }).click();
    await expect(page.getByRole('option')).toHaveText(['Garantia', 'Cobrança']);
    await page.getByRole('option', { name: 'Garantia' }).click();
    await form.fillDate('Data de expiração', addDays(supplier.today, 180));
    await page.getByRole('textbox', { name: 'Valor total' }).pressSequentially('50000');
    await form.fillInstallmentDates(supplier.today, 1);
    await form.fillDate('Data de vencimento', supplier.today);
    await page.getByRole('spinbutton', { name: 'Valor a onerar (%)' }).fill('150');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Valor não pode ser maior que 100%')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Valor a onerar (%)' }).fill('40');
    await page.screenshot({ path: testInfo.outputPath('create-admin-1440.png'), fullPage: true });

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/deals/contract-smoke') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const body = (await (await answer).json()) as { division_rule: number; amount_onerate: number; strategy: number }[];
    expect(body).toEqual([expect.objectContaining({ division_rule: 2, amount_onerate: 40, strategy: 1 })]);
    await expect(page.getByText('Compromisso Fumaça enviado para registro')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/appointments$/);
  });

  test('the form fits a phone screen', async ({ page }, testInfo) => {
    const form = new CommitmentCreatePage(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, CREDITOR_USER, '/app/appointments/create');
    await form.fillPartner(PADARIA, new RegExp(supplier.originator));
    await page.screenshot({ path: testInfo.outputPath('create-creditor-390.png'), fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
