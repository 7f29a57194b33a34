import { randomUUID } from 'node:crypto';
import {
  COMMITMENT_STATUS_CODE,
  MESSAGES,
  commitmentCreatePayloadSchema,
  commitmentCreditorRules,
  commitmentLimitErrors,
  commitmentStatusLabel,
  toCents,
  type CommitmentCreateOptions,
  type CommitmentCreatedItem,
  type CommitmentInstallmentPayload,
  type ContractModality,
} from '@lastro/domain';
import { RegistryRefusal, type Registry } from '../../../integrations/registry/registry';
import { registryHttpError } from '../../../integrations/registry/errors';
import { requestHash } from '../../../lib/canonical-json';
import { badRequest, notFound, unprocessable } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorDomicile, CreditorIdentity } from '../../creditors/creditors.ports';
import type { MerchantRef } from '../../merchants/merchants.ports';
import type { CreateRepository, DealRow, InstallmentRow, NewInstallment } from './create.repository';

const M = MESSAGES.commitments;
const C = M.create;
const STRATEGY = { performado: 0, fumaca: 1 } as const;
const IN_PROCESS = COMMITMENT_STATUS_CODE.em_processamento;
const reais = (cents: number | null) => (cents === null ? null : cents / 100);

export interface CreateDeps {
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  parametersOf(creditorId: string): Promise<Record<string, string>>;
  domicileOf(domicileId: string): Promise<CreditorDomicile | null>;
  findMerchant(id: string): Promise<MerchantRef | null>;
  hasActiveOptIn(merchantId: string, creditorId: string): Promise<boolean>;
  registry(): Pick<Registry, 'discover' | 'today'>;
  /** Queues the commitment's registration at the registry (the registration part's job). */
  enqueueRegistration(accountId: string, dealId: string): Promise<void>;
}

/** `<deal id>-<installment, two digits>`: the registry's idempotency key of each installment's contract. */
export const externalReferenceOf = (dealId: string, installment: number) => `${dealId}-${String(installment).padStart(2, '0')}`;

function answerOf(deal: DealRow, installments: InstallmentRow[]): CommitmentCreatedItem[] {
  return installments.map((row) => ({
    id: deal.id,
    installment_id: row.id,
    installment: row.installment,
    external_reference: row.externalReference,
    title: deal.title,
    code: deal.code,
    amount: reais(row.amount)!,
    due_date: row.dueDate,
    execution_date: row.executionDate,
    execution_date_final: row.executionDateEnd,
    division_rule: row.divisionRule,
    amount_onerate: row.divisionRule === 2 ? (row.amountOnerateBp ?? 0) / 100 : reais(row.amountOnerate),
    status: row.status,
    strategy: deal.strategy,
    created_at: deal.createdAt.toISOString(),
  }));
}

/**
 * The first creation under a key answers a request with that key again, the same request only:
 * a deal written before request hashes were kept (null) is taken as the same.
 */
function replayOf(earlier: { deal: DealRow; installments: InstallmentRow[] }, hash: string) {
  if (earlier.deal.requestHash !== null && earlier.deal.requestHash !== hash) throw unprocessable(C.idempotencyKeyReused);
  return { created: false, items: answerOf(earlier.deal, earlier.installments) };
}

/** POST deals and deals/contract-smoke. */
export function createCreateService(repo: CreateRepository, deps: CreateDeps) {
  /** The checks that need the database and the registry, in the order a user would fix them. */
  async function check(auth: AuthContext, modality: ContractModality, payload: CommitmentInstallmentPayload[]) {
    const first = payload[0]!;
    if (!auth.isAdmin && auth.creditorId !== first.creditor_id) throw notFound();
    const creditor = await deps.identityOf(first.creditor_id);
    if (!creditor) throw notFound();

    const rules = commitmentCreditorRules(await deps.parametersOf(creditor.id));
    if (!rules.configured) throw badRequest(M.partnerWithoutParameters);
    const refusals: string[] = [];
    if (!rules.transactionTypes.includes(first.type)) refusals.push(C.transactionTypeNotAllowed);
    if (!rules.contractTypes.includes(first.contract_type)) refusals.push(C.contractTypeNotAllowed);
    if (payload.length > rules.maxInstallments) refusals.push(C.tooManyInstallments);
    if (first.is_gcap && !rules.gcap) refusals.push(C.gcapNotAllowed);
    refusals.push(...commitmentLimitErrors(payload, rules));
    if (refusals.length) throw badRequest(refusals);

    // The rules on the creation date and the partner type, now that both are known.
    const registry = deps.registry();
    const today = await registry.today();
    const dated = commitmentCreatePayloadSchema(modality, { today, partnerType: creditor.partner_type }).safeParse(payload);
    if (!dated.success) throw badRequest([...new Set(dated.error.issues.map((i) => i.message))]);

    const merchant = await deps.findMerchant(first.merchant_id);
    if (!merchant || merchant.creditor_id !== creditor.id) throw badRequest(M.merchantNotFound);
    if (!(await deps.hasActiveOptIn(merchant.id, creditor.id))) throw badRequest(M.noOptIn);

    const discovery = await registry.discover({ financiador: creditor.document_number, ufr: merchant.document_number }).catch((err: unknown) => {
      if (err instanceof RegistryRefusal) throw registryHttpError(err.erros);
      throw err;
    });
    if (!discovery.credenciadoras.length) throw badRequest(M.noLinkedAcquirers);
    const linked = new Map(discovery.credenciadoras.map((c) => [c.credenciadora, new Set<string>(c.arranjos)]));
    if (first.document_acquirers.some((a) => !linked.has(a))) throw badRequest(C.acquirerNotLinked);
    const arrangements = new Set(first.document_acquirers.flatMap((a) => [...linked.get(a)!]));
    if (first.payment_arrangements.some((a) => !arrangements.has(a))) throw badRequest(C.arrangementNotLinked);

    const domicile = await deps.domicileOf(first.creditor_originator_bank_account_id);
    if (!domicile || domicile.creditor_id !== creditor.id || !domicile.active) throw badRequest(C.domicileNotAvailable);
    if (!domicile.originator_active) throw badRequest(M.noActiveOriginator);
    return { creditor, merchant };
  }

  return {
    /** GET deals/create-options: the creditor's partner type and what its parameters allow. */
    async options(auth: AuthContext, creditorId: string): Promise<CommitmentCreateOptions> {
      if (!auth.isAdmin && auth.creditorId !== creditorId) throw notFound();
      const creditor = await deps.identityOf(creditorId);
      if (!creditor) throw notFound();
      const parameters = await deps.parametersOf(creditorId);
      const rules = commitmentCreditorRules(parameters);
      return {
        partner_type: creditor.partner_type,
        partner_profile: parameters.perfil_parceiro || null,
        configured: rules.configured,
        transaction_types: rules.transactionTypes,
        contract_types: rules.contractTypes,
        max_installments: rules.maxInstallments,
        gcap: rules.gcap,
        min_amount: rules.minAmount,
        max_amount: rules.maxAmount,
        min_days: rules.minDays,
        max_days: rules.maxDays,
      };
    },

    /**
     * Creates the commitment (one installment per payload object) and queues its registration.
     * An Idempotency-Key already used by the creditor answers the first creation again when the
     * request is the same (the call and its parsed body), and 422 when it is another.
     */
    async create(
      auth: AuthContext,
      modality: ContractModality,
      payload: CommitmentInstallmentPayload[],
      requestKey: string | undefined,
    ): Promise<{ created: boolean; items: CommitmentCreatedItem[] }> {
      const first = payload[0]!;
      const hash = requestHash({ modality, payload });
      if (requestKey) {
        if (!auth.isAdmin && auth.creditorId !== first.creditor_id) throw notFound();
        const earlier = await repo.findByRequestKey(first.creditor_id, requestKey);
        if (earlier) return replayOf(earlier, hash);
      }
      const { creditor, merchant } = await check(auth, modality, payload);
      const last = payload[payload.length - 1]!;
      const dealId = randomUUID();
      const installments: NewInstallment[] = payload.map((row, i) => ({
        installment: i + 1,
        amount: toCents(row.amount),
        dueDate: row.due_date,
        executionDate: row.execution_date,
        executionDateEnd: row.execution_date_final,
        divisionRule: row.division_rule ?? null,
        amountOnerate: row.division_rule === 1 && row.amount_onerate != null ? toCents(row.amount_onerate) : null,
        // Percentages are kept in basis points: 12.34 % -> 1234.
        amountOnerateBp: row.division_rule === 2 && row.amount_onerate != null ? toCents(row.amount_onerate) : null,
        externalReference: externalReferenceOf(dealId, i + 1),
        status: IN_PROCESS,
      }));
      const saved = await repo.insert(
        {
          id: dealId,
          creditorId: creditor.id,
          merchantId: merchant.id,
          creditorCompanyName: creditor.company_name,
          creditorTradingName: creditor.trading_name,
          creditorDocumentNumber: creditor.document_number,
          partnership: creditor.partnership,
          merchantCompanyName: merchant.company_name,
          merchantTradingName: merchant.trading_name,
          merchantDocumentNumber: merchant.document_number,
          title: first.title,
          description: first.description,
          code: first.code,
          type: first.type,
          contractType: first.contract_type,
          strategy: STRATEGY[modality],
          gcap: first.is_gcap,
          minPercentage: first.min_percentage,
          amount: installments.reduce((sum, i) => sum + i.amount, 0),
          installments: payload.length,
          issueDate: first.issue_date,
          expirationDate: first.expiration_date,
          executionDate: first.execution_date,
          executionDateEnd: last.execution_date_final,
          acquirers: first.document_acquirers,
          arrangements: first.payment_arrangements,
          originGateway: first.origin_gateway,
          bankAccountId: first.creditor_originator_bank_account_id,
          status: IN_PROCESS,
          requestKey: requestKey ?? null,
          requestHash: requestKey ? hash : null,
          createdBy: auth.accountId,
        },
        installments,
        { description: commitmentStatusLabel(IN_PROCESS), name: auth.name },
      );
      if (!saved) {
        // The same key sent twice at once: the other request created it.
        return replayOf((await repo.findByRequestKey(creditor.id, requestKey!))!, hash);
      }
      await deps.enqueueRegistration(auth.accountId, saved.deal.id);
      return { created: true, items: answerOf(saved.deal, saved.installments) };
    },
  };
}

export type CreateService = ReturnType<typeof createCreateService>;
