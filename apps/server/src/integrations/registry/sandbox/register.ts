import { addMonths } from '@lastro/domain';
import { registryError } from '../errors';
import type { Contract, ContractRegistration } from '../registry';
import { newId, norm, normList, refuse } from './conventions';
import { contractOf, type ContractRow } from './contracts';
import { TO_CONSTITUTE_MONTHS } from './profile';
import { checkScope, intersects } from './scope';
import { clockLockingMerchant, type Q } from './sql';
import { EffectLimitReached, reallocate, scopeOf, termsOf } from './restack';
import { unitsInScope, type MerchantArranjo } from './units';

/**
 * Registers a contract (domain.md §3): refused when its amount, period or scope is invalid, its
 * reference taken or it overlaps an active contract of the same effect; otherwise it burdens
 * the URs in its scope, behind the contracts before it. `lockedToday`: the caller already
 * holds the merchant's lock and read the registry's date.
 */
export async function registerContract(q: Q, req: ContractRegistration, protocolo: string, lockedToday?: string): Promise<Contract> {
  const financiador = norm(req.financiador);
  const ufr = norm(req.unidades.ufr);
  const today = lockedToday ?? (await clockLockingMerchant(q, ufr));
  const scope = req.unidades;
  const credenciadoras = normList(scope.credenciadoras, norm);
  const arranjos = normList(scope.arranjos, (s) => s.trim().toUpperCase());
  if (req.regraDivisao === 2) {
    if (!Number.isSafeInteger(req.percentualBp) || req.percentualBp! <= 0)
      throw refuse(registryError('invalidAmount'));
    if (req.percentualBp! > 10_000) throw refuse(registryError('percentageOver100'));
    // Its limit (the saldo devedor), when given: effects stop once they reach it.
    if (req.valor != null && (!Number.isSafeInteger(req.valor) || req.valor <= 0))
      throw refuse(registryError('invalidAmount'));
  } else if (!Number.isSafeInteger(req.valor) || req.valor! <= 0)
    throw refuse(registryError('invalidAmount'));
  if (scope.dataInicio < today) throw refuse(registryError('startDateInPast'));
  if (scope.dataFim < scope.dataInicio || scope.dataFim > addMonths(today, TO_CONSTITUTE_MONTHS))
    throw refuse(registryError('invalidPeriod'));

  // Everything the checks need in one statement, read under the merchant's lock (taken above).
  const [seen] = await q<{
    known: boolean;
    pairs: MerchantArranjo[];
    taken: boolean;
    overlapping: ContractRegistration['unidades'][];
    next: number;
    id: string;
  }>(
    `select exists (select 1 from registry.merchants where ufr = $2) as known,
       coalesce((select json_agg(json_build_object('credenciadora', credenciadora, 'arranjo', arranjo)
                                 order by credenciadora, arranjo)
                 from registry.merchant_arranjos where ufr = $2), '[]') as pairs,
       exists (select 1 from registry.contracts where financiador = $1 and referencia_externa = $6) as taken,
       coalesce((select json_agg(unidades) from registry.contracts
                 where financiador = $1 and ufr = $2 and tipo_efeito = $3 and status = 'ativo'
                   and (unidades->>'dataInicio') <= $5 and (unidades->>'dataFim') >= $4), '[]') as overlapping,
       (select coalesce(max(prioridade), 0) + 1 from registry.contracts where ufr = $2) as next,
       nextval('registry.contracts_id_seq') as id`,
    [financiador, ufr, req.tipoEfeito, scope.dataInicio, scope.dataFim, req.referenciaExterna],
  );
  const merchantPairs = await checkScope(
    q,
    ufr,
    credenciadoras,
    arranjos,
    today,
    seen!.known ? seen!.pairs : undefined,
  );
  if (seen!.taken) throw refuse(registryError('duplicateReference'));
  if (
    seen!.overlapping.some(
      (o) => intersects(o.credenciadoras, credenciadoras) && intersects(o.arranjos, arranjos),
    )
  )
    throw refuse(registryError('overlappingGuarantee'));

  const pairs = merchantPairs.filter(
    (p) =>
      (!credenciadoras.length || credenciadoras.includes(p.credenciadora)) &&
      (!arranjos.length || arranjos.includes(p.arranjo)),
  );
  const units = await unitsInScope(q, ufr, pairs, scope.dataInicio, scope.dataFim, today);
  // The id taken up front (with the checks' read): the row goes in with the effects, in the
  // one statement that writes them, and is known here without reading it back.
  const created: ContractRow = {
    id: seen!.id,
    identificador: newId('CTR'),
    referencia_externa: req.referenciaExterna,
    financiador,
    ufr,
    tipo_efeito: req.tipoEfeito,
    regra_divisao: req.regraDivisao,
    valor: req.regraDivisao === 1 || req.valor != null ? String(req.valor) : null,
    percentual_bp: req.regraDivisao === 2 ? req.percentualBp! : null,
    prioridade: req.prioridade ?? seen!.next,
    data_assinatura: req.dataAssinatura,
    data_vencimento: req.dataVencimento,
    unidades: { ...scope, ufr, credenciadoras, arranjos },
    domicilio: req.domicilio,
    status: 'ativo',
  };
  const insertContract = (arg: (value: unknown) => string) =>
    `insert into registry.contracts (id, identificador, referencia_externa, financiador, ufr, tipo_efeito, regra_divisao, valor,
       percentual_bp, prioridade, data_assinatura, data_vencimento, unidades, domicilio, protocolo)
     values (${[
       created.id,
       created.identificador,
       created.referencia_externa,
       financiador,
       ufr,
       created.tipo_efeito,
       created.regra_divisao,
       created.valor,
       created.percentual_bp,
       created.prioridade,
       created.data_assinatura,
       created.data_vencimento,
       JSON.stringify(created.unidades),
       JSON.stringify(created.domicilio),
       protocolo,
     ]
       .map(arg)
       .join(', ')})`;
  const terms = termsOf({ ...created, usado: '0' });
  let effects;
  try {
    effects = await reallocate(
      q,
      units.map((u) => Number(u.id)),
      { newContract: { terms, scope: scopeOf(created.unidades) }, loaded: units, alsoWrite: insertContract },
    );
  } catch (err) {
    if (err instanceof EffectLimitReached) throw refuse(registryError('unitEffectLimit', err.message));
    throw err;
  }
  // Built from what was just written: reading 2,000 effects back would double the work.
  return contractOf(
    q,
    created,
    effects.map((e) => ({
      credenciadora: e.credenciadora,
      ufr,
      arranjo: e.arranjo,
      data_liquidacao: e.dataLiquidacao,
      constituida: e.constituida,
      valor_onerado: String(e.valorOnerado),
      valor_aplicado: String(e.valorConstituidoEfeito),
      valor_liquidado: '0',
      indicador: e.indicadorOneracao,
      status: e.status,
    })),
  );
}
