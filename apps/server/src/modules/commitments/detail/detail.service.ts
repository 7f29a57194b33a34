import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  COMMITMENT_STATUS_CODE,
  MESSAGES,
  TCD_MAX_BYTES,
  commitmentStatusLabel,
  isPdfContent,
  type DealBankAccount,
  type DealDetail,
  type DealDomicileHistoryRow,
  type DealHistoryRow,
  type DealInstallment,
  type DealReceivable,
  COMMITMENT_EDITABLE_STATUSES,
  commitmentEditable,
  type DealUpdateBody,
  type UpdateDomicileResult,
  type UpdateDomicilesBody,
} from '@lastro/domain';
import type { Operation, Registry } from '../../../integrations/registry';
import { messagesOfRegistryErrors, outcomeWithin } from '../../../integrations/registry';
import type { FileStorage } from '../../../integrations/storage';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorDomicile } from '../../creditors/creditors.ports';
import type { DealEffectRow, DealInstallmentRow, DealRow, DetailRepository } from './detail.repository';
import { settlementAccountOf } from '../settlement-account';

const M = MESSAGES.commitments;
const R = M.registration;
const reais = (cents: number) => cents / 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses whose contracts have ended at the registry: their settlement account no longer matters. */
const ENDED: ReadonlySet<number> = new Set([
  COMMITMENT_STATUS_CODE.cancelado,
  COMMITMENT_STATUS_CODE.liquidado,
  COMMITMENT_STATUS_CODE.baixado,
  COMMITMENT_STATUS_CODE.expirado,
]);

export interface DetailDeps {
  registry(): Pick<Registry, 'changeSettlementAccount' | 'awaitOperation' | 'today'>;
  storage: FileStorage;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
  activeDomicilesOf(creditorId: string): Promise<CreditorDomicile[]>;
  bankName(code: string): Promise<string | null>;
  /** Display names of acquirers (by CNPJ) and arrangements (by code), and acquirer logos. */
  names(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string>; logos: Map<string, string | null> }>;
  /** How long a domicile change waits for the registry's outcome. */
  outcomeWaitMs?: number;
}

/** The detail of a commitment, its histories, the domicile change and the TCD. */
export function createDetailService(repo: DetailRepository, deps: DetailDeps) {
  const waitMs = deps.outcomeWaitMs ?? 20_000;

  async function visible(auth: AuthContext, id: string): Promise<DealRow> {
    const deal = await repo.findDeal(id, auth.isAdmin ? null : auth.creditorId);
    if (!deal) throw notFound(M.detailNotFound);
    return deal;
  }

  const outcomeOf = (protocolo: string) => outcomeWithin(deps.registry(), protocolo, waitMs);

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

    async domicileOptions(auth: AuthContext, id: string): Promise<DealBankAccount[]> {
      const deal = await visible(auth, id);
      return Promise.all((await deps.activeDomicilesOf(deal.creditorId)).map(toBankAccount));
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

    async uploadTcd(
      auth: AuthContext,
      fields: Record<string, string>,
      file: { name: string; data: Buffer } | null,
      fileUrl: (dealId: string) => string,
    ) {
      const reference = fields.external_reference ?? '';
      const dealId = reference ? await repo.dealIdOfReference(reference) : null;
      const deal = dealId ? await repo.findDeal(dealId, auth.isAdmin ? null : auth.creditorId) : null;
      if (!deal) throw notFound(M.detailNotFound);
      if (!file) throw badRequest(M.tcdFileRequired);
      if (file.data.length > TCD_MAX_BYTES) throw badRequest(M.tcdTooLarge);
      if (!isPdfContent(file.data)) throw badRequest(M.tcdInvalidFormat);
      const key = `tcd/${deal.id}.pdf`;
      const scratch = await deps.storage.scratchPath('pdf');
      await writeFile(scratch, file.data);
      await deps.storage.putFile(key, scratch);
      const replaced = Boolean(await repo.fileOf(deal.id));
      await repo.saveFile({
        dealId: deal.id,
        storageKey: key,
        fileName: file.name.slice(0, 200) || 'tcd.pdf',
        sizeBytes: file.data.length,
        uploadedBy: auth.accountId,
      });
      return { message: replaced ? M.fileReplaced : M.uploaded, replaced, fileUrl: fileUrl(deal.id) };
    },

    async searchTcd(auth: AuthContext, reference: string, fileUrl: (dealId: string) => string) {
      const dealId = await repo.dealIdOfReference(reference);
      const deal = dealId ? await repo.findDeal(dealId, auth.isAdmin ? null : auth.creditorId) : null;
      if (!deal) throw notFound(M.detailNotFound);
      const file = await repo.fileOf(deal.id);
      if (!file) return { results: [] };
      return {
        results: [
          { fileUrl: fileUrl(deal.id), file_name: file.fileName, size_bytes: file.sizeBytes, created_at: file.updatedAt.toISOString() },
        ],
      };
    },

    async openTcd(auth: AuthContext, id: string): Promise<{ stream: Readable; fileName: string; size: number }> {
      const deal = await visible(auth, id);
      const file = await repo.fileOf(deal.id);
      if (!file) throw notFound(M.tcdMissing);
      return { stream: await deps.storage.openRead(file.storageKey), fileName: file.fileName, size: file.sizeBytes };
    },
  };
  return api;
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

export type DetailService = ReturnType<typeof createDetailService>;
