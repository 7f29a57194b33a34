import { createHash } from 'node:crypto';
import {
  createKeyedOccurrenceCounter,
  createStatementClassifier,
  dedupKeyText,
  MESSAGES,
  type ClassificationAcquirer,
  type ClassificationRule,
  type StatementAccount,
  type StatementChunk,
} from '@lastro/domain';
import type { StatementReadResult } from '../../../integrations/bank-statements';
import type { StagedError, StagedLine } from './file-staging.repository';
import type { AccountRow, FileRow, FilesRepository } from './files.repository';

const M = MESSAGES.reconciliationStatements;

/** How one identification of the file resolves (§5.2-§5.4, §3.2). */
export type Resolution =
  | { kind: 'account'; account: AccountRow }
  | { kind: 'ignored' }
  | { kind: 'bank_unknown' }
  | { kind: 'pending' };

const plain = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/**
 * Whether the file's identification names this registered account: same bank, the account
 * number with or without its check digit (an ACCTID with the agency written in front, as some
 * OFX give, is no account number: it waits for 'Vincular', spec 4 §5.2, §9.3), the
 * digits equal where both have one, and the agency equal when the file gives it.
 */
export function namesAccount(id: StatementAccount, a: AccountRow): boolean {
  if (id.bank.padStart(3, '0') !== a.bankCode) return false;
  const number = plain(a.accountNumber);
  const withDigit = plain(`${a.accountNumber}${a.accountDigit ?? ''}`);
  const given = plain(id.account);
  const agency = plain(a.agency);
  if (given !== number && given !== withDigit) return false;
  if (id.accountDigit && a.accountDigit && given === number && id.accountDigit !== a.accountDigit) return false;
  if (plain(id.agency) !== '' && plain(id.agency) !== agency) return false;
  return true;
}

export interface AnalysisDeps {
  repo: FilesRepository;
  bankExists(code: string): Promise<boolean>;
  acquirers(): Promise<ClassificationAcquirer[]>;
}

/** The identifications of a file, resolved against the creditor's accounts and remembered aliases. */
export async function resolveAccounts(
  deps: AnalysisDeps,
  file: Pick<FileRow, 'creditorId' | 'links'>,
  ids: StatementAccount[],
): Promise<Map<string, Resolution>> {
  const [accounts, remembered] = await Promise.all([deps.repo.accountsOf(file.creditorId), deps.repo.aliasesOf(file.creditorId)]);
  // The file's own links come first: 'Vincular' without 'Lembrar' settles this file only.
  const aliases = [...file.links.map((l) => ({ raw: l.raw, accountId: l.account_id })), ...remembered];
  const out = new Map<string, Resolution>();
  for (const id of ids) {
    const direct = accounts.find((a) => namesAccount(id, a));
    const alias = aliases.find((x) => x.raw === id.raw);
    if (direct) out.set(id.raw, { kind: 'account', account: direct });
    else if (alias) {
      const account = alias.accountId ? accounts.find((a) => a.id === alias.accountId) : undefined;
      out.set(id.raw, account ? { kind: 'account', account } : { kind: 'ignored' });
    } else if (!(await deps.bankExists(id.bank.padStart(3, '0')))) out.set(id.raw, { kind: 'bank_unknown' });
    else out.set(id.raw, { kind: 'pending' });
  }
  return out;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Turns each chunk the reader hands over into staged rows (§4.1 'Em análise'): every line with
 * its account, dedup key, classification and status; lines of an unregistered bank become
 * errors. Staged lines are 'nova' or 'ignorada'; the duplicates are found at the decision.
 */
export async function createLineStager(deps: AnalysisDeps, file: Pick<FileRow, 'creditorId'>) {
  const rulesRows = await deps.repo.rulesOf(file.creditorId);
  const rules: ClassificationRule[] = rulesRows.map((r) => ({ ...r, acquirerId: r.acquirerId === null ? null : String(r.acquirerId) }));
  const classify = createStatementClassifier(await deps.acquirers(), rules);
  // The counter keeps each distinct line's SHA-256 at occurrence 0 (32 bytes, not its text): that
  // digest is the line's dedup key whenever it is the first of its values, so it is not hashed twice.
  const occurrence = createKeyedOccurrenceCounter((text) => createHash('sha256').update(text).digest('binary'));
  return function stageChunk(chunk: StatementChunk, resolved: Map<string, Resolution>): { lines: StagedLine[]; errors: StagedError[] } {
    const lines: StagedLine[] = [];
    const errors: StagedError[] = chunk.errors.map((e) => ({ lineNumber: e.lineNumber, field: e.field, message: e.message, raw: e.raw }));
    for (const line of chunk.lines) {
      const r = resolved.get(line.account) ?? { kind: 'pending' as const };
      if (r.kind === 'bank_unknown' || r.kind === 'pending') {
        errors.push({ lineNumber: line.lineNumber, field: 'banco', message: M.bankNotRegistered, raw: line.account });
        continue;
      }
      const accountKey = r.kind === 'account' ? r.account.accountKey : line.account;
      const values = { accountKey, postedDate: line.postedDate, amount: line.amount, description: line.description };
      const [n, first] = occurrence(values);
      const key = n === 0 ? Buffer.from(first, 'binary').toString('hex') : sha256(dedupKeyText(values, n));
      const c = classify(line);
      lines.push({
        lineNumber: line.lineNumber,
        accountId: r.kind === 'account' ? r.account.id : null,
        postedDate: line.postedDate,
        amount: line.amount,
        entryType: line.entryType,
        description: line.description,
        documentId: line.document,
        payerDocument: line.payerDocument,
        cnabCategory: line.cnabCategory,
        dedupKey: key,
        status: r.kind === 'ignored' ? 'ignorada' : 'nova',
        ignoreReason: r.kind === 'ignored' ? M.accountIgnored : null,
        classification: c.classification,
        acquirerId: c.acquirerId === null ? null : Number(c.acquirerId),
        ruleId: c.ruleId,
      });
    }
    return { lines, errors };
  };
}

/** The closing balance of each account and day the file gives (§3.5), for the accounts resolved. */
export function balancesOf(summary: StatementReadResult, resolved: Map<string, Resolution>) {
  return summary.balances.flatMap((b) => {
    const r = resolved.get(b.account);
    return b.kind === 'closing' && r?.kind === 'account' ? [{ accountId: r.account.id, date: b.date, amount: b.amount }] : [];
  });
}
