import type { Contract, ContractSummary, RegistryEvent } from '../../../integrations/registry';
import { effectCopies, settledOf } from '../registration/registration-effects';
import type { EffectCopy } from '../registration/registration.repository';

/** What the registry last said of one contract: its summary and its effects that changed. */
export interface ContractCopy {
  summary: ContractSummary;
  /** By UR (acquirer|arrangement|settlement date); the latest state of each. */
  effects: Map<string, EffectCopy>;
}

const key = (e: { acquirerDocument: string; arrangement: string; settlementDate: string }) =>
  `${e.acquirerDocument}|${e.arrangement}|${e.settlementDate}`;

/**
 * Folds a financiador's events, in seq order, into the latest state of each contract they
 * touch, by its external reference: a later event wins, so a batch applies as one write.
 */
export function foldEvents(events: readonly RegistryEvent[]): Map<string, ContractCopy> {
  const out = new Map<string, ContractCopy>();
  for (const ev of events) {
    if (ev.tipo !== 'efeitos' && ev.tipo !== 'contrato') continue;
    const summary = ev.payload.contrato;
    const copy = out.get(summary.referenciaExterna) ?? { summary, effects: new Map<string, EffectCopy>() };
    copy.summary = summary;
    if (ev.tipo === 'efeitos')
      for (const e of ev.payload.efeitos) {
        const c: EffectCopy = {
          acquirerDocument: e.credenciadora,
          arrangement: e.arranjo,
          settlementDate: e.dataLiquidacao,
          constituted: e.constituida,
          effectOrder: e.indicadorOneracao,
          status: e.status,
          amountOnerate: e.valorOnerado,
          effectAmount: e.valorConstituidoEfeito,
          effectiveSettlementAmount: e.valorLiquidado,
          effectiveSettlementDate: e.dataLiquidacaoEfetiva,
        };
        copy.effects.set(key(c), c);
      }
    out.set(summary.referenciaExterna, copy);
  }
  return out;
}

/** A contract read whole (findContract) as a copy: every effect, so a gap is filled by it. */
export function copyOfContract(contract: Contract): ContractCopy {
  const summary: ContractSummary = {
    identificadorContrato: contract.identificadorContrato,
    referenciaExterna: contract.referenciaExterna,
    ufr: contract.ufr,
    status: contract.status,
    regraDivisao: contract.regraDivisao,
    valor: contract.valor,
    percentualBp: contract.percentualBp,
    valorBloqueado: contract.valorBloqueado,
    valorLiquidado: settledOf(contract),
    valorConstituido: contract.valorConstituido,
    valorEfeito: contract.valorEfeito,
    valorSolicitado: contract.valorPendente,
    curto: contract.resultadoDistribuicao === 2,
    resultadoDistribuicao: contract.resultadoDistribuicao,
  };
  const effects = new Map(effectCopies(contract).map((c) => [key(c), c]));
  return { summary, effects };
}
