import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { REGISTERED_CONTRACT_MESSAGES } from '../messages/registered-contracts';
import { boundedString } from './common';

/** GET registered-contracts?external_reference=: an external reference or a contract identifier. */
export const registeredContractQuerySchema = z.object({
  external_reference: boundedString(INPUT_LIMITS.search).min(1, { error: REGISTERED_CONTRACT_MESSAGES.notFound }),
});
export type RegisteredContractQuery = z.output<typeof registeredContractQuerySchema>;

/** One UR the contract reaches, with its amounts in reais. */
export const registeredReceivableReplySchema = z.object({
  document_acquirer: z.string(),
  arrangement_code: z.string(),
  /** Settlement date of the UR, YYYY-MM-DD. */
  due_date: z.string(),
  amount_total: z.number(),
  amount_effect: z.number(),
  amount_blocked: z.number(),
  asset_holder_document: z.string(),
  /** What the UR's settlement paid to the contract through this effect (0 before it settles). */
  amount_settled: z.number(),
  /** When it was paid (data efetiva), YYYY-MM-DD; null while unpaid. */
  settlement_date_effective: z.string().nullable(),
});
export type RegisteredReceivable = z.infer<typeof registeredReceivableReplySchema>;

/** Spec 3 §3 "Registered contract response", plus the platform's participant document. */
export const registeredContractResponseSchema = z.object({
  external_reference: z.string(),
  reference_id: z.string(),
  amount: z.number(),
  due_date: z.string(),
  /** The merchant (UFR), titular of the receivables. */
  asset_holder_document: z.string(),
  /** The creditor (financiador) that contracted. */
  requestor_document: z.string(),
  /** The registry participant: the platform itself (configuration). */
  participant_document: z.string(),
  bank_account: z.object({
    document_holder: z.string(),
    type: z.string(),
    isbp: z.string(),
    agency: z.string().nullable(),
    number: z.string().nullable(),
  }),
  receivables: z.array(registeredReceivableReplySchema),
  receivables_pending: z.array(registeredReceivableReplySchema),
  receivables_amount_effect: z.number(),
  /** Everything the registry paid to the contract, settled URs included. */
  receivables_amount_settled: z.number(),
});
export type RegisteredContractResponse = z.infer<typeof registeredContractResponseSchema>;

/** One line of the 'Tabela de URs' as shown: pending ones first marked 'A constituir' with indicator 0. */
export interface RegisteredUnitLine extends RegisteredReceivable {
  constituted: boolean;
  constitution: string;
  encumbrance_indicator: 0 | 1;
  division: string;
}

/**
 * The URs table of the screen (and its spreadsheet): constituted receivables show
 * 'Constituida' with indicator 1, pending ones 'A constituir' with 0; division is always
 * 'Valor Fixo'; rows by due date (then acquirer and arrangement, so equal dates keep one order).
 */
export function registeredUnitLines(contract: Pick<RegisteredContractResponse, 'receivables' | 'receivables_pending'>): RegisteredUnitLine[] {
  const M = REGISTERED_CONTRACT_MESSAGES;
  const lines: RegisteredUnitLine[] = [
    ...contract.receivables.map((r) => ({ ...r, constituted: true, constitution: M.constituted, encumbrance_indicator: 1 as const, division: M.fixedAmount })),
    ...contract.receivables_pending.map((r) => ({ ...r, constituted: false, constitution: M.toBeConstituted, encumbrance_indicator: 0 as const, division: M.fixedAmount })),
  ];
  return lines.sort(
    (a, b) =>
      a.due_date.localeCompare(b.due_date) ||
      a.document_acquirer.localeCompare(b.document_acquirer) ||
      a.arrangement_code.localeCompare(b.arrangement_code),
  );
}

/** Holder type: PJ when the requestor's document has 14 characters (CNPJ), PF otherwise. */
export const holderTypeOf = (requestorDocument: string): 'PJ' | 'PF' => (requestorDocument.replace(/[^0-9A-Za-z]/g, '').length === 14 ? 'PJ' : 'PF');
