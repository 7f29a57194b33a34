import { z } from 'zod';
import { itemChainResponseSchema } from './reconciliation-item-details';
import { bankItemResponseSchema } from './reconciliation-item-responses';

/**
 * GET reconciliation/bank/{id}, the drawer 'Detalhe do pagamento' (spec 4 §2.4, §2.5): the item
 * (with its match and pending suggestion) and the three lists its P, L and C are made of.
 */
const part = z.object({
  id: z.string(),
  /** Null for a merchant account's free part, which no contract takes. */
  contract_identifier: z.string().nullable(),
  merchant_document: z.string(),
  arrangement: z.string(),
  /** 'Data de liquidação' (previsto) or 'Data efetiva' (liquidado). */
  date: z.string(),
  amount: z.string(),
});
const line = z.object({
  id: z.string(),
  file_id: z.string(),
  file_name: z.string(),
  posted_date: z.string(),
  description: z.string(),
  document_id: z.string().nullable(),
  amount: z.string(),
});

export const bankItemDetailResponseSchema = z.object({
  item: bankItemResponseSchema,
  /** 'Previsto (registradora)'. */
  expected: z.array(part),
  /** 'Liquidado (registradora)'. */
  settled: z.array(part),
  /** 'Creditado (banco)': the matched lines, or a credit without origin's own line. */
  credited: z.array(line),
  /**
   * Steps 1-3 per UR behind the Previsto and the Liquidado (spec 4 §2.5: 'one block per UR that
   * contributes'), scoped to the reader [D14]; at most BANK_DETAIL_MAX_CHAINS, the rest counted.
   */
  chains: z.array(itemChainResponseSchema),
  more_units: z.number().int().nonnegative(),
});

/** How many URs the drawer traces at most (each is a registry read). */
export const BANK_DETAIL_MAX_CHAINS = 20;
export type BankItemDetail = z.infer<typeof bankItemDetailResponseSchema>;
