import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_WITHOUT_DIGIT } from '../codes/bank-account-types';
import { INPUT_LIMITS } from '../codes/limits';
import { ORIGINATOR_STATUS } from '../codes/originators';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { VALIDATION_MESSAGES } from '../messages/common';
import { validateDocument } from '../tax-id/document';
import { boundedString, cnpjSchema, requiredString } from './common';
import { boundedArray } from './fields';

const M = CREDITOR_MESSAGES;


/**
 * Originator (wizard step 1): a valid CNPJ (14) or CPF (11), masked or not, and company name. The
 * spec's "14+ characters" counts the masked text (a masked CPF has 14); judging the characters
 * that matter keeps the wizard (which sends digits) and the server on one answer.
 */
export const originatorSchema = z.object({
  cnpj_originador: requiredString(M.cnpjCpfRequired).refine((v) => validateDocument(v) !== null, {
    error: M.invalidCnpj,
  }),
  razao_social: requiredString(M.companyNameRequired),
});
export type OriginatorInput = z.output<typeof originatorSchema>;

const digitsOnly = (required: string) =>
  requiredString(required).regex(/^\d+$/, { error: M.digitsOnly, abort: true });

/** Bank domicile (wizard step 2 and add-domicile dialog). The digit is not asked for PG accounts. */
export const domicileSchema = z
  .object({
    cnpj_domicilio: requiredString(M.cnpjRequired).pipe(cnpjSchema),
    titulo_domicilio: requiredString(M.titleRequired),
    banco: requiredString(M.bankRequired, 3),
    ispb: requiredString(M.ispbRequired, 8),
    agencia: digitsOnly(M.agencyRequired).min(4, { error: M.agencyMin }).max(4, { error: M.agencyMax }),
    conta: digitsOnly(M.accountRequired).max(11, { error: M.accountMax }),
    digito: z.string().trim().max(1, { error: M.digitMax }).optional(),
    tipo_conta: z.enum(BANK_ACCOUNT_TYPES.map((t) => t.value) as [string, ...string[]], {
      error: M.accountTypeRequired,
    }),
  })
  .refine((v) => v.tipo_conta === BANK_ACCOUNT_TYPE_WITHOUT_DIGIT || !!v.digito, {
    error: M.digitRequired,
    path: ['digito'],
  });
export type DomicileInput = z.output<typeof domicileSchema>;

/**
 * A domicile as the API receives it: the account may travel as 'number-digit' (the spec's
 * form) and is split into conta and digito before the form's rules apply.
 */
export const domicileBodySchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const value = raw as Record<string, unknown>;
  const conta = typeof value.conta === 'string' ? value.conta.trim() : value.conta;
  if (typeof conta === 'string') {
    const match = /^(\d+)-(\w*)$/.exec(conta);
    if (match) return { ...value, conta: match[1], digito: value.digito ? value.digito : match[2] };
  }
  return value;
}, domicileSchema);

const toggleStatusSchema = z.enum([ORIGINATOR_STATUS.active, ORIGINATOR_STATUS.inactive]);

/** POST parceiro/originador: one originator (the wizard) with its new domiciles. */
export const originatorCreateBodySchema = z.object({
  originadores: boundedArray(
    originatorSchema.extend({ domicilios: boundedArray(domicileBodySchema).default([]) }),
  ).min(1, { error: VALIDATION_MESSAGES.required }),
});
export type OriginatorCreateBody = z.output<typeof originatorCreateBodySchema>;

/** A domicile in an update that names an existing one (id): its status changes. */
export const domicileStatusChangeSchema = z.object({ id: z.uuid(), status: toggleStatusSchema });

const domicileFieldValue = z.union([
  z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
  z
    .number()
    .min(-INPUT_LIMITS.int4Max)
    .max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.numberTooLarge }),
  z.boolean(),
  z.null(),
]);

/** PUT parceiro/originador: status toggles, company name changes and added domiciles. */
export const originatorUpdateBodySchema = z.object({
  originadores: boundedArray(
    z.object({
      id: z.uuid().optional(),
      cnpj_originador: boundedString(INPUT_LIMITS.search).optional(),
      razao_social: boundedString().min(1, { error: M.companyNameRequired }).optional(),
      status: toggleStatusSchema.optional(),
      /**
       * Each item: {id, status} for an existing domicile, or a new domicile (domicileBodySchema);
       * the service judges each item on its own, so here only its size is bounded.
       */
      domicilios: boundedArray(
        z.record(z.string().max(64, { error: VALIDATION_MESSAGES.maxLengthExceeded }), domicileFieldValue),
      ).default([]),
    }),
  ).min(1, { error: VALIDATION_MESSAGES.required }),
});
export type OriginatorUpdateBody = z.output<typeof originatorUpdateBodySchema>;

/** A bank domicile of an originator; id null and status 'Erro' for one that was not saved. */
export const domicileResponseSchema = z.object({
  id: z.string().nullable(),
  cnpj_domicilio: z.string(),
  titulo_domicilio: z.string(),
  banco: z.string(),
  ispb: z.string(),
  agencia: z.string(),
  conta: z.string(),
  digito: z.string().nullable(),
  tipo_conta: z.string(),
  status: z.string(),
  mensagem: z.string().nullable(),
  data_cadastro: z.string().nullable(),
  data_atualizacao: z.string().nullable(),
});
export type Domicile = z.infer<typeof domicileResponseSchema>;

export const originatorResponseSchema = z.object({
  id: z.string(),
  cnpj_originador: z.string(),
  razao_social: z.string(),
  status: z.string(),
  mensagem: z.string().nullable(),
  data_cadastro: z.string(),
  data_atualizacao: z.string().nullable(),
  quantidade_domicilios: z.number(),
  domicilios: z.array(domicileResponseSchema),
});
export type Originator = z.infer<typeof originatorResponseSchema>;

/** POST/PUT parceiro/originador answer: a list whose first item is read (the spec's shape). */
export const originatorWriteResponseSchema = z.array(
  z.object({
    originadores: z.array(originatorResponseSchema),
    mensagem: z.string().nullable(),
    status: z.string().nullable(),
  }),
);
export type OriginatorAnswer = z.infer<typeof originatorWriteResponseSchema>;
