import { MESSAGES, type RegisteredContractResponse, type RegisteredReceivable } from '@lastro/domain';
import type { Contract, Registry, UnitWithSettlements } from '../../../integrations/registry/registry';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { RegisteredContractsRepository } from './registered-contracts.repository';

const reais = (cents: number) => cents / 100;
const unitKey = (credenciadora: string, arranjo: string, data: string) => `${credenciadora}|${arranjo}|${data}`;
/** The registry pages its URs by at most this many. */
const UNITS_PAGE = 1000;

/** The merchant's URs over the contract's dates, by key, summed over their titulars. */
async function unitsOf(registry: Registry, contract: Contract) {
  const dates = contract.efeitos.map((e) => e.dataLiquidacao).sort();
  const units = new Map<string, { total: number; blocked: number; constituted: boolean }>();
  if (!dates.length) return units;
  let after: string | undefined;
  do {
    const page: { unidades: UnitWithSettlements[]; proximo: string | null } = await registry.listUnits({
      ufr: contract.ufr,
      dataInicio: dates[0]!,
      dataFim: dates[dates.length - 1]!,
      limite: UNITS_PAGE,
      ...(after ? { depoisDe: after } : {}),
    });
    for (const u of page.unidades) {
      const key = unitKey(u.credenciadora, u.arranjo, u.dataLiquidacao);
      const known = units.get(key) ?? { total: 0, blocked: 0, constituted: u.constituida };
      units.set(key, { total: known.total + u.valorConstituidoTotal, blocked: known.blocked + u.valorComprometido, constituted: known.constituted && u.constituida });
    }
    after = page.proximo ?? undefined;
  } while (after);
  return units;
}

/**
 * Spec 3 §2.5: a contract as the registry holds it. The installment tells whose contract it is
 * (the registry answers a financiador's contracts only); a creditor user reaches only its own.
 */
export function createRegisteredContractsService(deps: { repo: RegisteredContractsRepository; registry: () => Registry; platformDocument: string }) {
  return {
    async find(auth: AuthContext, ref: string): Promise<RegisteredContractResponse> {
      const M = MESSAGES.registeredContracts;
      const installment = await deps.repo.findInstallment(ref.trim(), auth.isAdmin ? undefined : (auth.creditorId ?? undefined));
      if (!installment || (!auth.isAdmin && installment.creditorId !== auth.creditorId)) throw notFound(M.notFound);
      const registry = deps.registry();
      const contract = await registry.findContract({
        financiador: installment.creditorDocumentNumber,
        referenciaExterna: installment.externalReference,
        ...(installment.contractIdentifier ? { identificadorContrato: installment.contractIdentifier } : {}),
      });
      if (!contract) throw notFound(M.notFound);
      const units = await unitsOf(registry, contract);
      const receivables: RegisteredReceivable[] = [];
      const pending: RegisteredReceivable[] = [];
      for (const e of contract.efeitos) {
        const settled = e.valorLiquidado ?? 0;
        // A removed effect (cancelled or written-off contract) no longer reaches its UR, unless
        // the UR's settlement paid it first: settling removes the effect, and its payment lives there.
        if (e.status === 'removido' && settled === 0) continue;
        const unit = units.get(unitKey(e.credenciadora, e.arranjo, e.dataLiquidacao));
        const line: RegisteredReceivable = {
          document_acquirer: e.credenciadora,
          arrangement_code: e.arranjo,
          due_date: e.dataLiquidacao,
          amount_total: reais(unit?.total ?? 0),
          amount_effect: reais(e.valorConstituidoEfeito),
          amount_blocked: reais(unit?.blocked ?? 0),
          asset_holder_document: e.ufr,
          amount_settled: reais(settled),
          settlement_date_effective: settled > 0 ? (e.dataLiquidacaoEfetiva ?? null) : null,
        };
        (unit?.constituted === false || (e.status === 'solicitado' && e.valorConstituidoEfeito === 0) ? pending : receivables).push(line);
      }
      const effectCents = contract.efeitos.filter((e) => e.status !== 'removido').reduce((sum, e) => sum + e.valorConstituidoEfeito, 0);
      const settledCents = contract.efeitos.reduce((sum, e) => sum + (e.valorLiquidado ?? 0), 0);
      return {
        external_reference: contract.referenciaExterna,
        reference_id: contract.identificadorContrato,
        amount: reais(contract.valor ?? contract.valorEfeito),
        due_date: contract.dataVencimento,
        asset_holder_document: contract.ufr,
        requestor_document: contract.financiador,
        participant_document: deps.platformDocument,
        bank_account: {
          document_holder: contract.domicilio.titular,
          type: contract.domicilio.tipoConta,
          isbp: contract.domicilio.ispb,
          agency: contract.domicilio.agencia,
          number: contract.domicilio.conta,
        },
        receivables,
        receivables_pending: pending,
        receivables_amount_effect: reais(effectCents),
        receivables_amount_settled: reais(settledCents),
      };
    },
  };
}

export type RegisteredContractsService = ReturnType<typeof createRegisteredContractsService>;
