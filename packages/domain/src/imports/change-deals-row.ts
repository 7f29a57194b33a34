import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';
import { updateDomicilesBodySchema } from '../schemas/commitment-detail';

/** The 'Alterar Contratos' file (spec 3 §3 "Change-deals CSV row"), in template order. */
export const CHANGE_DEALS_COLUMNS = ['id_compromisso', 'id_domicilio'] as const;

/** One row: the same item PATCH deals/update-domiciles takes. */
export const changeDealsRowSchema = updateDomicilesBodySchema.shape.domicilios.element;
export type ChangeDealsRow = z.infer<typeof changeDealsRowSchema>;

export const CHANGE_DEALS_TEMPLATE = {
  fileName: 'modela_alteracao_contrato.csv',
  rows: [
    [...CHANGE_DEALS_COLUMNS],
    ['3f1c2a9e-5b7d-4c1e-9a8f-0d2b6e4c7a11', '8a2d4f6b-1c3e-4b5a-8d7f-2e9c0b1a3d55'],
  ],
} as const;

/** A CSV record -> the row, or the first error in the screen's own words. */
export function parseChangeDealsRecord(record: Record<string, string>): ChangeDealsRow | { error: string } {
  const parsed = changeDealsRowSchema.safeParse({ id_compromisso: record.id_compromisso ?? '', id_domicilio: record.id_domicilio ?? '' });
  if (parsed.success) return parsed.data;
  return { error: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.required };
}
