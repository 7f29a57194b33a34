import { MERCHANT_IMPORT_TEMPLATES, MESSAGES, generateCnpj, generateCpf } from '@lastro/domain';
import { ImportMerchantsPage } from '../pages/ImportMerchantsPage';
import { MerchantsPage } from '../pages/MerchantsPage';
import { ADMIN, CREDITOR_USER } from '../support/accounts';
import { uniqueSuffix } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';

const seed = () => Math.floor(Math.random() * 2 ** 31);
const { registration, maintenance } = MERCHANT_IMPORT_TEMPLATES;

/** A registration sheet row (template order) for a fresh document. */
function registrationRow(document: string, over: Partial<Record<'razao' | 'fantasia' | 'email' | 'estado', string>> = {}) {
  const suffix = uniqueSuffix();
  return [
    document,
    over.razao ?? `Confecções São João ${suffix} Ltda`,
    over.fantasia ?? `Ação ${suffix}`,
    over.email ?? `loja-${suffix}@e2e.dev`,
    'Conceição Araújo',
    '(91) 98765-4321',
    'Travessa Padre Eutíquio',
    '1000',
    '',
    'Batista Campos',
    'Belém',
    over.estado ?? 'PA',
    '66025-000',
  ];
}

/** What Excel in Portuguese saves: Windows-1252 (the accents here are Latin-1's), ';', CRLF. */
const windows1252 = (rows: readonly (readonly string[])[]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n', 'latin1');

interface MerchantRow {
  id: string;
  creditor_id: string;
  company_name: string;
  document_number: string;
}
interface OptIn {
  status: string;
  registry_identifier: string | null;
}

test.describe('import merchants', () => {
  test('an admin imports a Windows-1252 registration sheet: the good rows reach the merchants list, the bad one stays with every error', async ({
    page,
    adminApi,
  }) => {
    const screen = new ImportMerchantsPage(page);
    await signInPage(page, ADMIN, '/app');
    await screen.goto();
    // Nothing to choose or process before the provider.
    await expect(screen.flow.fileInput).toBeDisabled();
    await expect(screen.flow.processButton).toBeDisabled();

    await screen.chooseProvider(CREDITOR_USER.companyName);
    await screen.chooseFunction('Cadastro');
    const good = generateCnpj({ seed: seed() });
    const goodCpf = generateCpf({ seed: seed() });
    const razao = `Confecções São João ${uniqueSuffix()} Ltda`;
    // A spreadsheet chosen anyway is refused at once: a message, no blank preview rows.
    await screen.flow.chooseFile({ name: 'cadastro.xlsx', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]) });
    await expect(page.getByText(MESSAGES.imports.spreadsheetNotAccepted)).toBeVisible();
    await expect(screen.flow.previewRows).toHaveCount(0);
    await screen.flow.chooseFile({
      name: 'cadastro.csv',
      buffer: windows1252([
        registration.headers,
        registrationRow(good, { razao }),
        registrationRow('123', { razao: '', email: 'sem-arroba', estado: 'XX' }),
        registrationRow(goodCpf),
      ]),
    });
    await screen.flow.expectPreviewRows(3);
    // The preview read the accents of the Windows-1252 bytes.
    await expect(page.getByTestId('import-preview').getByText(razao)).toBeVisible();
    await screen.flow.process();
    expect(await screen.flow.waitForResult()).toBe('partial');
    const failed = await screen.flow.failedRows();
    expect(failed).toHaveLength(1);
    // Every error of the row, each named by its column as the table heads it.
    const I = MESSAGES.imports;
    expect(await screen.flow.rowErrors(0)).toEqual([
      `${I.documentColumn}: ${I.invalidDocument}`,
      `${I.companyNameColumn}: ${MESSAGES.validation.required}`,
      `${I.contactEmailColumn}: ${MESSAGES.validation.invalidEmail}`,
      `${I.stateColumn}: ${MESSAGES.validation.invalidState}`,
    ]);

    const list = new MerchantsPage(page);
    await list.gotoList();
    await list.search({ document: good });
    await expect(list.rows(razao)).toHaveCount(1);
    const created = await adminApi.get<{ results: MerchantRow[] }>('merchants', { document: goodCpf });
    expect(created.results).toHaveLength(1);
  });

  test('a creditor user registers a merchant by file, then its opt-in by a maintenance file, and the opt-in reaches the registry', async ({
    page,
    creditorApi,
    adminApi,
  }) => {
    const screen = new ImportMerchantsPage(page);
    await signInPage(page, CREDITOR_USER, '/app');
    await screen.goto();
    await expect(screen.provider).toHaveCount(0);

    const document = generateCnpj({ seed: seed() });
    await screen.chooseFunction('Cadastro');
    await screen.flow.chooseFile({ name: 'cadastro.csv', buffer: windows1252([registration.headers, registrationRow(document)]) });
    await screen.flow.expectPreviewRows(1);
    await screen.flow.process();
    expect(await screen.flow.waitForResult()).toBe('success');
    const [merchant] = (await creditorApi.get<{ results: MerchantRow[] }>('merchants', { document })).results;
    expect(merchant).toBeDefined();
    // The first import's toast gone, the second's result cannot be mistaken for it.
    await expect(page.getByText(MESSAGES.imports.imported)).toBeHidden();

    await screen.chooseFunction('Manutenção');
    const unknown = generateCnpj({ seed: seed() });
    await screen.flow.chooseFile({
      name: 'manutencao.csv',
      buffer: windows1252([maintenance.headers, [document, 'opt-in', 'sim'], [unknown, 'opt-in', 'não']]),
    });
    await screen.flow.expectPreviewRows(2);
    await screen.flow.process();
    expect(await screen.flow.waitForResult()).toBe('partial');
    const failed = await screen.flow.failedRows();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.join(' ')).toContain(MESSAGES.imports.merchantNotRegistered);

    const optins = await adminApi.get<{ results: OptIn[] }>(`merchants/${merchant!.id}/optins`);
    expect(optins.results).toEqual([expect.objectContaining({ status: 'ativo', registry_identifier: expect.any(String) })]);
    const status = await creditorApi.get<{ optin_status: boolean }>('merchants/status', { document, creditor_id: merchant!.creditor_id });
    expect(status.optin_status).toBe(true);
  });
});
