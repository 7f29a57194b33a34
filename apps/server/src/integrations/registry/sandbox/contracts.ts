import type pg from 'pg';
import type { Contract, ContractEffect, ContractRef, ContractRegistration, SettlementAccount } from '../registry';
import { norm } from './conventions';
import { distributionResult } from './distribution';
import { poolQ, type Q } from './sql';

export interface ContractRow {
  id: string;
  identificador: string;
  referencia_externa: string;
  financiador: string;
  ufr: string;
  tipo_efeito: number;
  regra_divisao: number;
  valor: string | null;
  percentual_bp: number | null;
  prioridade: number;
  data_assinatura: string;
  data_vencimento: string;
  unidades: ContractRegistration['unidades'];
  domicilio: SettlementAccount;
  status: Contract['status'];
}

export const CONTRACT_COLUMNS = `id, identificador, referencia_externa, financiador, ufr, tipo_efeito, regra_divisao, valor,
  percentual_bp, prioridade, data_assinatura::text, data_vencimento::text, unidades, domicilio, status`;

export interface EffectRow {
  credenciadora: string;
  ufr: string;
  arranjo: string;
  data_liquidacao: string;
  constituida: boolean;
  valor_onerado: string;
  valor_aplicado: string;
  valor_liquidado: string;
  /** When the UR was settled (null while it is not). */
  liquidada_em?: string | null;
  indicador: number;
  status: ContractEffect['status'];
}

/** The contract a financiador names by its identifier or its own reference, unlocked. */
export async function contractByRef(q: Q, ref: ContractRef): Promise<ContractRow | undefined> {
  const [row] = await q<ContractRow>(
    `select ${CONTRACT_COLUMNS} from registry.contracts
     where financiador = $1 and (identificador = $2 or referencia_externa = $3)`,
    [norm(ref.financiador), ref.identificadorContrato ?? null, ref.referenciaExterna ?? null],
  );
  return row;
}

export async function findContract(pool: pg.Pool, ref: ContractRef): Promise<Contract | null> {
  if (!ref.identificadorContrato && !ref.referenciaExterna) return null;
  const q = poolQ(pool);
  const row = await contractByRef(q, ref);
  return row ? contractOf(q, row) : null;
}

/**
 * The contract as the registry answers it: its effects (`known`, or read), and from them what
 * it holds, what it still waits for and whether the distribution reached its amount.
 */
export async function contractOf(q: Q, c: ContractRow, known?: EffectRow[]): Promise<Contract> {
  const effects =
    known ??
    (await q<EffectRow>(
      `select u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, u.constituida,
            e.valor_onerado, e.valor_aplicado, e.valor_liquidado, u.liquidada_em::text, e.indicador, e.status
     from registry.effects e join registry.units u on u.id = e.unit_id
     where e.contract_id = $1 order by u.data_liquidacao, u.credenciadora, u.arranjo`,
      [c.id],
    ));
  let bloqueado = 0;
  let liquidado = 0;
  let pendente = 0;
  let efeito = 0;
  let short = false;
  let pedido = 0;
  for (const e of effects) {
    bloqueado += Number(e.valor_aplicado);
    liquidado += Number(e.valor_liquidado);
    pedido += Number(e.valor_onerado);
    if (e.status === 'removido') continue;
    efeito += Number(e.valor_onerado);
    if (e.status === 'solicitado') pendente += Number(e.valor_onerado);
    if (e.constituida && Number(e.valor_aplicado) < Number(e.valor_onerado)) short = true;
  }
  const valor = c.valor === null ? null : Number(c.valor);
  const usado = bloqueado + liquidado;
  if (c.regra_divisao === 1) pendente = Math.max(0, (valor ?? 0) - usado);
  const resultado = distributionResult({ regraDivisao: c.regra_divisao, valor, usado, pedido, curto: short });
  return {
    identificadorContrato: c.identificador,
    referenciaExterna: c.referencia_externa,
    financiador: c.financiador,
    ufr: c.ufr,
    tipoEfeito: c.tipo_efeito as Contract['tipoEfeito'],
    regraDivisao: c.regra_divisao === 2 ? 2 : 1,
    valor,
    percentualBp: c.percentual_bp,
    dataAssinatura: c.data_assinatura,
    dataVencimento: c.data_vencimento,
    status: c.status,
    domicilio: c.domicilio,
    resultadoDistribuicao: resultado,
    valorConstituido: usado,
    valorPendente: pendente,
    valorEfeito: efeito,
    valorBloqueado: bloqueado,
    efeitos: effects.map((e) => ({
      credenciadora: e.credenciadora,
      ufr: e.ufr,
      arranjo: e.arranjo,
      dataLiquidacao: e.data_liquidacao,
      valorOnerado: Number(e.valor_onerado),
      valorConstituidoEfeito: Number(e.valor_aplicado),
      indicadorOneracao: e.indicador,
      status: e.status,
      constituida: e.constituida,
      valorLiquidado: Number(e.valor_liquidado),
      dataLiquidacaoEfetiva: Number(e.valor_liquidado) > 0 ? (e.liquidada_em ?? null) : null,
    })),
  };
}
