/**
 * Commitment registration benchmark (issue 13): the registration job of a 12-installment
 * commitment whose contracts reach about 2,000 URs of one merchant (each installment one
 * contract at the sandbox registry, its effects copied into deal_effects), against inserting
 * the same deal_effects rows in one multi-row INSERT, measured in the same run; budget 3x.
 * The registry processes each write as it is received (no polling between writes), so the
 * figure is the work, not the wait. `DATABASE_URL=postgres://... npm run bench -- commitments-registration`.
 */
import { randomUUID } from 'node:crypto';
import { addMonths } from '@lastro/domain';
import { SandboxRegistry } from '../apps/server/src/integrations/registry';
import { constitutedUnits, isCreditArranjo, merchantProfile } from '../apps/server/src/integrations/registry/sandbox/profile';
import { createRegistrationRepository } from '../apps/server/src/modules/commitments/registration/registration.repository';
import { createRegistrationService } from '../apps/server/src/modules/commitments/registration/registration.service';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { openScratchDatabase } from './scratch-database';
import { largestMerchant, medianOf, timeMs } from './sandbox-merchants';

const REPEAT = Number(process.env.BENCH_COMMITMENTS_REPEAT ?? 11);
const INSTALLMENTS = 12;
const TODAY = '2026-03-02';
const FIN = '11222333000181';

const database = await openScratchDatabase();
await prepareDatabase(database);
try {
  await database.query('update registry.clock set today = $1', [TODAY]);
  const ufr = largestMerchant();
  const units = constitutedUnits(ufr, merchantProfile(ufr), TODAY);
  const credit = [...new Set(units.filter((u) => isCreditArranjo(u.arranjo)).map((u) => u.arranjo))];
  const dates = units
    .filter((u) => credit.includes(u.arranjo) && u.dataLiquidacao > TODAY)
    .map((u) => u.dataLiquidacao)
    .sort();
  // Twelve consecutive windows over the first 2,000 credit URs.
  const reach = dates.slice(0, 2000);
  const distinct = [...new Set(reach)];
  const windows = Array.from({ length: INSTALLMENTS }, (_, i) => {
    const from = distinct[Math.floor((i * distinct.length) / INSTALLMENTS)]!;
    const to = distinct[Math.floor(((i + 1) * distinct.length) / INSTALLMENTS) - 1]!;
    return { from, to };
  });

  // Registry writes processed at once, in this process.
  const registry: SandboxRegistry = new SandboxRegistry({
    pool: database.pool,
    dispatch: async (protocolos) => {
      await registry.processBatch(protocolos);
    },
  });
  const optIn = await registry.requestOptIn({
    idempotencyKey: 'bench-optin',
    financiador: FIN,
    ufr,
    dataAssinatura: TODAY,
    dataInicio: TODAY,
    dataFim: addMonths(TODAY, 12),
  });
  if ((await registry.operation(optIn.protocolo))?.status !== 'processada') throw new Error('opt-in refused');

  const [creditor] = await database.query<{ id: string }>(
    `insert into creditors (document_number, trading_name, company_name) values ($1, 'Bench', 'Bench Ltda') returning id`,
    [FIN],
  );
  const [merchant] = await database.query<{ id: string }>(
    `insert into merchants (creditor_id, document_number, type_person, company_name, trading_name) values ($1, $2, 2, 'Loja Bench', 'Loja') returning id`,
    [creditor!.id, ufr],
  );
  const [originator] = await database.query<{ id: string }>(
    `insert into creditor_originators (creditor_id, cnpj_originador, razao_social) values ($1, $2, 'Bench') returning id`,
    [creditor!.id, FIN],
  );
  const [domicile] = await database.query<{ id: string }>(
    `insert into creditor_domiciles (originator_id, cnpj_domicilio, titulo_domicilio, banco, ispb, agencia, conta, tipo_conta)
     values ($1, $2, 'Conta', '341', '60701190', '0001', '12345', 'CC') returning id`,
    [originator!.id, FIN],
  );
  const service = createRegistrationService(createRegistrationRepository(database.db), {
    registry: () => registry,
    parametersOf: async () => ({}),
    domicileOf: async (id) => ({
      id,
      creditor_id: creditor!.id,
      originator_id: originator!.id,
      originator_document_number: FIN,
      originator_company_name: 'Bench',
      originator_active: true,
      document_number: FIN,
      title: 'Conta',
      bank_code: '341',
      ispb: '60701190',
      branch_number: '0001',
      account_number: '12345',
      account_digit: null,
      account_type: 'CC',
      active: true,
    }),
    notify: async () => ({ ids: [] }),
    enqueueRegistration: async () => undefined,
  });

  let dealId = '';
  const newDeal = async () => {
    await database.exec(
      `delete from deals; delete from registry.effects; delete from registry.contracts;
       update registry.units set valor_comprometido = 0 where valor_comprometido <> 0`,
    );
    dealId = randomUUID();
    await database.query(
      `insert into deals (id, creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
         merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code, type, contract_type,
         strategy, amount, installments, issue_date, execution_date, execution_date_end, arrangements, bank_account_id)
       values ($1, $2, $3, 'Bench Ltda', 'Bench', $4, 'Loja Bench', 'Loja', $5, 'Bench', 'Bench', 'B-1', 1, 2, 1, $6, $7, $8, $9, $10, $11, $12)`,
      [dealId, creditor!.id, merchant!.id, FIN, ufr, 100 * INSTALLMENTS, INSTALLMENTS, TODAY, windows[0]!.from, windows.at(-1)!.to, credit, domicile!.id],
    );
    for (const [i, w] of windows.entries())
      await database.query(
        `insert into deal_installments (deal_id, installment, amount, due_date, execution_date, execution_date_end, division_rule, amount_onerate_bp, external_reference)
         values ($1, $2, 100, $3, $3, $4, 2, 5000, $5)`,
        [dealId, i + 1, w.from, w.to, `${dealId}-${String(i + 1).padStart(2, '0')}`],
      );
  };

  // The job and its baseline alternate, so that both see the same load of the machine.
  const registerTimes: number[] = [];
  const insertTimes: number[] = [];
  let copied: Record<string, unknown>[] = [];
  let state: { status: number; n: string } | undefined;
  for (let i = 0; i < REPEAT; i++) {
    await newDeal();
    registerTimes.push(await timeMs(() => service.register({ dealId }, creditor!.id)));
    [state] = await database.query<{ status: number; n: string }>(
      'select d.status, (select count(*) from deal_effects e where e.deal_id = d.id) as n from deals d where d.id = $1',
      [dealId],
    );
    if (state?.status !== 2) throw new Error(`the commitment was not approved: status ${state?.status}`);
    copied = await database.query<Record<string, unknown>>(
      `select installment_id, deal_id, acquirer_document, arrangement, settlement_date::text, constituted, effect_order, status,
         amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated, effective_settlement_amount
       from deal_effects where deal_id = $1`,
      [dealId],
    );
    await database.query('delete from deal_effects');
    const rows = copied;
    const columns = Object.keys(rows[0]!);
    insertTimes.push(
      await timeMs(async () => {
        const params: unknown[] = [];
        const values = rows.map((r, k) => {
          params.push(...columns.map((c) => r[c]));
          return `(${columns.map((_, j) => `$${k * columns.length + j + 1}`).join(', ')})`;
        });
        await database.query(`insert into deal_effects (${columns.join(', ')}) values ${values.join(', ')}`, params);
      }),
    );
  }
  const registerMs = medianOf(registerTimes);
  const insertMs = medianOf(insertTimes);
  const rows = copied;
  // Each job against the baseline measured right after it: the machine's load moves less within a pair than across a run.
  const ratio = medianOf(registerTimes.map((t, k) => t / insertTimes[k]!));
  if (ratio > 3) process.exitCode = 1;
  console.log(`${INSTALLMENTS} installments, ${rows.length} URs reached (${state!.n} effects copied)`);
  console.log(
    `${'register the commitment (job)'.padEnd(44)} ${registerMs.toFixed(1).padStart(8)} ms  baseline ${insertMs.toFixed(1).padStart(8)} ms  ratio ${ratio.toFixed(2)}x (median of pairs; budget 3x) ${ratio <= 3 ? 'ok' : 'OVER'}`,
  );
} finally {
  await database.close();
}
