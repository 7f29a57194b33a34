import { generateCnpj } from '@lastro/domain';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The fixture's own originator (the demo's originator carries the creditor's own CNPJ and name). */
const E2E_ORIGINATOR_DOCUMENT = generateCnpj({ seed: 9090 });

/**
 * Commitments written straight into the app's database, as the create and registration parts
 * leave them (deal, installment, effects, first history line): the detail spec does not depend
 * on the creation screen. Only for a server the runner started (its state names the database).
 */
function appDatabaseUrl(): string | null {
  const raw = process.env.LASTRO_E2E_SERVER_STATE;
  if (!raw) return null;
  const state = JSON.parse(raw) as { dataDir: string; databaseServerUrl?: string; databaseName?: string };
  if (state.databaseServerUrl && state.databaseName) {
    const url = new URL(state.databaseServerUrl);
    url.pathname = `/${state.databaseName}`;
    return url.toString();
  }
  // The embedded server: its port is in the cluster's pid file, its password beside it.
  const pgDir = path.join(state.dataDir, 'pg');
  const port = readFileSync(path.join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(path.join(pgDir, 'secret'), 'utf8').trim();
  return `postgres://lastro:${encodeURIComponent(password)}@127.0.0.1:${port}/lastro`;
}

export const canSeedDeals = () => appDatabaseUrl() !== null;

async function withClient<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = appDatabaseUrl();
  if (!url) throw new Error('no database of a server started by the runner');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface SeededDeal {
  id: string;
  title: string;
  creditorId: string;
  domiciles: { id: string; banco: string }[];
}

/**
 * A type-4 commitment of the creditor of `creditorEmail` (or of the creditor with `creditorDocument`),
 * approved, on its first merchant, with one installment reaching two URs and a bank account of
 * an active originator (created with a second account to move to).
 */
export async function seedDeal(opts: { creditorEmail?: string; creditorDocument?: string } = {}): Promise<SeededDeal> {
  return withClient(async (c) => {
    const creditor = opts.creditorDocument
      ? (await c.query<{ id: string }>('select id from creditors where document_number = $1', [opts.creditorDocument])).rows[0]
      : (await c.query<{ id: string }>('select creditor_id as id from accounts where email = $1', [opts.creditorEmail ?? 'fornecedor@lastro.dev'])).rows[0];
    if (!creditor) throw new Error('demo creditor not found');
    const { rows: cr } = await c.query<{ company_name: string; trading_name: string; document_number: string }>(
      'select company_name, trading_name, document_number from creditors where id = $1',
      [creditor.id],
    );
    const { rows: ms } = await c.query<{ id: string; company_name: string; trading_name: string; document_number: string }>(
      'select id, company_name, trading_name, document_number from merchants where creditor_id = $1 order by company_name limit 1',
      [creditor.id],
    );
    const merchant = ms[0]!;
    // The debt-confession tab reads the supplier's profile parameter.
    await c.query(
      `insert into creditor_parameters (creditor_id, parameter_key, parameter_value) values ($1, 'perfil_parceiro', 'Fornecedor')
       on conflict do nothing`,
      [creditor.id],
    );
    const { rows: orig } = await c.query<{ id: string; cnpj: string }>(
      `insert into creditor_originators (creditor_id, cnpj_originador, razao_social, status) values ($1, $2, 'Originadora E2E Ltda', 'Ativo')
       on conflict (creditor_id, cnpj_originador) do update set status = 'Ativo' returning id, cnpj_originador as cnpj`,
      [creditor.id, E2E_ORIGINATOR_DOCUMENT],
    );
    const originatorId = orig[0]!.id;
    for (const [banco, ispb, agencia, conta] of [
      ['341', '60701190', '0001', '123450'],
      ['001', '00000000', '1234', '678900'],
    ] as const) {
      await c.query(
        `insert into creditor_domiciles (originator_id, cnpj_domicilio, titulo_domicilio, banco, ispb, agencia, conta, digito, tipo_conta, status)
         values ($1, $2, $3, $4, $5, $6, $7, '1', 'CC', 'Ativo') on conflict do nothing`,
        [originatorId, orig[0]!.cnpj, `Conta ${banco}`, banco, ispb, agencia, conta],
      );
    }
    const { rows: doms } = await c.query<{ id: string; banco: string }>(
      `select id, banco from creditor_domiciles where originator_id = $1 and status = 'Ativo' order by banco desc`,
      [originatorId],
    );
    const title = `E2E Detalhe ${randomBytes(3).toString('hex')}`;
    const { rows: d } = await c.query<{ id: string }>(
      `insert into deals (creditor_id, merchant_id, creditor_company_name, creditor_trading_name, creditor_document_number,
         merchant_company_name, merchant_trading_name, merchant_document_number, title, description, code, type, contract_type,
         amount, installments, issue_date, expiration_date, execution_date, execution_date_end, acquirers, arrangements,
         bank_account_id, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'Confissão de dívida do estabelecimento', 'E2E-1', 4, 2, 250000, 1,
         current_date, current_date + 180, current_date + 1, current_date + 30, '{01027058000191}', '{VCC,MCD}', $10, 2)
       returning id`,
      [creditor.id, merchant.id, cr[0]!.company_name, cr[0]!.trading_name, cr[0]!.document_number, merchant.company_name, merchant.trading_name, merchant.document_number, title, doms[0]!.id],
    );
    const dealId = d[0]!.id;
    const { rows: inst } = await c.query<{ id: string }>(
      `insert into deal_installments (deal_id, installment, amount, due_date, execution_date, execution_date_end, external_reference,
         status, amount_total_effect, amount_total_committed, effect_amount_initial, effect_amount, effect_amount_updated)
       values ($1, 1, 250000, current_date + 1, current_date + 1, current_date + 30, $2, 2, 250000, 250000, 250000, 250000, 250000)
       returning id`,
      [dealId, `${dealId}-01`],
    );
    await c.query(
      `insert into deal_effects (installment_id, deal_id, acquirer_document, arrangement, settlement_date, constituted, effect_order, status,
         amount_onerate, effect_amount_initial, effect_amount, effect_amount_updated)
       values ($1, $2, '01027058000191', 'VCC', current_date + 2, true, 1, 'aplicado', 150000, 150000, 150000, 150000),
              ($1, $2, '01027058000191', 'MCD', current_date + 3, false, 1, 'aplicado', 100000, 100000, 87654, 87654)`,
      [inst[0]!.id, dealId],
    );
    await c.query(`insert into deal_history (deal_id, status, description, name) values ($1, 6, 'Em processamento', 'Usuário Fornecedor'), ($1, 2, 'Aprovado', 'Registradora')`, [dealId]);
    return { id: dealId, title, creditorId: creditor.id, domiciles: doms };
  });
}
