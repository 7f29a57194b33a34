import type pg from 'pg';
import { createStatementClassifier, type ClassificationAcquirer, type ClassificationRule } from '@lastro/domain';
import { accountFilter, type Range } from './runs-reads.repository';

type Client = Pick<pg.PoolClient, 'query'>;

interface ClassifiedLine {
  id: string;
  entryType: 'C' | 'D';
  amount: number;
  description: string;
  payerDocument: string | null;
  cnabCategory: string | null;
  classification: string | null;
  acquirerId: number | null;
  ruleId: string | null;
}

/**
 * A rule created, changed, reordered or removed starts a run (spec 4 §8); the run first puts the
 * lines of its scope under the creditor's rules as they are now (§5.7), so a new rule names the
 * acquirer of credits already imported. Lines a person matched by hand, or through a confirmed
 * suggestion, keep their classification: a manual match never changes it (§5.7), and a match
 * the run holds must not lose its lines. Only lines whose result differs are written, so a run
 * with unchanged rules writes nothing here. Returns how many lines changed.
 */
export async function reclassifyLines(
  c: Client,
  creditorId: string,
  accountIds: readonly string[] | null,
  range: Range,
  acquirerDocuments: Map<number, string>,
): Promise<number> {
  const { rows: ruleRows } = await c.query<ClassificationRule & { acquirerId: number | null }>(
    `select id, position, description_contains as "descriptionContains", payer_document as "payerDocument",
            amount_min::float8 as "amountMin", amount_max::float8 as "amountMax", result, acquirer_id as "acquirerId"
       from reconciliation_rules where creditor_id = $1`,
    [creditorId],
  );
  const rules: ClassificationRule[] = ruleRows.map((r) => ({ ...r, acquirerId: r.acquirerId === null ? null : String(r.acquirerId) }));
  const acquirers: ClassificationAcquirer[] = [...acquirerDocuments].map(([id, document]) => ({ id: String(id), document }));
  const { rows } = await c.query<ClassifiedLine>(
    `select l.id::text, l.entry_type as "entryType", l.amount::float8 as amount, l.description, l.payer_document as "payerDocument",
            l.cnab_category as "cnabCategory", l.classification, l.acquirer_id as "acquirerId", l.rule_id as "ruleId"
       from reconciliation_bank_lines l
      where l.creditor_id = $1 and l.status = 'importada' and l.account_id is not null and l.posted_date between $2 and $3
        and ${accountFilter('l.account_id', 4)}
        and not exists (select 1 from reconciliation_match_members mm join reconciliation_matches m on m.id = mm.match_id
                         where mm.bank_line_id = l.id and m.undone_at is null and (m.kind = 'manual' or m.from_suggestion))
        and not exists (select 1 from reconciliation_suggestions s where s.bank_line_id = l.id and s.state = 'confirmada')`,
    [creditorId, range.from, range.to, accountIds],
  );
  const changed: { id: string; classification: string; acquirerId: number | null; ruleId: string | null }[] = [];
  const classify = createStatementClassifier(acquirers, rules);
  for (const line of rows) {
    const now = classify(line);
    const acquirerId = now.acquirerId === null ? null : Number(now.acquirerId);
    if (now.classification !== line.classification || acquirerId !== line.acquirerId || now.ruleId !== line.ruleId)
      changed.push({ id: line.id, classification: now.classification, acquirerId, ruleId: now.ruleId });
  }
  if (changed.length === 0) return 0;
  await c.query(
    `update reconciliation_bank_lines l set classification = v.classification, acquirer_id = v.acquirer_id, rule_id = v.rule_id
       from unnest($1::bigint[], $2::text[], $3::int[], $4::uuid[]) as v(id, classification, acquirer_id, rule_id)
      where l.id = v.id`,
    [changed.map((x) => x.id), changed.map((x) => x.classification), changed.map((x) => x.acquirerId), changed.map((x) => x.ruleId)],
  );
  return changed.length;
}
