import {
  COMMITMENT_STATUS_CODE,
  MESSAGES,
  commitmentStatusLabel,
  type DealDetail,
  type DealHistoryRow,
  type DealInstallment,
  type DealReceivable,
  COMMITMENT_EDITABLE_STATUSES,
  commitmentEditable,
  type DealUpdateBody,
} from '@lastro/domain';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { DealEffectRow, DealInstallmentRow, DealRow, DetailRepository } from './detail.repository';
import type { DetailDeps } from './detail-deps';
import { createDealDomiciles } from './detail-domiciles';
import { createDealTcd } from './detail-tcd';

export type { DetailDeps } from './detail-deps';

const M = MESSAGES.commitments;
const R = M.registration;
const reais = (cents: number) => cents / 100;

/** The detail of a commitment, its histories, the domicile change and the TCD. */
export function createDetailService(repo: DetailRepository, deps: DetailDeps) {

  async function visible(auth: AuthContext, id: string): Promise<DealRow> {
    const deal = await repo.findDeal(id, auth.isAdmin ? null : auth.creditorId);
    if (!deal) throw notFound(M.detailNotFound);
    return deal;
  }

  const domiciles = createDealDomiciles(repo, deps, visible);
  const { toBankAccount } = domiciles;

  function receivable(
    e: DealEffectRow,
    names: Awaited<ReturnType<DetailDeps['names']>>,
  ): DealReceivable {
    return {
      acquirer_name: names.acquirers.get(e.acquirerDocument) ?? e.acquirerDocument,
      acquirer_document: e.acquirerDocument,
      acquirer_path: names.logos.get(e.acquirerDocument) ?? null,
      payment_arrangement: e.arrangement,
      brand_name: names.arrangements.get(e.arrangement) ?? e.arrangement,
      effect_order: e.effectOrder,
      settlement_date: e.settlementDate,
      constituted: e.constituted,
      status: e.status,
      committed_amount: reais(e.amountOnerate),
      effect_amount_initial: reais(e.effectAmountInitial),
      effect_amount: reais(e.effectAmount),
      effect_amount_updated: reais(e.effectAmountUpdated),
      effective_settlement_amount: reais(e.effectiveSettlementAmount),
      effective_settlement_date: e.effectiveSettlementDate,
      updated_at: e.updatedAt.toISOString(),
    };
  }

  function installment(deal: DealRow, i: DealInstallmentRow, receivables: DealReceivable[]): DealInstallment {
    const onerate =
      i.divisionRule === 2 ? (i.amountOnerateBp === null ? null : i.amountOnerateBp / 100) : i.amountOnerate === null ? null : reais(i.amountOnerate);
    return {
      id: i.id,
      title: `${M.installmentLabel} ${i.installment}`,
      installment: i.installment,
      due_date: i.dueDate,
      execution_date: i.executionDate,
      execution_date_end: i.executionDateEnd,
      division_rule: i.divisionRule,
      amount_onerate: onerate,
      amount: reais(i.amount),
      amount_total_committed: reais(i.amountTotalCommitted),
      amount_total_effect: reais(i.amountTotalEffect),
      effect_amount_initial: reais(i.effectAmountInitial),
      effect_amount: reais(i.effectAmount),
      effect_amount_updated: reais(i.effectAmountUpdated),
      effective_settlement_amount: reais(i.effectiveSettlementAmount),
      updated_at: i.updatedAt.toISOString(),
      type: deal.type,
      min_percentage: deal.minPercentage,
      status: i.status,
      status_message: i.statusMessage,
      external_reference: i.externalReference,
      contract_identifier: i.contractIdentifier,
      receivables,
    };
  }
  async function bankAccount(bankAccountId: string | null): Promise<DealDetail['bank_account']> {
    if (!bankAccountId) return null;
    const d = await deps.domicileOf(bankAccountId);
    return d ? toBankAccount(d) : null;
  }
  const api = {
    async detail(auth: AuthContext, id: string): Promise<DealDetail> {
      const deal = await visible(auth, id);
      const [rows, effects, names, params, bank] = await Promise.all([
        repo.installmentsOf(deal.id),
        repo.effectsOf(deal.id),
        deps.names(),
        deps.parametersOf(deal.creditorId),
        bankAccount(deal.bankAccountId),
      ]);
      const byInstallment = new Map<string, DealReceivable[]>();
      for (const e of effects) {
        const list = byInstallment.get(e.installmentId) ?? [];
        list.push(receivable(e, names));
        byInstallment.set(e.installmentId, list);
      }
      const parameters = Object.entries(params)
        .map(([parameter_key, parameter_value]) => ({ parameter_key, parameter_value }))
        .sort((a, b) => Number(b.parameter_key === 'perfil_parceiro') - Number(a.parameter_key === 'perfil_parceiro'));
      return {
        id: deal.id,
        title: deal.title,
        description: deal.description,
        code: deal.code,
        creditor_id: deal.creditorId,
        merchant_id: deal.merchantId,
        creditor: {
          company_name: deal.creditorCompanyName,
          trading_name: deal.creditorTradingName,
          document_number: deal.creditorDocumentNumber,
          partnership: deal.partnership,
          creditor_parameters: parameters,
        },
        merchant: {
          company_name: deal.merchantCompanyName,
          trading_name: deal.merchantTradingName,
          document_number: deal.merchantDocumentNumber,
        },
        issue_date: deal.issueDate,
        expiration_date: deal.expirationDate,
        execution_date: deal.executionDate,
        execution_date_end: deal.executionDateEnd,
        type: deal.type,
        contract_type: deal.contractType,
        strategy: deal.strategy,
        gcap: deal.gcap,
        min_percentage: deal.minPercentage,
        amount: reais(deal.amount),
        installments_count: deal.installments,
        status: deal.status,
        status_message: deal.statusMessage,
        origin_gateway: deal.originGateway,
        arrangements: deal.arrangements.map((code) => ({ code, name: names.arrangements.get(code) ?? code })),
        acquirers: deal.acquirers.map((doc) => ({ document_number: doc, name: names.acquirers.get(doc) ?? doc })),
        acquirers_name: deal.acquirers.map((doc) => names.acquirers.get(doc) ?? doc),
        bank_account: bank,
        created_at: deal.createdAt.toISOString(),
        updated_at: deal.updatedAt.toISOString(),
        installments: rows.map((i) => installment(deal, i, byInstallment.get(i.id) ?? [])),
      };
    },

    /** PATCH deals/{id}: title, description, code, expiration date, while the commitment has not ended. */
    async update(auth: AuthContext, id: string, body: DealUpdateBody): Promise<DealDetail> {
      const deal = await visible(auth, id);
      const editable = commitmentEditable(deal.status);
      if (!editable.ok) throw conflict(editable.message);
      if (body.expiration_date && body.expiration_date < (await deps.registry().today())) throw badRequest(R.expirationBeforeToday);
      const set = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.code !== undefined && { code: body.code }),
        ...(body.expiration_date !== undefined && { expirationDate: body.expiration_date }),
      };
      const labels = { title: 'título', description: 'descrição', code: 'código', expirationDate: 'data de expiração' } as const;
      const updated = await repo.updateDeal({
        dealId: deal.id,
        statuses: COMMITMENT_EDITABLE_STATUSES.map((s) => COMMITMENT_STATUS_CODE[s]),
        set,
        description: R.history.updated(Object.keys(set).map((k) => labels[k as keyof typeof labels]).join(', ')),
        accountId: auth.accountId,
        accountName: auth.name,
      });
      if (!updated) {
        const now = await visible(auth, id);
        throw conflict((commitmentEditable(now.status) as { ok: false; message: string }).message);
      }
      return api.detail(auth, id);
    },

    async history(auth: AuthContext, id: string, limit: number): Promise<DealHistoryRow[]> {
      const deal = await visible(auth, id);
      return (await repo.history(deal.id, limit)).map((h) => ({
        name: h.name,
        deal_status: h.status,
        deal_status_description: commitmentStatusLabel(h.status),
        description: h.description,
        created_at: h.createdAt.toISOString(),
      }));
    },
    domicileHistory: domiciles.domicileHistory,
    domicileOptions: domiciles.domicileOptions,
    updateDomiciles: domiciles.updateDomiciles,
    ...createDealTcd(repo, deps.storage, visible),
  };
  return api;
}

export type DetailService = ReturnType<typeof createDetailService>;
