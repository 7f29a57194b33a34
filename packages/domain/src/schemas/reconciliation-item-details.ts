import { z } from 'zod';
import { bankItemResponseSchema, divergenceResponseSchema, scheduleItemResponseSchema } from './reconciliation-item-responses';

/*
 * The drawers' answers (spec 4 §2.5, §2.6 'Detalhe da divergência'): money as decimal strings,
 * dates 'YYYY-MM-DD', instants ISO, as the lists' answers.
 */
const money = z.string();
const day = z.string();
const accountRef = z.object({ id: z.string(), label: z.string() });
const acquirerRef = z.object({ document: z.string().nullable(), name: z.string() });
/** A matched bank line ('Arquivo', 'Data', 'Descrição', 'Documento', 'Valor'). */
export const bankLineResponseSchema = z.object({
  id: z.string(),
  file_id: z.string(),
  file_name: z.string(),
  posted_date: day,
  description: z.string(),
  document_id: z.string().nullable(),
  amount: money,
});

/** 'Situação' of an effect (spec 4 §2.5): 'Aplicado', 'Em fila', 'Removido', 'Insucesso'. */
export const CHAIN_EFFECT_STATES = ['aplicado', 'em_fila', 'removido', 'insucesso'] as const;

/**
 * The chain UR → effects → settlements of a drawer (spec 4 §2.5), scoped to the reader [D14]:
 * a creditor user gets its own effects and payments in full and the others only summed.
 */
export const itemChainResponseSchema = z.object({
  /** Step 1 'UR na registradora' (null for a bank item's divergence: its URs are the bank drawer's). */
  unit: z
    .object({
      key: z.string(),
      acquirer: acquirerRef,
      merchant: z.object({ name: z.string().nullable(), document: z.string() }),
      arrangement: z.object({ code: z.string(), name: z.string().nullable() }),
      settlement_date: day,
      constituted: z.boolean(),
      constituted_total: money,
      committed: money,
      free: money,
      settled: money,
    })
    .nullable(),
  /** Step 2 'Efeitos de contrato'. */
  effects: z.array(
    z.object({
      contract_identifier: z.string(),
      /** The commitment ('Detalhes do compromisso'); null for a contract the product does not know. */
      deal_id: z.string().nullable(),
      code: z.string().nullable(),
      creditor_name: z.string().nullable(),
      /** 0: 'Insucesso'. */
      priority: z.number(),
      onerated: money,
      applied: money,
      /** When Previsto was frozen before the settlement day (null while read live). */
      frozen_at: z.string().nullable(),
      status: z.enum(CHAIN_EFFECT_STATES),
      account: accountRef.nullable(),
    }),
  ),
  other_effects: z.object({ label: z.string(), applied: money }).nullable(),
  /** Step 3 'Liquidação'. */
  settlements: z.array(
    z.object({
      beneficiary: z.string(),
      /** The domicile as the registry names it ('{banco} · ag {agência} · cc {conta}') or a reconciled account's label. */
      account: z.string().nullable(),
      expected_date: day,
      effective_date: day,
      amount: money,
      contract_identifier: z.string().nullable(),
    }),
  ),
  other_settlements: z.object({ label: z.string(), amount: money }).nullable(),
});
export type ItemChain = z.infer<typeof itemChainResponseSchema>;

/** GET reconciliation/schedule/{id}: 'Detalhe da UR'; step 4 from the bank item, its lines or its suggestion. */
export const scheduleItemDetailResponseSchema = z.object({
  item: scheduleItemResponseSchema,
  chain: itemChainResponseSchema.nullable(),
  bank_item: bankItemResponseSchema.nullable(),
  credited: z.array(bankLineResponseSchema),
});
export type ScheduleItemDetail = z.infer<typeof scheduleItemDetailResponseSchema>;

/** GET reconciliation/divergences/{id}: the divergence, its item and the item's chain (the drawer shows the steps concerned). */
export const divergenceDetailResponseSchema = divergenceResponseSchema.extend({
  item: z.union([scheduleItemResponseSchema, bankItemResponseSchema]).nullable(),
  chain: itemChainResponseSchema.nullable(),
  bank_item: bankItemResponseSchema.nullable(),
  credited: z.array(bankLineResponseSchema),
});
export type DivergenceDetail = z.infer<typeof divergenceDetailResponseSchema>;
