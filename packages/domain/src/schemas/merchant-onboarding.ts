import { z } from 'zod';
import { platformPasswordSchema } from './auth';
import { MERCHANT_ONBOARDING_MESSAGES } from '../messages/merchants-onboarding';
import { emailSchema, requiredString } from './common';

// Request and response schemas of the merchants' onboarding part.

/** The onboarding token as the link carries it (base64url); anything else is simply "invalid". */
export const onboardingTokenSchema = z.string().max(200);

export const onboardingTokenBodySchema = z.object({ token: onboardingTokenSchema });

/** A 6-digit code (spaces the user may type are tolerated). */
export const onboardingCodeBodySchema = z.object({
  token: onboardingTokenSchema,
  code: requiredString().transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, { error: MERCHANT_ONBOARDING_MESSAGES.codeInvalid })),
});

export const ONBOARDING_STEPS = ['email', 'phone', 'partnership', 'policy', 'selfie'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingStateResponseSchema = z.object({
  merchant: z.object({ trading_name: z.string(), company_name: z.string() }),
  creditor: z.object({ company_name: z.string() }),
  /** Masked: the page shows where the codes go, never the whole address. */
  email: z.string(),
  phone_number: z.string().nullable(),
  steps: z.object({ email: z.boolean(), phone: z.boolean(), partnership: z.boolean(), policy: z.boolean(), selfie: z.boolean() }),
  finished: z.boolean(),
  expires_at: z.string(),
});
export type OnboardingState = z.infer<typeof onboardingStateResponseSchema>;

/** The link the admin sends the merchant ('Gerar token'). */
export const onboardingLinkResponseSchema = z.object({ link: z.string() });

/** One date-time-address check of an access account. */
export const accessCheckResponseSchema = z.object({ date: z.string().nullable(), address: z.string().nullable() });
export type AccessCheck = z.infer<typeof accessCheckResponseSchema>;

/** A row of 'Dados de acesso' (spec 2 §3 Access account). */
export const merchantAccessAccountResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  checked_email: accessCheckResponseSchema,
  checked_phone_number: accessCheckResponseSchema,
  checked_term_partnership: accessCheckResponseSchema,
  checked_term_policy: accessCheckResponseSchema,
  checked_selfie: accessCheckResponseSchema,
  locked: z.boolean(),
  created_at: z.string(),
});
export type MerchantAccessAccount = z.infer<typeof merchantAccessAccountResponseSchema>;

/** Admin: a new password for an access account of the merchant. */
export const merchantAccessPasswordSchema = z.object({
  newPassword: platformPasswordSchema,
  email: emailSchema,
});

export const merchantAccessEmailSchema = z.object({ email: emailSchema });
