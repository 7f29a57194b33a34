/** Merchant messages of the form part (spread into MESSAGES.merchants). */
export const MERCHANT_FORM_MESSAGES = {} as const;
