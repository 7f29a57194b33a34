/** Where a merchant account was created. */
export const MERCHANT_ORIGINS = [
  { value: 1, label: 'Portal' },
  { value: 2, label: 'Backoffice' },
  { value: 3, label: 'Api' },
  { value: 4, label: 'HotSite' },
] as const;
export type MerchantOrigin = (typeof MERCHANT_ORIGINS)[number]['value'];
