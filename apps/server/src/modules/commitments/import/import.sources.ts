import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  COLLATERAL_TRANSACTION_TYPES,
  COMMITMENT_IMPORT_COLUMNS,
  COMMITMENT_STATUS_CODE,
  CONTRACT_TYPE,
  MESSAGES,
  PERMISSIONS,
  SMOKE_COMMITMENT_IMPORT_COLUMNS,
  checkCommitmentImportRow,
  commitmentCreditorRules,
  commitmentImportRowKey,
  commitmentStatusLabel,
  parseCommitmentImportRow,
  toCents,
  uuidSchema,
  type CommitmentImportLimits,
  type CommitmentImportRow,
  type ContractModality,
} from '@lastro/domain';
import { badRequest, notFound } from '../../../lib/errors';
import type { ImportBatchRow, ImportScope, ImportSource, ImportSummary } from '../../../lib/import-source';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorDomicile, CreditorIdentity } from '../../creditors/creditors.ports';
import type { CommitmentBatchContext, ImportRepository, StagedCommitment } from './import.repository';

const M = MESSAGES.commitments;
const C = M.create;
const R = MESSAGES.imports.commitments;
const STRATEGY = { performado: 0, fumaca: 1 } as const;

const code = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** deals/upload: {file, creditor_id, deal_type, deal_contract_type} (spec 3 §7). */
export const commitmentImportOptionsSchema = z.object({
  creditor_id: uuidSchema,
  deal_type: code(C.transactionTypeNotAllowed),
  deal_contract_type: code(C.contractTypeNotAllowed),
});
/** deals/upload-contract-smoke: the same and deal_gcap ('Gestão de colateral?'). */
export const smokeCommitmentImportOptionsSchema = commitmentImportOptionsSchema.extend({ deal_gcap: flag });
export type CommitmentImportOptions = z.output<typeof commitmentImportOptionsSchema> & { deal_gcap?: boolean };

export interface CommitmentImportDeps {
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  activeDomicilesOf(creditorId: string): Promise<CreditorDomicile[]>;
  registered(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string> }>;
  today(): Promise<string>;
  /** Queues the registration of the import's deals (one job for the whole import). */
  enqueueRegistration(accountId: string, importId: string): Promise<void>;
}

/** What one import's batches share, read once per import (a job may run its batches in another process than the upload). */
type ImportContext = Omit<CommitmentBatchContext, 'importId' | 'accountId' | 'accountName'> & {
  partnerType: string;
  /** The partner's amount and term limits, as POST deals applies them (commitmentLimitErrors). */
  limits: CommitmentImportLimits;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The two commitment imports of spec 3 §2.2-§2.3: each row is the create form's payload for one
 * commitment with one installment (domain commitment-import-row.ts), written set-based by the
 * repository and registered afterwards by one batch job.
 */
export function commitmentImportSources(repo: ImportRepository, deps: CommitmentImportDeps) {
  const contexts = new Map<string, Promise<ImportContext>>();

  async function loadContext(modality: ContractModality, options: CommitmentImportOptions): Promise<ImportContext> {
    const creditor = await deps.identityOf(options.creditor_id);
    if (!creditor) throw notFound();
    const [today, domiciles, registered, parameters] = await Promise.all([
      deps.today(),
      deps.activeDomicilesOf(creditor.id),
      deps.registered(),
      deps.parametersOf(creditor.id),
    ]);
    return {
      today,
      partnerType: creditor.partner_type,
      limits: commitmentCreditorRules(parameters),
      creditor,
      type: options.deal_type,
      contractType: options.deal_contract_type,
      strategy: STRATEGY[modality],
      gcap: modality === 'fumaca' && options.deal_gcap === true,
      domiciles: domiciles.filter((d) => d.active && d.originator_active).map((d) => d.id),
      acquirers: [...registered.acquirers.keys()],
      arrangements: [...registered.arrangements.keys()],
      statusLabel: commitmentStatusLabel(COMMITMENT_STATUS_CODE.em_processamento),
    };
  }

  const contextOf = (importId: string, modality: ContractModality, options: CommitmentImportOptions) => {
    let context = contexts.get(importId);
    if (!context) {
      // A handful of imports run at once; an abandoned one's entry must not stay for good.
      if (contexts.size >= 32) contexts.delete(contexts.keys().next().value!);
      context = loadContext(modality, options);
      context.catch(() => contexts.delete(importId));
      contexts.set(importId, context);
    }
    return context;
  };

  /** Refuses what the create service refuses before a single row is read (spec 3 §4). */
  async function authorize(options: CommitmentImportOptions, auth: AuthContext) {
    if (!auth.isAdmin && auth.creditorId !== options.creditor_id) throw notFound();
    const creditor = await deps.identityOf(options.creditor_id);
    if (!creditor) throw notFound();
    const rules = commitmentCreditorRules(await deps.parametersOf(creditor.id));
    if (!rules.configured) throw badRequest(M.partnerWithoutParameters);
    const refusals: string[] = [];
    if (!rules.transactionTypes.includes(options.deal_type)) refusals.push(C.transactionTypeNotAllowed);
    if (!rules.contractTypes.includes(options.deal_contract_type)) refusals.push(C.contractTypeNotAllowed);
    if (options.deal_gcap) {
      if (!rules.gcap) refusals.push(C.gcapNotAllowed);
      if (options.deal_contract_type !== CONTRACT_TYPE.cessao) refusals.push(C.gcapContractType);
      if (!(COLLATERAL_TRANSACTION_TYPES as readonly number[]).includes(options.deal_type)) refusals.push(C.gcapTransactionType);
    }
    if (refusals.length) throw badRequest(refusals);
  }

  function source(modality: ContractModality): ImportSource<CommitmentImportRow, CommitmentImportOptions> {
    const smoke = modality === 'fumaca';
    return {
      kind: smoke ? 'smoke-commitments' : 'commitments',
      route: smoke
        ? {
            url: '/deals/upload-contract-smoke',
            auth: { slug: PERMISSIONS.importacao_compromisso_fumaca, action: 'create' },
            summary: 'Importação de compromissos fumaça (CSV)',
            tags: ['commitments'],
          }
        : {
            url: '/deals/upload',
            auth: { slug: PERMISSIONS.importacao_compromisso, action: 'create' },
            summary: 'Importação de compromissos (CSV)',
            tags: ['commitments'],
          },
      options: (smoke ? smokeCommitmentImportOptionsSchema : commitmentImportOptionsSchema) as z.ZodType<CommitmentImportOptions>,
      columns: smoke ? SMOKE_COMMITMENT_IMPORT_COLUMNS : COMMITMENT_IMPORT_COLUMNS,
      batchSize: 5_000,
      authorize,
      // The partner type and the creation date are checked when the batch is written (they need the database).
      parseRow: (record, options) =>
        parseCommitmentImportRow(record, {
          modality,
          creditor_id: options.creditor_id,
          type: options.deal_type,
          contract_type: options.deal_contract_type,
          is_gcap: smoke && options.deal_gcap === true,
        }),
      async writeBatch(rows: ImportBatchRow<CommitmentImportRow>[], options, scope: ImportScope, importId) {
        const context = await contextOf(importId, modality, options);
        const errors = new Map<number, string>();
        const staged: StagedCommitment[] = [];
        for (const { line, row: parsed } of rows) {
          const checked = checkCommitmentImportRow(modality, parsed, context);
          if ('error' in checked) {
            errors.set(line, checked.error);
            continue;
          }
          const p = checked.payload;
          staged.push({
            line,
            dealId: randomUUID(),
            rowKey: `import:${sha256(commitmentImportRowKey(modality, checked))}`,
            document: checked.document_number,
            domicileId: p.creditor_originator_bank_account_id,
            title: p.title,
            description: p.description,
            code: p.code,
            issueDate: p.issue_date,
            expirationDate: p.expiration_date,
            amount: toCents(p.amount),
            dueDate: p.due_date,
            executionDate: p.execution_date,
            executionDateEnd: p.execution_date_final,
            divisionRule: p.division_rule ?? null,
            amountOnerate: p.division_rule === 1 && p.amount_onerate != null ? toCents(p.amount_onerate) : null,
            // Percentages are kept in basis points, as the create service does: 12.34 % -> 1234.
            amountOnerateBp: p.division_rule === 2 && p.amount_onerate != null ? toCents(p.amount_onerate) : null,
            acquirers: p.document_acquirers,
            arrangements: p.payment_arrangements,
          });
        }
        const refused = await repo.writeBatch(staged, { ...context, importId, accountId: scope.accountId, accountName: scope.name ?? null }, {
          duplicateInFile: R.duplicateInFile,
          merchantNotFound: M.merchantNotFound,
          noOptIn: M.noOptIn,
          domicileNotAvailable: C.domicileNotAvailable,
          acquirerNotRegistered: R.acquirerNotRegistered,
          arrangementNotRegistered: R.arrangementNotRegistered,
        });
        for (const [line, error] of refused) errors.set(line, error);
        return errors;
      },
      async finish(_options, scope, importId, summary: ImportSummary) {
        contexts.delete(importId);
        if (summary.total > summary.failed) await deps.enqueueRegistration(scope.accountId, importId);
      },
    };
  }

  return { normal: source('performado'), smoke: source('fumaca') };
}
