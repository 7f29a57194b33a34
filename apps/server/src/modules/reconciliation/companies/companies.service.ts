import {
  centsToDecimalText,
  MESSAGES,
  type ReconciliationAccountInput,
  type ReconciliationCompany,
  type ReconciliationCompanyCreate,
  type ReconciliationCompanyDetail,
  type ReconciliationCompanyListQuery,
  type ReconciliationCompanyPatch,
} from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorOriginatorWithDomiciles } from '../../creditors/creditors.ports';
import type { MerchantRef } from '../../merchants/merchants.ports';
import { creditorOfCall } from '../reconciliation.scope';
import { accountKeyOf } from './account-key';
import { createCompaniesRepository, type AccountRow, type CompaniesRepository, type CompanyRow } from './companies.repository';

const M = MESSAGES.reconciliationCompanies;

export interface CompaniesDeps {
  today(): Promise<string>;
  creditorExists(creditorId: string): Promise<boolean>;
  originatorsOf(creditorId: string | null): Promise<CreditorOriginatorWithDomiciles[]>;
  merchantOf(creditorId: string, merchantId: string): Promise<MerchantRef | null>;
  hasActiveOptIn(merchantId: string, creditorId: string): Promise<boolean>;
  bank(code: string): Promise<{ bank_code: string; bank_ispb: string; bank_name: string } | null>;
  seedDefaultRules(tx: AppDb, creditorId: string): Promise<void>;
  /**
   * The generations of the originators' and domiciles' tables as this process knows them
   * (list-versions.ts); undefined when it cannot tell, and then every call mirrors.
   */
  mirrorStamp(): string | undefined;
  /** A company, its account or its tolerances changed: a run of its accounts over the last 92 days (spec 4 §4.5). */
  companyChanged(creditorId: string, companyId: string, by: string): Promise<unknown>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

type ListedRow = NonNullable<Awaited<ReturnType<CompaniesRepository['find']>>>;

export function createCompaniesService(repo: CompaniesRepository, deps: CompaniesDeps) {
  /** One creditor's mirror in its own transaction, under the creditor's lock (spec 4 §4.5 first step). */
  async function mirrorOne(creditorId: string, originators: CreditorOriginatorWithDomiciles[], today: string) {
    await repo.transaction(creditorId, async (db) => {
      const tx = createCompaniesRepository(db);
      const had = await tx.hasCompanies(creditorId);
      await tx.mirror(
        creditorId,
        originators.map((o) => ({
          creditorId,
          originatorId: o.id,
          documentNumber: o.document_number,
          name: o.company_name,
          domiciles: o.domiciles.map((d) => ({
            domicileId: d.id,
            domicileActive: d.active,
            bankCode: d.bank_code,
            ispb: d.ispb,
            agency: d.branch_number,
            accountNumber: d.account_number,
            accountDigit: d.account_digit,
            accountType: d.account_type,
            holderDocument: d.document_number,
            accountKey: accountKeyOf(d.ispb, d.branch_number, d.account_number),
          })),
        })),
        today,
      );
      if (!had && (await tx.hasCompanies(creditorId)) && !(await tx.hasRules(creditorId))) await deps.seedDefaultRules(db, creditorId);
    });
  }

  // Each list and detail read mirrors first; while no originator or domicile changed since this
  // process last mirrored the same scope, there is nothing to copy.
  const mirrored = new Map<string, string>();

  async function mirrorCompanies(creditorId: string | null): Promise<void> {
    const key = creditorId ?? '*';
    // Taken before any read: a write noticed meanwhile changes the stamp, so the next call mirrors again.
    const stamp = deps.mirrorStamp();
    if (stamp !== undefined && mirrored.get(key) === stamp) return;
    const originators = await deps.originatorsOf(creditorId);
    if (originators.length) {
      const today = await deps.today();
      const byCreditor = groupBy(originators, (o) => o.creditor_id);
      for (const [id, list] of byCreditor) await mirrorOne(id, list, today);
    }
    if (stamp === undefined) mirrored.delete(key);
    else mirrored.set(key, stamp);
  }

  async function toReply(row: ListedRow): Promise<ReconciliationCompany> {
    const c = row.company;
    return {
      id: c.id,
      creditor_id: c.creditorId,
      creditor_name: row.creditorName,
      kind: c.kind,
      originator_id: c.originatorId,
      merchant_id: c.merchantId,
      document_number: c.documentNumber,
      name: c.name,
      active: c.active,
      tolerance_amount: centsToDecimalText(c.toleranceAmount),
      tolerance_days: c.toleranceDays,
      start_date: c.startDate,
      accounts_count: row.accountsCount,
      last_statement_date: row.lastStatement,
      optin_active: c.merchantId ? await deps.hasActiveOptIn(c.merchantId, c.creditorId) : null,
    };
  }

  /** The company of `id` if the caller may see it; otherwise not found (never forbidden). */
  async function visible(auth: AuthContext, id: string): Promise<ListedRow> {
    const row = await repo.find(id);
    if (!row || (!auth.isAdmin && row.company.creditorId !== auth.creditorId)) throw notFound();
    return row;
  }

  async function detail(row: ListedRow): Promise<ReconciliationCompanyDetail> {
    const accounts = await repo.accountsOf(row.company.id);
    const aliases = groupBy(await repo.aliasesOf(accounts.map((x) => x.id)), (x) => x.accountId!);
    const banks = new Map<string, string | null>();
    for (const code of new Set(accounts.map((x) => x.bankCode))) banks.set(code, (await deps.bank(code))?.bank_name ?? null);
    return {
      ...(await toReply(row)),
      accounts: accounts.map((x) => ({
        id: x.id,
        company_id: x.companyId,
        bank_code: x.bankCode,
        bank_name: banks.get(x.bankCode) ?? null,
        ispb: x.ispb,
        agency: x.agency,
        account_number: x.accountNumber,
        account_digit: x.accountDigit,
        account_type: x.accountType,
        holder_document: x.holderDocument,
        domicile_active: x.domicileId ? x.domicileActive : null,
        reconcile: x.reconcile,
        simulated: x.simulated,
        last_statement_date: x.lastStatementDate,
        last_closing_balance: x.lastClosingBalance === null ? null : centsToDecimalText(x.lastClosingBalance),
        aliases: (aliases.get(x.id) ?? []).map((al) => ({ id: al.id, raw: al.raw })),
      })),
    };
  }

  async function accountValues(account: ReconciliationAccountInput, holderDocument: string) {
    const bank = await deps.bank(account.bank_code);
    if (!bank) throw badRequest(MESSAGES.creditors.domicileBankNotFound);
    return {
      bankCode: bank.bank_code,
      ispb: bank.bank_ispb,
      agency: account.agency,
      accountNumber: account.account_number,
      accountDigit: account.account_digit,
      accountType: account.account_type,
      holderDocument,
      accountKey: accountKeyOf(bank.bank_ispb, account.agency, account.account_number),
    };
  }

  /** An account of a company the caller may see. */
  async function visibleAccount(auth: AuthContext, id: string): Promise<AccountRow> {
    const account = await repo.findAccount(id);
    if (!account || (!auth.isAdmin && account.creditorId !== auth.creditorId)) throw notFound();
    return account;
  }

  return {
    mirrorCompanies,

    async search(auth: AuthContext, query: ReconciliationCompanyListQuery) {
      const creditorId = auth.isAdmin ? (query.creditor_id ?? null) : auth.creditorId!;
      await mirrorCompanies(creditorId);
      const { rows, count } = await repo.search(query, creditorId);
      return { rows: await Promise.all(rows.map(toReply)), count };
    },

    async get(auth: AuthContext, id: string) {
      const row = await visible(auth, id);
      await mirrorCompanies(row.company.creditorId);
      return detail((await repo.find(id))!);
    },

    async create(auth: AuthContext, body: ReconciliationCompanyCreate & { start_date: string }): Promise<ReconciliationCompanyDetail> {
      const creditorId = await creditorOfCall(auth, body.creditor_id, deps);
      const merchant = await deps.merchantOf(creditorId, body.merchant_id);
      if (!merchant) throw notFound();
      const account = await accountValues(body.account, merchant.document_number);
      await mirrorCompanies(creditorId);
      const id = await repo.transaction(creditorId, async (db) => {
        const tx = createCompaniesRepository(db);
        const had = await tx.hasCompanies(creditorId);
        const company = await tx.insertCompany({
          creditorId,
          kind: 'estabelecimento',
          merchantId: merchant.id,
          documentNumber: merchant.document_number,
          name: merchant.trading_name || merchant.company_name,
          toleranceAmount: body.tolerance_amount,
          toleranceDays: body.tolerance_days,
          startDate: body.start_date,
          createdBy: auth.accountId || null,
        });
        if (!company) throw conflict(M.alreadyIn);
        if (!(await tx.insertAccount({ ...account, creditorId, companyId: company.id }))) throw conflict(M.alreadyIn);
        if (!had && !(await tx.hasRules(creditorId))) await deps.seedDefaultRules(db, creditorId);
        return company.id;
      });
      await deps.companyChanged(creditorId, id, auth.accountId);
      return detail((await repo.find(id))!);
    },

    async update(auth: AuthContext, id: string, body: ReconciliationCompanyPatch): Promise<ReconciliationCompanyDetail> {
      const row = await visible(auth, id);
      const c: CompanyRow = row.company;
      // An originator's accounts are its domiciles, kept in the creditor's register.
      if (body.account && c.kind !== 'estabelecimento') throw badRequest(MESSAGES.errors.invalidBody);
      const values: Partial<CompanyRow> = {};
      if (body.active !== undefined) values.active = body.active;
      if (body.tolerance_amount !== undefined) values.toleranceAmount = body.tolerance_amount;
      if (body.tolerance_days !== undefined) values.toleranceDays = body.tolerance_days;
      if (body.start_date !== undefined) values.startDate = body.start_date;
      await repo.transaction(c.creditorId, async (db) => {
        const tx = createCompaniesRepository(db);
        await tx.updateCompany(id, { ...values, updatedAt: new Date(), updatedBy: auth.accountId });
        if (body.account) {
          const [current] = await tx.accountsOf(id);
          const next = await accountValues(body.account, c.documentNumber);
          if (current) await tx.updateAccount(current.id, { ...next, updatedAt: new Date() });
          else await tx.insertAccount({ ...next, creditorId: c.creditorId, companyId: id });
        }
      });
      await deps.companyChanged(c.creditorId, id, auth.accountId);
      return detail((await repo.find(id))!);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await visible(auth, id);
      if (row.company.kind !== 'estabelecimento') throw badRequest(MESSAGES.errors.invalidBody);
      if (await repo.hasImportedLines(id)) throw conflict(M.hasLines);
      await repo.removeCompany(id);
    },

    async updateAccount(auth: AuthContext, id: string, reconcile: boolean) {
      const account = await visibleAccount(auth, id);
      await repo.updateAccount(account.id, { reconcile, updatedAt: new Date() });
      await deps.companyChanged(account.creditorId, account.companyId, auth.accountId);
      const company = await repo.find(account.companyId);
      return (await detail(company!)).accounts.find((x) => x.id === id)!;
    },

    async removeAlias(auth: AuthContext, accountId: string, aliasId: string): Promise<void> {
      const account = await visibleAccount(auth, accountId);
      const alias = await repo.findAlias(aliasId);
      if (!alias || alias.accountId !== account.id) throw notFound();
      await repo.removeAlias(alias.id);
    },

    /** The 'Conta' pickers: '{código} {banco} · ag {agência} · cc {conta}-{dígito} — {empresa}'. */
    async accountOptions(auth: AuthContext, query: { creditor_id?: string | undefined; company_id?: string | undefined }) {
      const creditorId = await creditorOfCall(auth, query.creditor_id, deps);
      await mirrorCompanies(creditorId);
      const rows = await repo.accountOptions(creditorId, query.company_id);
      const banks = new Map<string, string>();
      for (const code of new Set(rows.map((r) => r.account.bankCode))) banks.set(code, (await deps.bank(code))?.bank_name ?? '');
      return rows.map(({ account: x, companyName }) => ({
        id: x.id,
        company_id: x.companyId,
        label: `${x.bankCode} ${banks.get(x.bankCode)} · ag ${x.agency} · cc ${x.accountNumber}${x.accountDigit ? `-${x.accountDigit}` : ''} — ${companyName}`,
      }));
    },

    async simulateOriginatorAccounts(creditorId: string): Promise<number> {
      await mirrorCompanies(creditorId);
      return repo.simulateOriginatorAccounts(creditorId);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
