import { AppError } from '../../lib/errors';
import type { RegistryError } from './registry';

/**
 * The registry's error answers: numeric codes and messages, as registries answer them. The
 * sandbox's codes are its own (sandbox choice) except 107842, CERC's "UR effect limit".
 */
export const REGISTRY_ERRORS = {
  optInNotFound: {
    codigo: 100100,
    mensagem: 'Opt-in não encontrado para o financiador e o usuário final recebedor.',
  },
  noActiveOptIn: {
    codigo: 100101,
    mensagem:
      'Consulta não permitida: financiador sem opt-in ativo nem contrato com o usuário final recebedor.',
  },
  invalidArranjo: { codigo: 100200, mensagem: 'Arranjo de pagamento inválido' },
  ufrNotLinked: { codigo: 100201, mensagem: 'Usuário final recebedor sem vínculo com a credenciadora' },
  overlappingGuarantee: {
    codigo: 100300,
    mensagem:
      'Já existe contrato ativo do financiador com o mesmo efeito sobre as mesmas unidades de recebível.',
  },
  percentageOver100: { codigo: 100301, mensagem: 'Percentual do contrato acima de 100%.' },
  startDateInPast: { codigo: 100302, mensagem: 'Data de início anterior à data atual da registradora.' },
  invalidPeriod: {
    codigo: 100303,
    mensagem: 'Período inválido: data final anterior à data inicial ou além do horizonte de 24 meses.',
  },
  invalidAmount: {
    codigo: 100304,
    mensagem: 'Valor do contrato inválido para a regra de divisão informada.',
  },
  duplicateReference: { codigo: 100305, mensagem: 'Referência externa já utilizada pelo financiador.' },
  contractNotFound: { codigo: 100400, mensagem: 'Contrato não encontrado.' },
  contractNotActive: { codigo: 100401, mensagem: 'Contrato não está ativo.' },
  optInExpired: { codigo: 100102, mensagem: 'Período do opt-in já encerrado.' },
  idempotencyKeyReused: { codigo: 100500, mensagem: 'Chave de idempotência já utilizada com outros dados' },
  invalidCursor: { codigo: 100501, mensagem: 'Posição de paginação inválida' },
  settlementPeriodTooLong: {
    codigo: 100502,
    mensagem: 'Período da consulta de liquidações inválido: data final anterior à inicial ou mais de 92 dias.',
  },
  unitNotOpen: { codigo: 100600, mensagem: 'Unidade de recebível não encontrada ou já liquidada.' },
  clockInUse: {
    codigo: 100601,
    mensagem: 'A data da registradora só pode ser alterada antes de qualquer usuário final ou operação.',
  },
  unitEffectLimit: {
    codigo: 107842,
    mensagem: 'Unidade de recebível atingiu o limite de 45 efeitos de contrato.',
  },
} as const satisfies Record<string, RegistryError>;

export type RegistryErrorName = keyof typeof REGISTRY_ERRORS;

/** A registry error, optionally naming what it is about (the arranjo, the acquirer...). */
export function registryError(name: RegistryErrorName, about?: string): RegistryError {
  const e = REGISTRY_ERRORS[name];
  return { codigo: e.codigo, mensagem: about ? `${e.mensagem}: ${about}.` : e.mensagem };
}

const NOT_FOUND = new Set<number>([
  REGISTRY_ERRORS.optInNotFound.codigo,
  REGISTRY_ERRORS.contractNotFound.codigo,
]);
const FORBIDDEN = new Set<number>([REGISTRY_ERRORS.noActiveOptIn.codigo]);
const UNPROCESSABLE = new Set<number>([REGISTRY_ERRORS.idempotencyKeyReused.codigo]);
const CONFLICT = new Set<number>([
  REGISTRY_ERRORS.overlappingGuarantee.codigo,
  REGISTRY_ERRORS.duplicateReference.codigo,
  REGISTRY_ERRORS.contractNotActive.codigo,
  REGISTRY_ERRORS.unitEffectLimit.codigo,
  REGISTRY_ERRORS.unitNotOpen.codigo,
  REGISTRY_ERRORS.clockInUse.codigo,
]);

/**
 * How the product answers a registry refusal: a 4xx with the registry's Portuguese messages
 * (`{errors:{message:[...]}}` via AppError), never a 500. Refusals of access are 403, unknown
 * opt-ins and contracts 404, state conflicts 409, an idempotency key reused with another request
 * 422, everything else the caller's bad input (400).
 */
export function httpStatusOfRegistryErrors(erros: readonly RegistryError[]): 400 | 403 | 404 | 409 | 422 {
  const codes = erros.map((e) => e.codigo);
  if (codes.some((c) => FORBIDDEN.has(c))) return 403;
  if (codes.some((c) => NOT_FOUND.has(c))) return 404;
  if (codes.some((c) => CONFLICT.has(c))) return 409;
  if (codes.some((c) => UNPROCESSABLE.has(c))) return 422;
  return 400;
}

/** The messages a user reads for a registry refusal ("100300 - Já existe..."). */
export function messagesOfRegistryErrors(erros: readonly RegistryError[]): string[] {
  return erros.map((e) => `${e.codigo} - ${e.mensagem}`);
}

/** The product's answer to a registry refusal: a 4xx carrying the registry's messages. */
export function registryHttpError(erros: readonly RegistryError[]): AppError {
  return new AppError(httpStatusOfRegistryErrors(erros), messagesOfRegistryErrors(erros));
}
