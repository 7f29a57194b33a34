/** Merchant messages of the list part (spread into MESSAGES.merchants). */
export const MERCHANT_LIST_MESSAGES = {} as const;
