import { MESSAGES } from '@lastro/domain';
import type { UnitTrace } from '../../../integrations/registry/settlement-reads';
import type { AuthContext } from '../../../plugins/route-auth';
import type { ItemChainService } from './item-chain.service';
import type { BankPartRow, ItemDetailsRepository } from './item-details.repository';
import type { ItemListsRepository } from './item-lists.repository';
import { money, visibleTo, type ItemReadsService } from './item-reads.service';

const M = MESSAGES.reconciliationItems;

export interface ItemDetailDeps {
  lists: ItemListsRepository;
  details: ItemDetailsRepository;
  reads: ItemReadsService;
  traceUnit(urKey: string): Promise<UnitTrace | null>;
  creditorDocument(creditorId: string): Promise<string | null>;
  /** 'Detalhe da UR' (its chain, its bank item and lines). */
  chain: ItemChainService;
}

/**
 * The UR's chain as the reader may see it (spec 4 §2.5 [D14]): an admin sees every effect and
 * payment; a creditor user its own in full and the others only summed, as one line 'Outros
 * efeitos' (the applied effect) and one 'Demais pagamentos da UR' (the amount).
 */
export function scopedChain(trace: UnitTrace, own: string | null) {
  const mine = (financiador: string) => own === null || financiador === own;
  const effects = trace.efeitos.filter((e) => mine(e.financiador));
  const others = trace.efeitos.filter((e) => !mine(e.financiador));
  const ownContracts = new Set(effects.map((e) => e.identificadorContrato));
  const payments = trace.unidade.liquidacoes.filter((p) => own === null || (p.identificadorContrato !== null && ownContracts.has(p.identificadorContrato)));
  const otherPayments = trace.unidade.liquidacoes.filter((p) => !payments.includes(p));
  const u = trace.unidade;
  return {
    unit: { key: u.chave, acquirer: u.credenciadora, merchant_document: u.ufr, arrangement: u.arranjo, settlement_date: u.dataLiquidacao, constituted: u.constituida, constituted_total: money(u.valorConstituidoTotal), committed: money(u.valorComprometido), free: money(u.valorLivre), settled: money(u.valorLiquidado) },
    effects: effects.map((e) => ({
      contract_identifier: e.identificadorContrato,
      priority: e.indicadorOneracao,
      onerated: money(e.valorOnerado),
      applied: money(e.valorConstituidoEfeito),
      status: e.status,
      payments: e.pagamentos.map((p) => ({ effective_date: p.dataEfetiva, amount: money(p.valor) })),
    })),
    other_effects: others.length ? { label: M.otherEffects, applied: money(others.reduce((s, e) => s + e.valorConstituidoEfeito, 0)) } : null,
    settlements: payments.map((p) => ({ beneficiary: p.favorecido, account: p.domicilio, effective_date: p.dataEfetiva, amount: money(p.valor), contract_identifier: p.identificadorContrato })),
    other_settlements: otherPayments.length ? { label: M.otherPayments, amount: money(otherPayments.reduce((s, p) => s + p.valor, 0)) } : null,
  };
}

const partOf = (p: BankPartRow) => ({ id: p.id, contract_identifier: p.contract_identifier, merchant_document: p.merchant_document, arrangement: p.arrangement, date: p.date, amount: money(p.amount) });

/** The drawers of both screens (spec 4 §2.5). */
export function createItemDetailService(deps: ItemDetailDeps) {
  return {
    async schedule(auth: AuthContext, id: string) {
      const row = visibleTo(auth, await deps.lists.scheduleItem(id)) as NonNullable<Awaited<ReturnType<ItemListsRepository['scheduleItem']>>>;
      return deps.chain.scheduleDetail(auth.isAdmin, row);
    },

    async bank(auth: AuthContext, id: string) {
      const row = visibleTo(auth, await deps.lists.bankItem(id)) as NonNullable<Awaited<ReturnType<ItemListsRepository['bankItem']>>>;
      const [item] = await deps.reads.shapeBank([row]);
      const ref = { account_id: row.account_id, acquirer: row.acquirer, date: row.date };
      const [expected, settled] = await Promise.all([deps.details.expectedOf(ref), deps.details.settledOf(ref)]);
      let credited = row.match_id ? await deps.details.matchedLines(row.match_id) : [];
      // A credit without origin is its own line.
      const own = row.bank_line_id ? await deps.details.line(row.bank_line_id) : undefined;
      if (!credited.length && own) credited = [own];
      const units = await deps.chain.bankChains(auth.isAdmin, item!, row.creditor_id, [...expected, ...settled].map((p) => p.ur_key));
      return {
        item: item!,
        ...units,
        expected: expected.map(partOf),
        settled: settled.map(partOf),
        credited: credited.map((l) => ({ id: l.id, file_id: l.file_id, file_name: l.file_name, posted_date: l.posted_date, description: l.description, document_id: l.document_id, amount: money(l.amount) })),
      };
    },
  };
}

export type ItemDetailService = ReturnType<typeof createItemDetailService>;
