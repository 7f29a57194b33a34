// Request and response schemas of the merchants' acquirers part.
import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { VALIDATION_MESSAGES } from '../messages/common';
import { requiredString, uuidSchema } from './common';
import { merchantAcquirerLinkSchema } from './merchants';

/**
 * The anticipation modes an acquirer link may carry (GET domains/advancements): how the
 * acquirer advances the merchant's receivables.
 */
export const ADVANCEMENTS = [
  { id: 1, description: 'Sem antecipação' },
  { id: 2, description: 'Antecipação automática' },
  { id: 3, description: 'Antecipação pontual' },
] as const;
export type AdvancementId = (typeof ADVANCEMENTS)[number]['id'];
export const advancementDescription = (id: number | null | undefined): string | null =>
  ADVANCEMENTS.find((a) => a.id === id)?.description ?? null;

export const advancementResponseSchema = z.object({ id: z.number(), description: z.string() });
export type Advancement = z.infer<typeof advancementResponseSchema>;

/** PATCH merchants/{id}/acquirers: acquirer_id and advancement_id required (spec 2 §5). */
/** A picked register id: required ('Campo obrigatório'), then an int4 ('Identificador inválido'). */
const pickedId = merchantAcquirerLinkSchema.shape.acquirer_id
  .transform(Number)
  .pipe(
    z
      .number({ error: VALIDATION_MESSAGES.invalidId })
      .int({ error: VALIDATION_MESSAGES.invalidId })
      .positive({ error: VALIDATION_MESSAGES.invalidId })
      .max(INPUT_LIMITS.int4Max, { error: VALIDATION_MESSAGES.invalidId }),
  );
export const merchantAcquirerLinkInputSchema = z.object({ acquirer_id: pickedId, advancement_id: pickedId });
export type MerchantAcquirerLinkInput = z.input<typeof merchantAcquirerLinkInputSchema>;

export const merchantLinkArrangementResponseSchema = z.object({
  name: z.string(),
  arrangement_code: z.string(),
  arrangement_name: z.string(),
  acquirer_document: z.string(),
  updated_at: z.string(),
});
export type MerchantLinkArrangement = z.infer<typeof merchantLinkArrangementResponseSchema>;

export const merchantAcquirerLinkResponseSchema = z.object({
  id: z.string(),
  acquirer_id: z.number(),
  acquirer_name: z.string(),
  acquirer_document: z.string(),
  path: z.string().nullable(),
  active: z.boolean(),
  advancement_id: z.number().nullable(),
  advancement_description: z.string().nullable(),
  updated_at: z.string(),
  arrangements: z.array(merchantLinkArrangementResponseSchema),
});
export type MerchantAcquirerLink = z.infer<typeof merchantAcquirerLinkResponseSchema>;

/** GET accounts/search-acquirer: the merchant's document and its creditor (the spec spells it creditorid). */
export const discoveryQuerySchema = z.object({
  documentNumber: requiredString(undefined, 20),
  creditorid: uuidSchema,
});
export const discoveryResponseSchema = z.object({ message: z.string(), job_id: z.string() });
