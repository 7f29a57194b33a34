import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyBatches } from '../../../db/copy-text';
import type { MerchantRegistrationRow } from '@lastro/domain';

/** One registration row of a batch, by its line in the file. */
export interface StagedMerchant {
  line: number;
  row: MerchantRegistrationRow;
}

/** What a registration batch writes besides the rows: the creditor's and the import's. */
export interface MerchantBatchContext {
  creditorId: string;
  partnerType: string;
  partnership: string | null;
  createdBy: string;
}

/** Why a staged row was not inserted. */
export type StagedRefusal = 'taken' | 'repeated';

/** The staged columns, in COPY order (the table's own names). */
const STAGE_COLUMNS = [
  'line',
  'document_number',
  'type_person',
  'company_name',
  'trading_name',
  'contact_email',
  'contact_name',
  'phone_number',
  'address',
  'address_number',
  'address_complement',
  'address_neighborhood',
  'address_city',
  'address_state',
  'address_zip_code',
] as const;

const copyLines = (rows: StagedMerchant[]) => copyBatches(rows, ({ line, row }) => STAGE_COLUMNS.map((c) => (c === 'line' ? line : row[c])));

/**
 * The merchant imports' bulk writes. A batch is COPYed into a temporary staging table and
 * written with one INSERT … SELECT (the unique key (creditor, document) keeps what exists):
 * a multi-row INSERT is 5-8x a COPY, and per-row statements far more.
 */
export function createMerchantImportsRepository(pool: pg.Pool) {
  return {
    /**
     * Inserts the rows not yet registered for the creditor (origin 2 Backoffice and type 1 are
     * the table's defaults, spec 3 §9) and answers the refused ones by line: 'taken' when the
     * creditor holds the document already, 'repeated' for a later line of a document the batch
     * repeats.
     */
    async insertMerchants(rows: StagedMerchant[], ctx: MerchantBatchContext): Promise<Map<number, StagedRefusal>> {
      const refused = new Map<number, StagedRefusal>();
      if (!rows.length) return refused;
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`create temp table merchant_import_stage (
          line integer not null,
          document_number varchar(14) not null,
          type_person smallint not null,
          company_name text not null,
          trading_name text not null,
          contact_email text,
          contact_name text,
          phone_number varchar(20),
          address text,
          address_number varchar(20),
          address_complement text,
          address_neighborhood text,
          address_city text,
          address_state varchar(2),
          address_zip_code varchar(8)
        ) on commit drop`);
        await pipeline(
          Readable.from(copyLines(rows)),
          client.query(copyFrom(`copy merchant_import_stage (${STAGE_COLUMNS.join(', ')}) from stdin`)),
        );
        const result = await client.query<{ line: number; repeated: boolean }>(
          `with firsts as (
             select distinct on (document_number) line from merchant_import_stage order by document_number, line
           ),
           inserted as (
             insert into merchants (creditor_id, document_number, type_person, company_name, trading_name, partner_type, partnership,
               contact_email, contact_name, phone_number, address, address_number, address_complement, address_neighborhood,
               address_city, address_state, address_zip_code, created_by)
             select $1, s.document_number, s.type_person, s.company_name, s.trading_name, $2, $3,
               s.contact_email, s.contact_name, s.phone_number, s.address, s.address_number, s.address_complement, s.address_neighborhood,
               s.address_city, s.address_state, s.address_zip_code, $4
             from merchant_import_stage s join firsts f on f.line = s.line
             on conflict (creditor_id, document_number) do nothing
             returning document_number
           )
           select s.line, not exists (select 1 from firsts f where f.line = s.line) as repeated
           from merchant_import_stage s
           where not exists (select 1 from firsts f where f.line = s.line)
              or not exists (select 1 from inserted i where i.document_number = s.document_number)`,
          [ctx.creditorId, ctx.partnerType, ctx.partnership, ctx.createdBy],
        );
        await client.query('commit');
        for (const r of result.rows) refused.set(r.line, r.repeated ? 'repeated' : 'taken');
        return refused;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },

    /** The creditor's merchants among the documents, id by document (one query per batch). */
    async idsByDocument(creditorId: string, documents: string[]): Promise<Map<string, string>> {
      if (!documents.length) return new Map();
      const { rows } = await pool.query<{ id: string; document_number: string }>(
        'select id, document_number from merchants where creditor_id = $1 and document_number = any($2::varchar[])',
        [creditorId, documents],
      );
      return new Map(rows.map((r) => [r.document_number, r.id]));
    },
  };
}
export type MerchantImportsRepository = ReturnType<typeof createMerchantImportsRepository>;
