import { centsToDecimalText, MESSAGES, RECONCILIATION_RULES_MAX, type ReconciliationRule, type ReconciliationRuleInput } from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { creditorOfCall } from '../reconciliation.scope';
import { DEFAULT_RULE_KEYWORDS } from './default-rules';
import { createRulesRepository, type RuleRow, type RulesRepository, type RuleValues } from './rules.repository';

const M = MESSAGES.reconciliationCompanies;

export interface RulesDeps {
  creditorExists(creditorId: string): Promise<boolean>;
  acquirers(): Promise<{ id: number; acquirer_name: string; document_number: string; active: boolean }[]>;
  /** The creditor's companies, brought up to date (its first one seeds the default rules). */
  mirrorCompanies(creditorId: string): Promise<void>;
  /** A rule changed: the creditor's run over the last 92 days (spec 4 §2.8, §4.5). */
  rulesChanged(creditorId: string, by: string): Promise<unknown>;
}

const valuesOf = (input: ReconciliationRuleInput): RuleValues => ({
  descriptionContains: input.description_contains,
  payerDocument: input.payer_document,
  amountMin: input.amount_min ?? null,
  amountMax: input.amount_max ?? null,
  result: input.result,
  acquirerId: input.result === 'credenciadora' ? (input.acquirer_id ?? null) : null,
});

/**
 * The creditor's ordered classification rules (spec 4 §2.8 tab 'Regras de classificação',
 * §3.3, §5.7). Every write holds the creditor's lock, so positions stay 1..n under parallel calls.
 * Every change starts a run of the creditor; re-classifying its lines is still to come.
 */
export function createRulesService(repo: RulesRepository, deps: RulesDeps) {
  async function toReplies(rows: RuleRow[]): Promise<ReconciliationRule[]> {
    const names = new Map((await deps.acquirers()).map((a) => [a.id, a.acquirer_name]));
    return rows.map((row) => ({
      id: row.id,
      creditor_id: row.creditorId,
      position: row.position,
      description_contains: row.descriptionContains,
      payer_document: row.payerDocument,
      amount_min: row.amountMin === null ? null : centsToDecimalText(row.amountMin),
      amount_max: row.amountMax === null ? null : centsToDecimalText(row.amountMax),
      result: row.result,
      acquirer_id: row.acquirerId,
      acquirer_name: row.acquirerId === null ? null : (names.get(row.acquirerId) ?? null),
      is_default: row.isDefault,
    }));
  }

  async function visible(auth: AuthContext, id: string): Promise<RuleRow> {
    const row = await repo.find(id);
    if (!row || (!auth.isAdmin && row.creditorId !== auth.creditorId)) throw notFound();
    return row;
  }

  async function checkAcquirer(input: ReconciliationRuleInput) {
    if (input.result !== 'credenciadora') return;
    if (!(await deps.acquirers()).some((a) => a.id === input.acquirer_id)) throw badRequest(MESSAGES.validation.required);
  }

  return {
    /** Inside the transaction that creates a creditor's first company. */
    async seedDefaults(tx: AppDb, creditorId: string): Promise<void> {
      const byDocument = new Map((await deps.acquirers()).map((a) => [a.document_number, a.id]));
      const rules = createRulesRepository(tx);
      for (const { keyword, acquirerDocument } of DEFAULT_RULE_KEYWORDS) {
        const acquirerId = byDocument.get(acquirerDocument);
        if (acquirerId === undefined) continue;
        await rules.append(creditorId, { descriptionContains: keyword, payerDocument: null, amountMin: null, amountMax: null, result: 'credenciadora', acquirerId, isDefault: true });
      }
    },

    async list(auth: AuthContext, creditorIdAsked: string | undefined): Promise<ReconciliationRule[]> {
      const creditorId = await creditorOfCall(auth, creditorIdAsked, deps);
      await deps.mirrorCompanies(creditorId);
      return toReplies(await repo.list(creditorId));
    },

    async create(auth: AuthContext, input: ReconciliationRuleInput): Promise<ReconciliationRule> {
      const creditorId = await creditorOfCall(auth, input.creditor_id, deps);
      await checkAcquirer(input);
      const row = await repo.inCreditorLock(creditorId, async (db) => {
        const tx = createRulesRepository(db);
        if ((await tx.countOf(creditorId)) >= RECONCILIATION_RULES_MAX) throw badRequest(M.ruleLimit);
        return tx.append(creditorId, { ...valuesOf(input), createdBy: auth.accountId });
      });
      await deps.rulesChanged(creditorId, auth.accountId);
      return (await toReplies([row]))[0]!;
    },

    async update(auth: AuthContext, id: string, input: ReconciliationRuleInput): Promise<ReconciliationRule> {
      const row = await visible(auth, id);
      await checkAcquirer(input);
      const updated = (await repo.update(id, valuesOf(input)))!;
      await deps.rulesChanged(row.creditorId, auth.accountId);
      return (await toReplies([updated]))[0]!;
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await visible(auth, id);
      await repo.inCreditorLock(row.creditorId, async (db) => {
        const tx = createRulesRepository(db);
        const current = await tx.find(id);
        if (current) await tx.remove(current);
      });
      await deps.rulesChanged(row.creditorId, auth.accountId);
    },

    /** PUT rules/order: `ids` must be exactly the creditor's rules, each once. */
    async reorder(auth: AuthContext, creditorIdAsked: string | undefined, ids: string[]): Promise<ReconciliationRule[]> {
      const creditorId = await creditorOfCall(auth, creditorIdAsked, deps);
      const rows = await repo.inCreditorLock(creditorId, async (db) => {
        const tx = createRulesRepository(db);
        const current = await tx.list(creditorId);
        const known = new Set(current.map((x) => x.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((x) => !known.has(x)))
          throw badRequest(MESSAGES.errors.invalidBody);
        await tx.reorder(creditorId, ids);
        return tx.list(creditorId);
      });
      await deps.rulesChanged(creditorId, auth.accountId);
      return toReplies(rows);
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
