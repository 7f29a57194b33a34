import { randomUUID } from 'node:crypto';
import {
  COMMITMENT_STATUS_CODE,
  MESSAGES,
  commitmentStatusLabel,
  type DealBankAccount,
  type DealDomicileOptions,
  type DealDomicileHistoryRow,
  type UpdateDomicileResult,
  type UpdateDomicilesBody,
} from '@lastro/domain';
import type { Operation } from '../../../integrations/registry';
import { messagesOfRegistryErrors, outcomeWithin } from '../../../integrations/registry';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorDomicile } from '../../creditors/creditors.ports';
import type { DealRow, DetailRepository } from './detail.repository';
import type { DetailDeps } from './detail-deps';
import { settlementAccountOf } from '../settlement-account';

const M = MESSAGES.commitments;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses whose contracts have ended at the registry: their settlement account no longer matters. */
const ENDED: ReadonlySet<number> = new Set([
  COMMITMENT_STATUS_CODE.cancelado,
  COMMITMENT_STATUS_CODE.liquidado,
  COMMITMENT_STATUS_CODE.baixado,
  COMMITMENT_STATUS_CODE.expirado,
]);

/** A commitment's settlement account: the accounts it may move to, the move at the registry, its history. */
export function createDealDomiciles(
  repo: DetailRepository,
  deps: DetailDeps,
  visible: (auth: AuthContext, id: string) => Promise<DealRow>,
) {
  const waitMs = deps.outcomeWaitMs ?? 20_000;
  const outcomeOf = (protocolo: string) => outcomeWithin(deps.registry(), protocolo, waitMs);
  async function toBankAccount(d: CreditorDomicile): Promise<DealBankAccount> {
    return {
      id: d.id,
      document_number: d.document_number,
      title_domicile: d.title,
      branch_number: d.branch_number,
      account_number: d.account_number,
      account_digit: d.account_digit,
      account_type: d.account_type,
      active: d.active,
      domain_bank: { bank_code: d.bank_code, bank_name: (await deps.bankName(d.bank_code)) ?? d.bank_code },
      originator: { id: d.originator_id, document_number: d.originator_document_number, company_name: d.originator_company_name },
    };
  }

  async function snapshotOf(d: CreditorDomicile, accountId: string | null, accountName: string) {
    return {
      domicileId: d.id,
      accountId,
      accountName,
      documentNumber: d.document_number,
      bankCode: d.bank_code,
      bankName: (await deps.bankName(d.bank_code)) ?? d.bank_code,
      branchNumber: d.branch_number,
      accountNumber: d.account_number,
      accountDigit: d.account_digit,
      accountType: d.account_type,
    };
  }

  /** One commitment's move to another settlement account; never throws for a refusal of the item. */
  async function changeOne(
    auth: AuthContext,
    dealId: string,
    domicileId: string,
    known: { deals: ReadonlySet<string>; domiciles: Map<string, Promise<CreditorDomicile | null>> },
  ): Promise<UpdateDomicileResult> {
    const answer = (success: boolean, message: string) => ({ success, message, id_compromisso: dealId, id_domicilio: domicileId });
    const deal = known.deals.has(dealId) ? await repo.findDeal(dealId, auth.isAdmin ? null : auth.creditorId) : null;
    if (!deal) return answer(false, M.detailNotFound);
    if (ENDED.has(deal.status)) return answer(false, `${M.domicileChangeNotAllowed} ${commitmentStatusLabel(deal.status)}`);
    if (UUID.test(domicileId) && !known.domiciles.has(domicileId)) known.domiciles.set(domicileId, deps.domicileOf(domicileId));
    const domicile = UUID.test(domicileId) ? await known.domiciles.get(domicileId)! : null;
    if (!domicile || domicile.creditor_id !== deal.creditorId || !domicile.active || !domicile.originator_active)
      return answer(false, M.domicileNotOfCreditor);
    if (deal.bankAccountId === domicile.id) return answer(false, M.domicileUnchanged);

    // Every contract already at the registry moves first; the product follows what the registry accepted.
    const attempt = randomUUID();
    for (const inst of await repo.installmentsOf(deal.id)) {
      if (!inst.contractIdentifier) continue;
      let op: Operation | null;
      try {
        const receipt = await deps.registry().changeSettlementAccount({
          idempotencyKey: `domicilio:${inst.id}:${attempt}`,
          contrato: { financiador: deal.creditorDocumentNumber, referenciaExterna: inst.externalReference },
          domicilio: settlementAccountOf(domicile),
        });
        op = await outcomeOf(receipt.protocolo);
      } catch (err) {
        const erros = (err as { erros?: { codigo: number; mensagem: string }[] }).erros;
        if (!erros) throw err;
        return answer(false, messagesOfRegistryErrors(erros).join('; '));
      }
      if (!op) return answer(false, M.domicileRegistryPending);
      if (op.status === 'rejeitada') return answer(false, messagesOfRegistryErrors(op.erros).join('; '));
    }

    const previousDomicile =
      deal.bankAccountId && !(await repo.hasDomicileHistory(deal.id)) ? await deps.domicileOf(deal.bankAccountId) : null;
    await repo.changeDomicile({
      deal,
      previous: previousDomicile ? { ...(await snapshotOf(previousDomicile, deal.createdBy, '-')), createdAt: deal.createdAt } : null,
      next: await snapshotOf(domicile, auth.accountId, auth.name),
      description: M.domicileChangeDescription,
      accountId: auth.accountId,
      accountName: auth.name,
    });
    return answer(true, M.domicileChanged);
  }
  return {
    toBankAccount,

    async domicileHistory(auth: AuthContext, id: string): Promise<DealDomicileHistoryRow[]> {
      const deal = await visible(auth, id);
      const rows = await repo.domicileHistory(deal.id);
      if (rows.length === 0) {
        // Never changed: the account it was created with is its whole history.
        const current = deal.bankAccountId ? await deps.domicileOf(deal.bankAccountId) : null;
        if (!current) return [];
        const s = await snapshotOf(current, deal.createdBy, '-');
        return [toDomicileRow({ ...s, createdAt: deal.createdAt }, true)];
      }
      return rows.map((r, i) => toDomicileRow(r, i === rows.length - 1));
    },

    /** Where the commitment may move; an empty list says whether the creditor has no active domicile at all or only the current one. */
    async domicileOptions(auth: AuthContext, id: string): Promise<DealDomicileOptions> {
      const deal = await visible(auth, id);
      const active = await deps.activeDomicilesOf(deal.creditorId);
      const results = await Promise.all(active.filter((d) => d.id !== deal.bankAccountId).map(toBankAccount));
      const message = results.length > 0 ? null : active.length > 0 ? M.noOtherDomicile : M.noActiveOriginator;
      return { results, message };
    },

    async updateDomiciles(auth: AuthContext, body: UpdateDomicilesBody): Promise<UpdateDomicileResult[]> {
      const results: UpdateDomicileResult[] = [];
      // Which named deals exist for the caller, in one read: an import of many rows does not look
      // each unknown one up. The domiciles named are read once per call.
      const known = {
        deals: await repo.visibleDealIds(body.domicilios.map((d) => d.id_compromisso).filter((id) => UUID.test(id)), auth.isAdmin ? null : auth.creditorId),
        domiciles: new Map<string, Promise<CreditorDomicile | null>>(),
      };
      // One at a time: each item waits for the registry, and an import may name a deal twice.
      for (const item of body.domicilios) results.push(await changeOne(auth, item.id_compromisso, item.id_domicilio, known));
      return results;
    },
  };
}

function toDomicileRow(
  r: {
    accountName: string;
    createdAt?: Date;
    documentNumber: string;
    bankCode: string;
    bankName: string;
    branchNumber: string;
    accountNumber: string;
    accountDigit?: string | null;
    accountType: string;
  },
  current: boolean,
): DealDomicileHistoryRow {
  return {
    account_name: r.accountName,
    status: current ? M.domicileCurrent : M.domicilePrevious,
    created_at: (r.createdAt ?? new Date()).toISOString(),
    document_number_domicile: r.documentNumber,
    domain_bank_code: r.bankCode,
    domain_bank_name: r.bankName,
    branch_number: r.branchNumber,
    account_number: r.accountDigit ? `${r.accountNumber}-${r.accountDigit}` : r.accountNumber,
    account_type: r.accountType,
  };
}
