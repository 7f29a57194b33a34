import { BANK_DETAIL_MAX_CHAINS, type BankItem, type ItemChain } from '@lastro/domain';
import type { EffectStatus, SettlementAccount } from '../../../integrations/registry/registry';
import type { UnitTrace } from '../../../integrations/registry/settlement-reads';
import type { ItemChainsRepository } from './item-chains.repository';
import type { ItemDetailsRepository, LineRow } from './item-details.repository';
import type { BankRow, ItemListsRepository } from './item-lists.repository';
import { money, type ItemReadsService } from './item-reads.service';
import { scopedChain } from './item-detail.service';

export interface ItemChainDeps {
  lists: ItemListsRepository;
  details: ItemDetailsRepository;
  chains: ItemChainsRepository;
  reads: ItemReadsService;
  traceUnit(urKey: string): Promise<UnitTrace | null>;
  creditorDocument(creditorId: string): Promise<string | null>;
}

/**
 * 'Situação' of an effect (spec 4 §2.5): priority 0 or an effect the registry did not apply is
 * 'Insucesso'; one asked for and not yet applied waits 'Em fila'; one whose removal is only asked is still applied.
 */
export function effectState(status: EffectStatus, priority: number): ItemChain['effects'][number]['status'] {
  if (priority === 0 || status === 'nao_aplicado') return 'insucesso';
  if (status === 'solicitado') return 'em_fila';
  if (status === 'removido') return 'removido';
  return 'aplicado';
}

/** A domicile as the registry names it: '{banco} · ag {agência} · cc {conta}' (a payment account has neither). */
export function domicileText(d: SettlementAccount | null): string | null {
  if (!d) return null;
  return [d.codigoBanco ?? d.ispb, d.agencia && `ag ${d.agencia}`, d.conta && `cc ${d.conta}`].filter(Boolean).join(' · ');
}

/** The lines step 4 shows: the active match's, or a credit without origin's own line. */
async function creditedOf(details: ItemDetailsRepository, row: Pick<BankRow, 'match_id' | 'bank_line_id'> | undefined): Promise<LineRow[]> {
  if (!row) return [];
  if (row.match_id) {
    const lines = await details.matchedLines(row.match_id);
    if (lines.length) return lines;
  }
  const own = row.bank_line_id ? await details.line(row.bank_line_id) : undefined;
  return own ? [own] : [];
}

/** What the reader's item already names, so the chain's UR block needs no look-up for it. */
interface ChainNames {
  acquirer: { document: string | null; name: string };
  merchant: { document: string; name: string | null } | null;
  arrangement: { code: string; name: string | null } | null;
  /** The agenda item's contract, whose creditor is the item's. */
  contract: string | null;
  creditor_name: string;
}

const lineOf = (l: LineRow) => ({ id: l.id, file_id: l.file_id, file_name: l.file_name, posted_date: l.posted_date, description: l.description, document_id: l.document_id, amount: money(l.amount) });

/**
 * The drawers' chain UR → effects → settlements → bank line (spec 4 §2.5), scoped to the reader
 * by scopedChain [D14] and completed with what the product knows: commitments, creditors, the
 * frozen Previsto, the accounts.
 */
export function createItemChainService(deps: ItemChainDeps) {
  const { chains } = deps;

  async function chainOf(trace: UnitTrace, own: string | null, item: ChainNames): Promise<ItemChain> {
    const scoped = scopedChain(trace, own);
    const identifiers = scoped.effects.map((e) => e.contract_identifier);
    const [contracts, expected, acquirerName] = await Promise.all([
      chains.contracts(identifiers),
      chains.expected(trace.unidade.chave, identifiers),
      item.acquirer.document === trace.unidade.credenciadora ? Promise.resolve(item.acquirer.name) : chains.acquirerName(trace.unidade.credenciadora),
    ]);
    const labels = await deps.reads.accountLabels([...new Set(expected.flatMap((e) => (e.account_id ? [e.account_id] : [])))]);
    const u = scoped.unit;
    return {
      unit: {
        key: u.key,
        acquirer: { document: u.acquirer, name: acquirerName ?? u.acquirer },
        merchant: { name: u.merchant_document === item.merchant?.document ? item.merchant.name : null, document: u.merchant_document },
        arrangement: { code: u.arrangement, name: u.arrangement === item.arrangement?.code ? item.arrangement.name : null },
        settlement_date: u.settlement_date,
        constituted: u.constituted,
        constituted_total: u.constituted_total,
        committed: u.committed,
        free: u.free,
        settled: u.settled,
      },
      effects: scoped.effects.map((e) => {
        const contract = contracts.get(e.contract_identifier);
        // Several creditors' copies of one contract cannot exist: a contract has one financiador.
        const copy = expected.find((x) => x.contract_identifier === e.contract_identifier);
        return {
          contract_identifier: e.contract_identifier,
          deal_id: contract?.deal_id ?? null,
          code: contract?.code ?? null,
          creditor_name: contract?.creditor_name ?? (e.contract_identifier === item.contract ? item.creditor_name : null),
          priority: e.priority,
          onerated: e.onerated,
          applied: e.applied,
          frozen_at: copy?.frozen_at?.toISOString() ?? null,
          status: effectState(e.status, e.priority),
          account: copy?.account_id ? (labels.get(copy.account_id) ?? null) : null,
        };
      }),
      other_effects: scoped.other_effects,
      settlements: scoped.settlements.map((s) => ({
        beneficiary: s.beneficiary,
        account: domicileText(s.account),
        expected_date: u.settlement_date,
        effective_date: s.effective_date,
        amount: s.amount,
        contract_identifier: s.contract_identifier,
      })),
      other_settlements: scoped.other_settlements,
    };
  }

  async function bankOf(row: BankRow | undefined) {
    const [bank_item] = row ? await deps.reads.shapeBank([row]) : [];
    return { bank_item: bank_item ?? null, credited: (await creditedOf(deps.details, row)).map(lineOf) };
  }

  return {
    /** 'Detalhe da UR' of an agenda item the reader may see. */
    async scheduleDetail(isAdmin: boolean, row: NonNullable<Awaited<ReturnType<ItemListsRepository['scheduleItem']>>>) {
      const [item] = await deps.reads.shapeSchedule([row]);
      const trace = await deps.traceUnit(row.ur_key);
      // Null: an admin, who sees every effect; a creditor user without a document sees none as its own.
      const own = isAdmin ? null : ((await deps.creditorDocument(row.creditor_id)) ?? '');
      const bankRef = await deps.details.bankItemOf(row);
      const names = { ...item!, contract: item!.contract.identifier };
      const [chain, bank] = await Promise.all([trace ? chainOf(trace, own, names) : null, bankOf(bankRef ? await deps.lists.bankItem(bankRef.id) : undefined)]);
      return { item: item!, chain, ...bank };
    },

    /**
     * 'Detalhe do pagamento' steps 1-3 (spec 4 §2.5): one chain per UR behind the item's Previsto
     * and Liquidado, in key order, at most BANK_DETAIL_MAX_CHAINS, scoped to the reader [D14].
     */
    async bankChains(isAdmin: boolean, item: BankItem, creditorId: string, urKeys: readonly string[]) {
      const keys = [...new Set(urKeys)].sort();
      const own = isAdmin ? null : ((await deps.creditorDocument(creditorId)) ?? '');
      const names: ChainNames = { acquirer: item.acquirer, merchant: null, arrangement: null, contract: null, creditor_name: item.creditor_name };
      const traces = await Promise.all(keys.slice(0, BANK_DETAIL_MAX_CHAINS).map((k) => deps.traceUnit(k)));
      const chains = await Promise.all(traces.flatMap((trace) => (trace ? [chainOf(trace, own, names)] : [])));
      return { chains, more_units: Math.max(0, keys.length - BANK_DETAIL_MAX_CHAINS) };
    },

    /** A bank item's chain as 'Detalhe da divergência' shows it: its settlements and its credit (its URs are the bank drawer's). */
    async bankDetail(row: BankRow) {
      const bank = await bankOf(row);
      const settlements = await chains.settlementsInto(row.creditor_id, row);
      const labels = await deps.reads.accountLabels([...new Set(settlements.flatMap((s) => (s.account_id ? [s.account_id] : [])))]);
      const chain: ItemChain = {
        unit: null,
        effects: [],
        other_effects: null,
        settlements: settlements.map((s) => ({
          beneficiary: s.beneficiary,
          account: s.account_id ? (labels.get(s.account_id)?.label ?? null) : null,
          expected_date: s.settlement_date,
          effective_date: s.effective_date,
          amount: money(s.amount),
          contract_identifier: s.contract_identifier,
        })),
        other_settlements: null,
      };
      return { item: bank.bank_item as BankItem, chain, ...bank };
    },
  };
}

export type ItemChainService = ReturnType<typeof createItemChainService>;
