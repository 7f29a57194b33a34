/** Merchant messages of the partners part (spread into MESSAGES.merchants). */
export const MERCHANT_PARTNERS_MESSAGES = {} as const;
