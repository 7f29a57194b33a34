/** Merchant messages of the acquirers part (spread into MESSAGES.merchants). */
export const MERCHANT_ACQUIRERS_MESSAGES = {} as const;
