/** Merchant messages of the onboarding part (spread into MESSAGES.merchants). */
export const MERCHANT_ONBOARDING_MESSAGES = {} as const;
