import { addDays, formatDate, generateCnpj, maskCnpj } from '@lastro/domain';
import { ADMIN } from '../support/accounts';
import { uniqueSuffix, type ApiClient } from '../support/api';
import { ImportFlowPage } from '../pages/ImportFlowPage';
import { SchedulesPage } from '../pages/SchedulesPage';
import { expect, signInPage, test } from '../support/fixtures';
import { optInAndWait } from '../support/optins';
import { PAULISTA_ADDRESS } from '../support/addresses';

const seed = () => Math.floor(Math.random() * 2 ** 31);
const br = (iso: string) => formatDate(`${iso}T12:00:00`);
const address = {
  ...PAULISTA_ADDRESS,
  phone_number: '(11) 98765-4321',
};

/**
 * A supplier of its own (other specs change the demo's parameters alongside) with perfil_parceiro
 * pre_compromisso, the types open, an originator with an active domicile, and one merchant with an
 * active opt-in; the merchant's acquirer and arrangement as the registry's discovery answers them.
 */
async function preCommitmentSupplier(api: ApiClient) {
  const suffix = uniqueSuffix();
  const creditor = await api.post<{ id: string }>('creditors', {
    document_number: generateCnpj({ seed: seed() }),
    company_name: `Pré Compromisso ${suffix} Ltda`,
    trading_name: `Pré Compromisso ${suffix}`,
    contact_name: 'Gerente',
    contact_email: `pre-${suffix}@e2e.dev`,
    ...address,
  });
  const values = { perfil_parceiro: 'pre_compromisso', tipo_transacao: 'ambos', tipo_contrato: 'todos' };
  await api.post(`creditors/${creditor.id}/parameters`, {
    parameters: Object.entries(values).map(([parameter_key, parameter_value]) => ({ parameter_key, parameter_value })),
  });
  const { trading_name } = await api.get<{ trading_name: string }>(`creditors/${creditor.id}`);

  const originator = generateCnpj({ seed: seed() });
  await api.json('POST', 'parceiro/originador', {
    query: { creditor_id: creditor.id },
    body: {
      originadores: [
        {
          cnpj_originador: originator,
          razao_social: `Originadora Pré ${suffix}`,
          domicilios: [{ cnpj_domicilio: originator, titulo_domicilio: 'Conta Pré', banco: '001', ispb: '00000000', agencia: '0001', conta: '24680', digito: '1', tipo_conta: 'CC' }],
        },
      ],
    },
  });
  const originators = await api.get<{ results: { cnpj_originador: string; domicilios: { id: string }[] }[] }>('parceiro/originador', {
    creditor_id: creditor.id,
    backoffice: true,
    limit: 999999,
  });
  const domicileId = originators.results.find((o) => o.cnpj_originador === originator)!.domicilios[0]!.id;

  const document = generateCnpj({ seed: seed() });
  const merchantName = `Mercado Pré ${suffix} Ltda`;
  const merchant = await api.post<{ id: string }>('accounts', {
    creditor_id: creditor.id,
    document_number: document,
    company_name: merchantName,
    trading_name: `Mercado Pré ${suffix}`,
    contact_name: 'Dono',
    contact_email: `mercado-${suffix}@e2e.dev`,
    ...address,
  });
  const { registry_date: today } = await api.get<{ registry_date: string }>('merchants/status', { document, creditor_id: creditor.id });
  await optInAndWait(api, merchant.id, { creditor_id: creditor.id, signature_date: today, start_date: today, end_date: addDays(today, 365) });
  const relations = await api.get<{ results: { acquirer_document: string; arrangement_code: string }[] }>('merchants/relations', {
    documentNumber: document,
    creditor_id: creditor.id,
  });
  const link = relations.results[0]!;
  return { tradingName: trading_name, domicileId, today, document, merchantName, acquirer: link.acquirer_document, arrangement: link.arrangement_code };
}

type Supplier = Awaited<ReturnType<typeof preCommitmentSupplier>>;

/** Two good rows of the merchant (one merchant in the consult) and one of a merchant the supplier does not hold. */
function commitmentsFile(s: Supplier) {
  const header = 'cnpj_estabelecimento;título;descrição;código;emissão;expiração;valor;vencimento;execução_início;execução_fim;id_domicílio;cnpj_credenciadora;arranjos';
  const row = (document: string, code: string) =>
    [document, `Pré ${code}`, 'Compromisso pré', code, br(s.today), br(addDays(s.today, 180)), '500,00', '', br(addDays(s.today, 1)), br(addDays(s.today, 60)), s.domicileId, s.acquirer, s.arrangement].join(';');
  const unknown = generateCnpj({ seed: seed() });
  return { name: 'pre-compromisso.csv', buffer: Buffer.from(`${header}\r\n${row(s.document, 'PRE-1')}\r\n${row(s.document, 'PRE-2')}\r\n${row(unknown, 'PRE-3')}\r\n`, 'utf8') };
}

test('a pre_compromisso partner imports commitments, consults the agenda of the imported merchants and finds the query in the list', async ({
  page,
  adminApi,
}, testInfo) => {
  // A supplier of its own, an import job and a schedule query: more than one screen's worth.
  test.setTimeout(120_000);
  const supplier = await preCommitmentSupplier(adminApi);
  const flow = new ImportFlowPage(page);
  await signInPage(page, ADMIN, '/app/import-appointments');
  await expect(page.getByRole('heading', { name: 'Importação de Compromissos' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: /Fornecedor/ }).click();
  await page.getByRole('option', { name: supplier.tradingName }).click();
  await page.getByRole('combobox', { name: 'Tipo de transação' }).click();
  await page.getByRole('option', { name: 'Pagamento' }).click();
  await flow.chooseFile(commitmentsFile(supplier));
  await flow.expectPreviewRows(3);
  await flow.process();
  await page.getByRole('dialog', { name: 'Pesquisa da agenda em processamento...' }).getByRole('button', { name: 'OK' }).click();
  expect(await flow.waitForResult()).toBe('partial');

  const dialog = page.getByRole('dialog', { name: 'Consulta de agenda' });
  await expect(dialog).toBeVisible();
  const merchants = dialog.getByTestId('agenda-merchant');
  await expect(merchants).toHaveCount(1);
  await expect(merchants.first()).toContainText(maskCnpj(supplier.document));
  await expect(merchants.first()).toContainText(supplier.merchantName);

  await dialog.getByRole('button', { name: 'Consultar agenda' }).click();
  await expect(merchants.first().getByTestId('agenda-outcome')).toContainText(/Solicitação em processamento — ID da solicitação: [0-9a-f-]{36}/);
  await expect(dialog.getByRole('button', { name: 'Consultar agenda' })).toBeDisabled();
  await dialog.screenshot({ path: testInfo.outputPath('pre-dialog-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('pre-dialog-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('link', { name: 'Ver consultas' }).click();
  const schedules = new SchedulesPage(page);
  await expect(page.getByRole('heading', { name: 'Agenda de recebíveis' })).toBeVisible();
  await schedules.showOnly(supplier.merchantName);
  await expect(schedules.rows(supplier.merchantName)).toHaveCount(1, { timeout: 30_000 });
});
