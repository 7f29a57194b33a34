import { z } from 'zod';
import { CREDITOR_MESSAGES } from '../messages/creditors';
import { INPUT_LIMITS } from '../codes/limits';
import { CREDITOR_PARAMETER_GROUPS } from '../codes/creditor-parameters';
import { VALIDATION_MESSAGES } from '../messages/common';
import { requiredString } from './common';
import { boundedArray } from './fields';
import { parameterDefinitionResponseSchema } from './registers';

/** POST creditors/{id}/parameters: entries with an empty value are not saved. */
export const creditorParametersBodySchema = z.object({
  parameters: boundedArray(
    z.object({
      parameter_key: requiredString(VALIDATION_MESSAGES.required, 60),
      parameter_value: z
        .union([
          z.string().max(INPUT_LIMITS.text, { error: VALIDATION_MESSAGES.maxLengthExceeded }),
          z
            .number()
            .min(-INPUT_LIMITS.moneyMax)
            .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge }),
          z.boolean(),
          z.null(),
        ])
        .transform((v) => (v === null ? '' : String(v).trim())),
    }),
  ),
});
export type CreditorParametersBody = z.output<typeof creditorParametersBodySchema>;

/** What the value rule reads of a parameter definition. */
export interface ParameterValueDefinition {
  type: string;
  values: readonly { value: string }[];
}

const PARAMETER_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * Why a parameter value does not fit its definition (the field's message), or null when it fits.
 * An empty value is never wrong: it means "not set" and is not saved. The form and the server
 * both judge with this.
 */
export function parameterValueError(
  definition: ParameterValueDefinition,
  value: string | null | undefined,
): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (definition.type === 'Number') return PARAMETER_NUMBER.test(text) ? null : CREDITOR_MESSAGES.parameterMustBeNumber;
  if ((definition.type === 'List' || definition.type === 'Boolean') && definition.values.length > 0)
    return definition.values.some((option) => option.value === text) ? null : CREDITOR_MESSAGES.parameterMustBeOption;
  return null;
}

/** Only entries with a non-empty value are saved. */
export function nonEmptyParameters<T extends { parameter_value: string | null | undefined }>(list: T[]): T[] {
  return list.filter((p) => (p.parameter_value ?? '').trim() !== '');
}

export const creditorParameterResponseSchema = z.object({
  creditor_id: z.string(),
  description: z.string(),
  parameter_key: z.string(),
  parameter_value: z.string(),
});
export type CreditorParameter = z.infer<typeof creditorParameterResponseSchema>;

/** GET/POST creditors/{id}/parameters: the stored values and the active definitions the tab renders. */
export const creditorParametersResponseSchema = z.object({
  parameters: z.array(creditorParameterResponseSchema),
  definitions: z.array(parameterDefinitionResponseSchema.omit({ active: true, updated_at: true })),
});
export type CreditorParameters = z.infer<typeof creditorParametersResponseSchema>;
/** A definition as the creditor's tab receives it (the active ones only). */
export type CreditorParameterDefinition = CreditorParameters['definitions'][number];

/**
 * Definitions as the 'Parâmetros' tab shows them and its download lists them: the groups in
 * the tab's order, each group's definitions by their sort order; groups without definitions
 * are left out.
 */
export function groupParameterDefinitions<D extends { group: string; sort_order: number }>(definitions: readonly D[]) {
  return CREDITOR_PARAMETER_GROUPS.map((g) => ({
    ...g,
    definitions: definitions.filter((d) => d.group === g.value).sort((a, b) => a.sort_order - b.sort_order),
  })).filter((g) => g.definitions.length > 0);
}
