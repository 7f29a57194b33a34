import type pg from 'pg';
import type { CopyAccount } from './domicile-account';

/** One Previsto row as the copies write it (spec 4 §3.6). */
export interface ExpectedCopy {
  contractIdentifier: string | null;
  urKey: string;
  expectedDate: string;
  acquirer: string;
  merchantDocument: string;
  arrangement: string;
  accountId: string | null;
  domicileKey: string | null;
  amount: number;
}

/** One settlement as the copies write it: the registry's settlement information, by its key. */
export interface SettlementCopy {
  urKey: string;
  contractIdentifier: string | null;
  beneficiary: string;
  acquirer: string;
  merchantDocument: string;
  arrangement: string;
  settlementDate: string;
  effectiveDate: string;
  accountId: string | null;
  domicileKey: string | null;
  amount: number;
}

export interface ExpectedRow extends ExpectedCopy {
  id: string;
  frozenAt: Date | null;
}

export interface SettlementRow extends SettlementCopy {
  id: string;
}

/** A merchant account whose free part the creditor reconciles (an active company, 'Conciliar' on). */
export interface FreePartAccount extends CopyAccount {
  merchantId: string;
  merchantDocument: string;
}

export interface Range {
  from: string;
  to: string;
}

type Client = Pick<pg.PoolClient, 'query'>;

const EXPECTED_COLUMNS = `id, contract_identifier as "contractIdentifier", ur_key as "urKey", expected_date::text as "expectedDate", acquirer,
  merchant_document as "merchantDocument", arrangement, account_id as "accountId", domicile_key as "domicileKey", amount::float8 as amount,
  frozen_at as "frozenAt"`;
const SETTLEMENT_COLUMNS = `id, ur_key as "urKey", contract_identifier as "contractIdentifier", beneficiary, acquirer,
  merchant_document as "merchantDocument", arrangement, settlement_date::text as "settlementDate", effective_date::text as "effectiveDate",
  account_id as "accountId", domicile_key as "domicileKey", amount::float8 as amount`;

/** The rows as parallel arrays, for one unnest(...) statement however many they are. */
function expectedArrays(rows: readonly ExpectedCopy[]) {
  return [
    rows.map((r) => r.contractIdentifier),
    rows.map((r) => r.urKey),
    rows.map((r) => r.expectedDate),
    rows.map((r) => r.acquirer),
    rows.map((r) => r.merchantDocument),
    rows.map((r) => r.arrangement),
    rows.map((r) => r.accountId),
    rows.map((r) => r.domicileKey),
    rows.map((r) => r.amount),
  ];
}
const EXPECTED_UNNEST = `unnest($2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::text[], $10::bigint[])
  as r(contract_identifier, ur_key, expected_date, acquirer, merchant_document, arrangement, account_id, domicile_key, amount)`;
const EXPECTED_SET = `expected_date = excluded.expected_date, acquirer = excluded.acquirer, merchant_document = excluded.merchant_document,
  arrangement = excluded.arrangement, account_id = excluded.account_id, domicile_key = excluded.domicile_key, amount = excluded.amount`;
// A frozen row is never written again; an unchanged one is left alone (no new updated_at).
const EXPECTED_CHANGED = `reconciliation_expected.frozen_at is null and (reconciliation_expected.amount, reconciliation_expected.account_id,
  reconciliation_expected.domicile_key, reconciliation_expected.expected_date) is distinct from (excluded.amount, excluded.account_id,
  excluded.domicile_key, excluded.expected_date)`;

export function createRegistryCopiesRepository(pool: pg.Pool) {
  /**
   * Writes of one creditor's copies in one transaction, one writer per creditor at a time
   * (its own lock: a run holding the creditor's reconciliation lock may call the copies).
   */
  async function transaction<T>(creditorId: string, work: (c: Client) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`reconciliation-copies:${creditorId}`]);
      const out = await work(client);
      await client.query('commit');
      return out;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /** Inserts or updates Previsto rows still live; `freeze` sets frozen_at. A zero amount only updates a row that exists. */
  async function upsertExpected(c: Client, creditorId: string, rows: readonly ExpectedCopy[], freeze: boolean): Promise<number> {
    const effects = rows.filter((r) => r.contractIdentifier !== null);
    const free = rows.filter((r) => r.contractIdentifier === null);
    let written = 0;
    const frozen = freeze ? ', frozen_at = now(), updated_at = now()' : ', updated_at = now()';
    const changed = freeze ? 'reconciliation_expected.frozen_at is null' : EXPECTED_CHANGED;
    for (const [part, target] of [
      [effects, '(creditor_id, contract_identifier, ur_key) where contract_identifier is not null'],
      [free, '(creditor_id, account_id, ur_key) where contract_identifier is null'],
    ] as const) {
      if (!part.length) continue;
      const existing =
        target.includes('is not null')
          ? 'x.contract_identifier = r.contract_identifier and x.ur_key = r.ur_key'
          : 'x.contract_identifier is null and x.account_id = r.account_id and x.ur_key = r.ur_key';
      const res = await c.query(
        `insert into reconciliation_expected (creditor_id, contract_identifier, ur_key, expected_date, acquirer, merchant_document, arrangement,
           account_id, domicile_key, amount, frozen_at)
         select $1, r.contract_identifier, r.ur_key, r.expected_date, r.acquirer, r.merchant_document, r.arrangement, r.account_id,
           r.domicile_key, r.amount, ${freeze ? 'now()' : 'null'}
         from ${EXPECTED_UNNEST}
         where r.amount > 0 or exists (select 1 from reconciliation_expected x where x.creditor_id = $1 and ${existing})
         on conflict ${target} do update set ${EXPECTED_SET}${frozen}
         where ${changed}`,
        [creditorId, ...expectedArrays(part)],
      );
      written += res.rowCount ?? 0;
    }
    return written;
  }

  /**
   * Records that the registry was read over the range up to `upTo` (the registry's date or
   * the range's end): read_up_to moves forward only over a read that joins the one before, so
   * it never claims days no read covered.
   */
  async function recordRead(c: Client, creditorId: string, range: Range, upTo: string): Promise<void> {
    await c.query(
      `insert into reconciliation_registry_reads (creditor_id, read_up_to, read_at) values ($1, $3::date, now())
       on conflict (creditor_id) do update set read_up_to = greatest(reconciliation_registry_reads.read_up_to, excluded.read_up_to), read_at = now()
       where $2::date <= reconciliation_registry_reads.read_up_to + 1`,
      [creditorId, range.from, upTo],
    );
  }

  return {
    /** Previsto rows of one creditor: live (frozen rows kept as they are) or frozen now. */
    writeExpected: (creditorId: string, rows: readonly ExpectedCopy[], freeze: boolean) =>
      rows.length ? transaction(creditorId, (c) => upsertExpected(c, creditorId, rows, freeze)) : Promise.resolve(0),

    /**
     * The creditors in reconciliation (an active company) whose copies a registry day may touch:
     * a registered contract reaching the day (or, for `paidSince`, ended no earlier: a postponed
     * UR is paid after its window), an effect copy on it, or a merchant company. A creditor
     * that joins later has its past frozen by its first refresh.
     */
    async creditorsOfDay(day: string, paidSince: string = day): Promise<string[]> {
      const { rows } = await pool.query<{ creditor_id: string }>(
        `select distinct c.creditor_id from reconciliation_companies c
          where c.active and (c.kind = 'estabelecimento'
            or exists (select 1 from contract_directory d where d.creditor_id = c.creditor_id and d.contract_identifier is not null
                         and d.execution_date <= $1 and d.execution_date_end >= $2)
            or exists (select 1 from effect_directory e where e.creditor_id = c.creditor_id and e.contract_identifier is not null
                         and e.settlement_date = $1))
          order by 1`,
        [day, paidSince],
      );
      return rows.map((r) => r.creditor_id);
    },

    /** The creditor's registered contracts whose URs may fall in the range (their window, or an effect copy in it). */
    async contractsIn(creditorId: string, range: Range): Promise<string[]> {
      const { rows } = await pool.query<{ contract_identifier: string }>(
        `select contract_identifier from contract_directory
          where creditor_id = $1 and contract_identifier is not null and execution_date <= $3 and execution_date_end >= $2
         union select contract_identifier from effect_directory
          where creditor_id = $1 and contract_identifier is not null and settlement_date between $2 and $3
         order by 1`,
        [creditorId, range.from, range.to],
      );
      return rows.map((r) => r.contract_identifier);
    },

    /** The creditor's accounts, originators' first (a domicile resolves to them before a merchant's). */
    async accountsOf(creditorId: string): Promise<CopyAccount[]> {
      const { rows } = await pool.query<CopyAccount>(
        `select id, account_key as "accountKey", account_digit as "accountDigit", holder_document as "holderDocument"
           from reconciliation_accounts where creditor_id = $1 order by (domicile_id is null), created_at, id`,
        [creditorId],
      );
      return rows;
    },

    async freePartAccountsOf(creditorId: string): Promise<FreePartAccount[]> {
      const { rows } = await pool.query<FreePartAccount>(
        `select a.id, a.account_key as "accountKey", a.account_digit as "accountDigit", a.holder_document as "holderDocument",
                c.merchant_id as "merchantId", c.document_number as "merchantDocument"
           from reconciliation_accounts a join reconciliation_companies c on c.id = a.company_id
          where a.creditor_id = $1 and c.kind = 'estabelecimento' and c.active and a.reconcile order by a.id`,
        [creditorId],
      );
      return rows;
    },

    /**
     * Previsto read live from the commitments' effect copies for dates after today (§4.2): the
     * domicile resolves through the commitment's bank account to the account mirroring it.
     */
    async upsertLiveEffects(creditorId: string, range: Range): Promise<number> {
      return transaction(creditorId, async (c) => {
        const { rows } = await c.query<ExpectedCopy>(
          `select e.contract_identifier as "contractIdentifier",
                  e.acquirer_document || ':' || e.merchant_document_number || ':' || e.arrangement || ':' || e.settlement_date::text as "urKey",
                  e.settlement_date::text as "expectedDate", e.acquirer_document as acquirer, e.merchant_document_number as "merchantDocument",
                  e.arrangement, min(a.id::text) as "accountId", min(a.account_key) as "domicileKey", sum(e.effect_amount)::float8 as amount
             from effect_directory e left join reconciliation_accounts a on a.domicile_id = e.bank_account_id and a.creditor_id = e.creditor_id
            where e.creditor_id = $1 and e.contract_identifier is not null and e.settlement_date between $2 and $3
            group by 1, 2, 3, 4, 5, 6`,
          [creditorId, range.from, range.to],
        );
        return upsertExpected(c, creditorId, rows, false);
      });
    },

    /**
     * Brings the settlements of a range to what the registry said: upserted by their key (ids
     * stay), and the ones of the scope read that the registry no longer shows removed. The
     * scope: the creditor's contracts' settlements, and the free parts of `freeAccountIds`.
     */
    async replaceSettlements(
      creditorId: string,
      range: Range,
      rows: readonly SettlementCopy[],
      freeAccountIds: readonly string[],
      readUpTo: string,
    ): Promise<number> {
      return transaction(creditorId, async (c) => {
        const res = await c.query(
          `insert into reconciliation_settlements (creditor_id, ur_key, contract_identifier, beneficiary, acquirer, merchant_document, arrangement,
             settlement_date, effective_date, account_id, domicile_key, amount)
           select $1, * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[], $9::date[], $10::uuid[],
             $11::text[], $12::bigint[])
           on conflict on constraint reconciliation_settlements_key do update set acquirer = excluded.acquirer,
             merchant_document = excluded.merchant_document, arrangement = excluded.arrangement, settlement_date = excluded.settlement_date,
             account_id = excluded.account_id, domicile_key = excluded.domicile_key, amount = excluded.amount, updated_at = now()
           where (reconciliation_settlements.amount, reconciliation_settlements.account_id, reconciliation_settlements.domicile_key)
             is distinct from (excluded.amount, excluded.account_id, excluded.domicile_key)`,
          [
            creditorId,
            rows.map((r) => r.urKey),
            rows.map((r) => r.contractIdentifier),
            rows.map((r) => r.beneficiary),
            rows.map((r) => r.acquirer),
            rows.map((r) => r.merchantDocument),
            rows.map((r) => r.arrangement),
            rows.map((r) => r.settlementDate),
            rows.map((r) => r.effectiveDate),
            rows.map((r) => r.accountId),
            rows.map((r) => r.domicileKey),
            rows.map((r) => r.amount),
          ],
        );
        const gone = await c.query(
          `delete from reconciliation_settlements s
            where s.creditor_id = $1 and s.effective_date between $2 and $3
              and (s.contract_identifier is not null or s.account_id = any($4::uuid[]))
              and not exists (select 1 from unnest($5::text[], $6::text[], $7::text[], $8::date[]) as k(ur_key, contract_identifier, beneficiary, effective_date)
                where k.ur_key = s.ur_key and k.contract_identifier is not distinct from s.contract_identifier
                  and k.beneficiary = s.beneficiary and k.effective_date = s.effective_date)`,
          [
            creditorId,
            range.from,
            range.to,
            freeAccountIds,
            rows.map((r) => r.urKey),
            rows.map((r) => r.contractIdentifier),
            rows.map((r) => r.beneficiary),
            rows.map((r) => r.effectiveDate),
          ],
        );
        await recordRead(c, creditorId, range, readUpTo);
        return (res.rowCount ?? 0) + (gone.rowCount ?? 0);
      });
    },

    async expectedFor(creditorId: string, range: Range): Promise<ExpectedRow[]> {
      const { rows } = await pool.query<ExpectedRow>(
        `select ${EXPECTED_COLUMNS} from reconciliation_expected where creditor_id = $1 and expected_date between $2 and $3
         order by expected_date, ur_key, contract_identifier nulls last, account_id, id`,
        [creditorId, range.from, range.to],
      );
      return rows;
    },

    async settlementsFor(creditorId: string, range: Range): Promise<SettlementRow[]> {
      const { rows } = await pool.query<SettlementRow>(
        `select ${SETTLEMENT_COLUMNS} from reconciliation_settlements where creditor_id = $1 and effective_date between $2 and $3
         order by effective_date, ur_key, contract_identifier nulls last, beneficiary, id`,
        [creditorId, range.from, range.to],
      );
      return rows;
    },

    async readOf(creditorId: string): Promise<{ readUpTo: string; readAt: Date } | null> {
      const { rows } = await pool.query<{ readUpTo: string; readAt: Date }>(
        `select read_up_to::text as "readUpTo", read_at as "readAt" from reconciliation_registry_reads where creditor_id = $1`,
        [creditorId],
      );
      return rows[0] ?? null;
    },
  };
}

export type RegistryCopiesRepository = ReturnType<typeof createRegistryCopiesRepository>;
