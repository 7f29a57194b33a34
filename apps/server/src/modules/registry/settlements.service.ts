import {
  MESSAGES,
  centsToDecimal,
  type RegistryContractPaymentsResponse,
  type RegistrySettlementRow,
  type RegistrySettlementsQuery,
  type RegistrySettlementsResponse,
  type RegistrySettlementTotalsQuery,
  type RegistrySettlementTotalsResponse,
  type RegistryUnitSettlementsResponse,
} from '@lastro/domain';
import { RegistryRefusal, registryHttpError, type Registry, type Settlement, type SettlementAccount } from '../../integrations/registry';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';

const M = MESSAGES.registry;

export interface SettlementReadDeps {
  registry: Pick<Registry, 'contractPayments' | 'listSettlements' | 'totaisPorDomicilioEDia' | 'traceUnit'>;
  /** The creditor's CNPJ (its financiador document at the registry); null when there is no such creditor. */
  financiadorOf(creditorId: string): Promise<string | null>;
}

const bankAccountOf = (d: SettlementAccount | null) =>
  d && {
    document_holder: d.titular,
    ispb: d.ispb,
    bank_code: d.codigoBanco ?? null,
    branch: d.agencia ?? null,
    account: d.conta ?? null,
    type: d.tipoConta,
  };

const paymentOf = (p: { dataEfetiva: string; valor: number; favorecido: string; domicilio: SettlementAccount | null }) => ({
  effective_date: p.dataEfetiva,
  amount: centsToDecimal(p.valor),
  payee_document: p.favorecido,
  bank_account: bankAccountOf(p.domicilio),
});

const unitOf = (u: { chave: string; credenciadora: string; ufr: string; arranjo: string; dataLiquidacao: string }) => ({
  unit_key: u.chave,
  acquirer_document: u.credenciadora,
  merchant_document: u.ufr,
  arrangement_code: u.arranjo,
  settlement_date: u.dataLiquidacao,
});

const sumOf = (xs: readonly { valor: number }[]) => xs.reduce((s, x) => s + x.valor, 0);

/** A registry refusal of a read becomes the product's 4xx with the registry's messages. */
async function read<T>(call: Promise<T>): Promise<T> {
  return call.catch((err: unknown) => {
    if (err instanceof RegistryRefusal) throw registryHttpError(err.erros);
    throw err;
  });
}

/**
 * The registry's settlement information as the product shows it: what was paid,
 * when, how much and into which account. A creditor user reads its own creditor's only (another
 * creditor's is not found); an administrator names the creditor, and sees every payment of a UR.
 */
export function createSettlementReads(deps: SettlementReadDeps) {
  async function financiadorFor(auth: AuthContext, creditorId: string | undefined): Promise<string> {
    if (!auth.isAdmin && creditorId && creditorId !== auth.creditorId) throw notFound();
    const id = auth.isAdmin ? creditorId : auth.creditorId;
    if (!id) throw badRequest(M.settlementsCreditorRequired);
    const document = await deps.financiadorOf(id);
    if (!document) throw notFound();
    return document;
  }

  return {
    async list(auth: AuthContext, q: RegistrySettlementsQuery): Promise<RegistrySettlementsResponse> {
      const financiador = await financiadorFor(auth, q.creditor_id);
      const page = await read(
        deps.registry.listSettlements({
          financiador,
          dataInicio: q.date_from,
          dataFim: q.date_to,
          limite: q.limit,
          ...(q.ispb ? { domicilio: { ispb: q.ispb, agencia: q.branch ?? null, conta: q.account ?? null } } : {}),
          ...(q.after ? { depoisDe: q.after } : {}),
        }),
      );
      return {
        results: page.liquidacoes.map(
          (s): RegistrySettlementRow => ({
            ...unitOf(s),
            ...paymentOf(s),
            contract_identifier: s.identificadorContrato,
            external_reference: s.referenciaExterna,
          }),
        ),
        next: page.proximo,
      };
    },

    async totals(auth: AuthContext, q: RegistrySettlementTotalsQuery): Promise<RegistrySettlementTotalsResponse> {
      const financiador = await financiadorFor(auth, q.creditor_id);
      const totals = await read(deps.registry.totaisPorDomicilioEDia({ financiador, dataInicio: q.date_from, dataFim: q.date_to }));
      return {
        results: totals.map((t) => ({
          effective_date: t.dataEfetiva,
          acquirer_document: t.credenciadora,
          bank_account: { ispb: t.domicilio.ispb, branch: t.domicilio.agencia, account: t.domicilio.conta },
          amount: centsToDecimal(t.valor),
          count: t.quantidade,
        })),
        total: { amount: centsToDecimal(sumOf(totals)), count: totals.reduce((n, t) => n + t.quantidade, 0) },
      };
    },

    /** A contract of the creditor by the registry's identifier or the product's external reference. */
    async contractPayments(auth: AuthContext, identifier: string, creditorId: string | undefined): Promise<RegistryContractPaymentsResponse> {
      const financiador = await financiadorFor(auth, creditorId);
      const ref = identifier.trim();
      const paid = await read(deps.registry.contractPayments({ financiador, identificadorContrato: ref, referenciaExterna: ref }));
      if (!paid) throw notFound(M.settlementsContractNotFound);
      return {
        contract_identifier: paid.identificadorContrato,
        external_reference: paid.referenciaExterna,
        amount_paid: centsToDecimal(sumOf(paid.pagamentos)),
        payments: paid.pagamentos.map((p) => ({ ...unitOf({ ...p, ufr: paid.ufr }), ...paymentOf(p) })),
      };
    },

    /**
     * A UR's settlements. A creditor user reaches only a UR its contracts hold effects on and
     * sees its own contracts' payments; the rest (the titular's share, other creditors') is one sum.
     */
    async unitSettlements(auth: AuthContext, key: string, creditorId: string | undefined): Promise<RegistryUnitSettlementsResponse> {
      const financiador = auth.isAdmin && !creditorId ? null : await financiadorFor(auth, creditorId);
      const trace = await read(deps.registry.traceUnit(key));
      const own = new Set(trace?.efeitos.filter((e) => e.financiador === financiador).map((e) => e.identificadorContrato));
      if (!trace || (financiador !== null && !own.size)) throw notFound(M.settlementsUnitNotFound);
      const u = trace.unidade;
      const mine = (l: Settlement) => financiador === null || (l.identificadorContrato !== null && own.has(l.identificadorContrato));
      const shown = u.liquidacoes.filter(mine);
      const others = u.liquidacoes.filter((l) => !mine(l));
      return {
        ...unitOf(u),
        holder_document: u.titular,
        constituted: u.constituida,
        amount_total: centsToDecimal(u.valorConstituidoTotal),
        amount_settled: centsToDecimal(u.valorLiquidado),
        settlements: shown.map((l) => ({ ...paymentOf(l), contract_identifier: l.identificadorContrato })),
        others: financiador === null ? null : { amount: centsToDecimal(sumOf(others)), count: others.length },
      };
    },
  };
}

export type SettlementReads = ReturnType<typeof createSettlementReads>;
