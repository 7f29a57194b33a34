import { z } from 'zod';
import { INPUT_LIMITS, TCD_MAX_BYTES } from '../codes/limits';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { toCents } from '../format/currency';
import { hasAtMostTwoDecimals } from './fields';

/** min_percentage: above 0 and at most 100 (default 100). */
export const minPercentageSchema = z
  .number()
  .gt(0, { error: COMMITMENT_MESSAGES.minPercentageRange })
  .max(100, { error: COMMITMENT_MESSAGES.minPercentageRange })
  .default(100);

/** Commitment total: above 0, at most two decimals. */
export const commitmentAmountSchema = z
  .number({ error: COMMITMENT_MESSAGES.amountPositive })
  .gt(0, { error: COMMITMENT_MESSAGES.amountPositive })
  .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge })
  .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals });

/**
 * Compares the installments with the commitment total (in cents): null when they match, else
 * the message for a sum above or below the total.
 */
export function installmentsTotalError(total: number, installments: readonly number[]): string | null {
  const sum = installments.reduce((acc, amount) => acc + toCents(amount), 0);
  const expected = toCents(total);
  if (sum > expected) return COMMITMENT_MESSAGES.installmentsAboveTotal;
  if (sum < expected) return COMMITMENT_MESSAGES.installmentsBelowTotal;
  return null;
}

/** TCD file check: PDF, at most 5 MB. Returns the spec message or null. */
export function tcdFileError(file: { name: string; size: number; type?: string }): string | null {
  const isPdf = /\.pdf$/i.test(file.name) && (!file.type || file.type === 'application/pdf');
  if (!isPdf) return COMMITMENT_MESSAGES.tcdInvalidFormat;
  if (file.size > TCD_MAX_BYTES) return COMMITMENT_MESSAGES.tcdTooLarge;
  return null;
}
