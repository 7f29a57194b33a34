import { z } from 'zod';
import {
  MERCHANT_IMPORT_FUNCTION,
  MERCHANT_MAINTENANCE_COLUMNS,
  MERCHANT_REGISTRATION_COLUMNS,
  MESSAGES,
  PERMISSIONS,
  addDays,
  allowedMerchantImportFunctions,
  parseMerchantMaintenanceRecord,
  parseMerchantRegistrationRecord,
  uuidSchema,
  type MerchantMaintenanceRow,
} from '@lastro/domain';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { ImportBatchRow, ImportScope, ImportSource } from '../../../lib/import-source';
import type { AuthContext } from '../../../plugins/route-auth';
import { perm } from '../../../plugins/route-auth';
import type { CreditorIdentity } from '../merchants.ports';
import type { MerchantImportsRepository, StagedMerchant } from './merchant-imports.repository';

const M = MESSAGES.imports;

/** POST users/upload-merchant's fields: the creditor and the function (Manutenção 0, Cadastro 1). */
export const merchantImportOptionsSchema = z.object({
  creditor_id: uuidSchema,
  function: z.enum(['0', '1']).optional(),
});
export type MerchantImportOptions = z.infer<typeof merchantImportOptionsSchema>;

/** The spec's upload URL serves Cadastro; Manutenção has its own beside it (the page picks by function). */
export const MERCHANT_IMPORT_URLS = {
  registration: '/users/upload-merchant',
  maintenance: '/users/upload-merchant/maintenance',
} as const;

export interface MerchantImportDeps {
  repo: MerchantImportsRepository;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  /** The creditor's parameters (funcao_importacao_ec). */
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  /** The registry's date: opt-ins start on it. */
  today(): Promise<string>;
  /** Whether the merchant holds the creditor's opt-in active today (converged with the registry). */
  hasActiveOptIn(merchantId: string, creditorId: string): Promise<boolean>;
  /** The merchants' opt-in service: each change is requested at the registry and its outcome kept. */
  registerOptIn(
    merchantId: string,
    input: { creditor_id: string; signature_date: string; start_date: string; end_date: string; recurrent: boolean },
    by: string,
  ): Promise<unknown>;
  /** 'recorrente' of a merchant whose opt-in is active already: kept on that opt-in. */
  setRecurrence(merchantId: string, creditorId: string, recurrent: boolean): Promise<void>;
  optOut(merchantId: string, creditorId: string): Promise<unknown>;
}

/** Registry calls of one maintenance batch at a time: the registry answers each opt-in by protocol. */
const MAINTENANCE_CONCURRENCY = 4;

const messageOf = (err: unknown) => (err instanceof AppError ? err.messages.join('; ') : MESSAGES.common.genericError);

export function createMerchantImportSources(deps: MerchantImportDeps) {
  async function creditorOf(creditorId: string): Promise<CreditorIdentity> {
    const creditor = await deps.identityOf(creditorId);
    if (!creditor) throw notFound();
    return creditor;
  }

  /** A creditor user imports for its own creditor only; the creditor's funcao_importacao_ec must allow the function. */
  const authorizeFor = (fn: 0 | 1) => async (options: MerchantImportOptions, auth: AuthContext) => {
    if (!auth.isAdmin && auth.creditorId !== options.creditor_id) throw notFound();
    await creditorOf(options.creditor_id);
    if (options.function !== undefined && Number(options.function) !== fn) throw badRequest(M.merchantFunctionMismatch);
    const params = await deps.parametersOf(options.creditor_id);
    if (!allowedMerchantImportFunctions(params.funcao_importacao_ec).includes(fn)) throw badRequest(M.merchantFunctionNotAllowed);
  };

  const route = (url: string, summary: string) => ({
    url,
    auth: perm(PERMISSIONS.importacao_estabelecimento, 'create'),
    summary,
    tags: ['merchants'],
  });

  /**
   * Cadastro: the rules depend on the creditor's partner type, which the batch reads (parseRow
   * has no database), so a row is the sheet's record and the batch checks and writes it.
   */
  const registration: ImportSource<Record<string, string>, MerchantImportOptions> = {
    kind: 'merchants-registration',
    route: route(MERCHANT_IMPORT_URLS.registration, 'Importação de estabelecimentos (Cadastro): arquivo CSV processado como tarefa'),
    options: merchantImportOptionsSchema,
    columns: MERCHANT_REGISTRATION_COLUMNS,
    authorize: authorizeFor(MERCHANT_IMPORT_FUNCTION.cadastro),
    batchSize: 10_000,
    parseRow: (record) => record,
    async writeBatch(rows, options, scope) {
      const creditor = await creditorOf(options.creditor_id);
      const errors = new Map<number, string>();
      const staged: StagedMerchant[] = [];
      for (const { line, row } of rows) {
        const parsed = parseMerchantRegistrationRecord(row, creditor.partner_type);
        if ('error' in parsed) errors.set(line, parsed.error);
        else staged.push({ line, row: parsed });
      }
      const refused = await deps.repo.insertMerchants(staged, {
        creditorId: creditor.id,
        partnerType: creditor.partner_type,
        partnership: creditor.partnership,
        createdBy: scope.accountId,
      });
      for (const [line, why] of refused) errors.set(line, why === 'taken' ? MESSAGES.merchants.duplicateCnpj : M.merchantDuplicateInFile);
      return errors;
    },
  };

  /**
   * One maintenance row: the opt-in registered or ended at the registry, unless it already is;
   * 'recorrente' goes with the opt-in (a recurrent one is renewed for the following year before
   * it ends), also onto an opt-in already active.
   */
  async function maintain(merchantId: string, row: MerchantMaintenanceRow, creditorId: string, today: string, by: string) {
    const active = await deps.hasActiveOptIn(merchantId, creditorId);
    if (row.optin && !active)
      await deps.registerOptIn(
        merchantId,
        { creditor_id: creditorId, signature_date: today, start_date: today, end_date: addDays(today, 365), recurrent: row.is_recurrence },
        by,
      );
    if (row.optin && active) await deps.setRecurrence(merchantId, creditorId, row.is_recurrence);
    if (!row.optin && active) await deps.optOut(merchantId, creditorId);
  }

  const maintenance: ImportSource<MerchantMaintenanceRow, MerchantImportOptions> = {
    kind: 'merchants-maintenance',
    route: route(MERCHANT_IMPORT_URLS.maintenance, 'Importação de estabelecimentos (Manutenção de opt-in/opt-out): arquivo CSV processado como tarefa'),
    options: merchantImportOptionsSchema,
    columns: MERCHANT_MAINTENANCE_COLUMNS,
    authorize: authorizeFor(MERCHANT_IMPORT_FUNCTION.manutencao),
    batchSize: 500,
    parseRow: (record) => parseMerchantMaintenanceRecord(record),
    async writeBatch(rows: ImportBatchRow<MerchantMaintenanceRow>[], options, scope: ImportScope) {
      const creditorId = options.creditor_id;
      const errors = new Map<number, string>();
      const ids = await deps.repo.idsByDocument(creditorId, [...new Set(rows.map((r) => r.row.document_number))]);
      const today = await deps.today();
      const queue = [...rows];
      // Rows of one merchant run one after the other (in file order): the last one decides.
      const byMerchant = new Map<string, ImportBatchRow<MerchantMaintenanceRow>[]>();
      for (const item of queue) {
        const id = ids.get(item.row.document_number);
        if (!id) errors.set(item.line, M.merchantNotRegistered);
        else byMerchant.set(id, [...(byMerchant.get(id) ?? []), item]);
      }
      const work = [...byMerchant.entries()];
      const worker = async () => {
        for (let next = work.shift(); next; next = work.shift()) {
          const [merchantId, items] = next;
          for (const { line, row } of items) {
            try {
              await maintain(merchantId, row, creditorId, today, scope.accountId);
            } catch (err) {
              errors.set(line, messageOf(err));
            }
          }
        }
      };
      await Promise.all(Array.from({ length: MAINTENANCE_CONCURRENCY }, worker));
      return errors;
    },
  };

  return {
    registration,
    maintenance,
    /** The functions (Manutenção 0, Cadastro 1) the creditor's funcao_importacao_ec allows; another creditor's: 404. */
    async functionsOf(auth: AuthContext, creditorId: string) {
      if (!auth.isAdmin && auth.creditorId !== creditorId) throw notFound();
      await creditorOf(creditorId);
      return { creditor_id: creditorId, functions: allowedMerchantImportFunctions((await deps.parametersOf(creditorId)).funcao_importacao_ec) };
    },
  };
}
export type MerchantImportSources = ReturnType<typeof createMerchantImportSources>;
