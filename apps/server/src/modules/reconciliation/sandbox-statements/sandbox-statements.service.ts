import { createHash } from 'node:crypto';
import {
  businessDayOrdinal,
  closingBalanceOf,
  isBusinessDay,
  lookbackDaysOf,
  SIMULATOR_FIRST_OPENING_BALANCE,
  statementEntriesOf,
  statementFormatOf,
  type DayPlan,
  type SimDay,
  type SimSettlement,
} from '@lastro/domain';
import {
  writeCnab240Extrato,
  writeCsvExtrato,
  writeOfx,
  type StatementToWrite,
  type WrittenStatement,
} from '../../../integrations/bank-statements';
import type { IngestInput } from '../files/files.ingest';
import type { SandboxStatementsRepository, SimulatedAccount } from './sandbox-statements.repository';

const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

export interface SandboxStatementsDeps {
  repo: SandboxStatementsRepository;
  /** What the sandbox paid into the account with that effective date (its own settlements, read by domicile). */
  paidInto(account: SimulatedAccount, date: string): Promise<SimSettlement[]>;
  /** The account a creditor's file jobs are queued under (its master user); null when it has none. */
  jobOwnerOf(creditorId: string): Promise<string | null>;
  ingest(input: IngestInput): Promise<unknown>;
  log?: { warn(obj: object, msg: string): void };
}

/** What one account's day came to (tests and the demo read it). */
export interface SimulatedDay {
  accountId: string;
  date: string;
  name: string | null;
  delivered: boolean;
  ingested: boolean;
}

/**
 * Santander's OFX names the account with the agency in front (spec 4 §9.3): no registered
 * number reads so (§5.2), and the files of such an account wait for 'Vincular' until someone
 * links it (the next ones then link by the alias).
 */
const AGENCY_IN_ACCTID = new Set(['033']);

function writeStatement(
  account: SimulatedAccount,
  statement: StatementToWrite,
  date: string,
): WrittenStatement {
  const format = statementFormatOf(date);
  if (format === 'cnab240') return writeCnab240Extrato(statement);
  if (format === 'csv') return writeCsvExtrato(statement);
  if (!AGENCY_IN_ACCTID.has(account.bankCode)) return writeOfx(statement);
  const written = writeOfx({
    ...statement,
    account: {
      ...statement.account,
      account: `${account.agency}${account.accountNumber}`,
    },
  });
  // The name keeps the account alone, as the other days' files do.
  return { ...written, name: writeOfx(statement).name };
}

const isConflict = (err: unknown) => (err as { statusCode?: number }).statusCode === 409;

/**
 * The statement simulator beside the sandbox registry (spec 4 §9.1 [D40]): on each dia útil the
 * sandbox has committed, one statement per simulated account, written in the day's format from
 * the settlements paid into it, with the anomalies of §9.2, and handed to the one ingestion as
 * an upload from 'Registradora simulada'. The bank's books move whether the day is delivered or
 * not. Running a day twice writes the same bytes, which the ingestion refuses: nothing changes.
 */
export function createSandboxStatementsService(deps: SandboxStatementsDeps) {
  async function simDay(
    account: SimulatedAccount,
    date: string,
    plans: Map<string, DayPlan>,
  ): Promise<SimDay> {
    return { date, settlements: await deps.paidInto(account, date), plan: plans.get(date) ?? null };
  }

  async function writeAccountDay(account: SimulatedAccount, date: string): Promise<SimulatedDay> {
    const earlierDates = lookbackDaysOf(date);
    const plans = await deps.repo.plansOf(account.id, [date, ...earlierDates]);
    const today = await simDay(account, date, plans);
    const earlier = await Promise.all(earlierDates.map((d) => simDay(account, d, plans)));
    const entries = statementEntriesOf(account.accountKey, today, earlier, sha256);
    const opening =
      (await deps.repo.dayBefore(account.id, date))?.closingBalance ?? SIMULATOR_FIRST_OPENING_BALANCE;
    const statement: StatementToWrite = {
      account: {
        bank: account.bankCode,
        agency: account.agency,
        agencyDigit: null,
        account: account.accountNumber,
        accountDigit: account.accountDigit,
        holderDocument: account.holderDocument,
        holderName: account.companyName,
      },
      date,
      openingBalance: opening,
      lines: entries.map((e) => ({
        amount: e.amount,
        description: e.description,
        document: e.document,
        payerDocument: e.payerDocument,
        cnabCategory: e.cnabCategory,
      })),
      fileSequence: (businessDayOrdinal(date) % 999_999) + 1,
    };
    const delivered = !today.plan?.missing;
    const written = writeStatement(account, statement, date);
    await deps.repo.saveDay({
      accountId: account.id,
      date,
      openingBalance: opening,
      closingBalance: closingBalanceOf(opening, entries),
      delivered,
      fileName: delivered ? written.name : null,
    });
    if (!delivered) return { accountId: account.id, date, name: null, delivered, ingested: false };
    const owner = await deps.jobOwnerOf(account.creditorId);
    if (!owner) {
      deps.log?.warn(
        { accountId: account.id, date },
        'sandbox statement not ingested: the creditor has no master user',
      );
      return { accountId: account.id, date, name: written.name, delivered, ingested: false };
    }
    try {
      await deps.ingest({
        content: { bytes: written.bytes },
        name: written.name,
        creditorId: account.creditorId,
        origin: 'sandbox',
        uploader: null,
        jobOwner: owner,
      });
      return { accountId: account.id, date, name: written.name, delivered, ingested: true };
    } catch (err) {
      // The same day written again: the same bytes, refused as the same file (§5.5).
      if (isConflict(err))
        return { accountId: account.id, date, name: written.name, delivered, ingested: false };
      throw err;
    }
  }

  return {
    /** The statements of one day for every simulated account (nothing on a day that is not a dia útil). */
    async writeDay(date: string): Promise<SimulatedDay[]> {
      if (!isBusinessDay(date)) return [];
      const out: SimulatedDay[] = [];
      for (const account of await deps.repo.simulatedAccounts())
        out.push(await writeAccountDay(account, date));
      return out;
    },
    setPlan: (accountId: string, date: string, plan: DayPlan) => deps.repo.setPlan(accountId, date, plan),
    markSimulated: (accountId: string) => deps.repo.markSimulated(accountId),
  };
}

export type SandboxStatementsService = ReturnType<typeof createSandboxStatementsService>;
