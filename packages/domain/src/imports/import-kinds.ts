/** The bulk imports of spec 3 §2.1-§2.4; `<kind>` names the job type 'import.<kind>'. */
export const IMPORT_KINDS = [
  'commitments',
  'smoke-commitments',
  'merchants-maintenance',
  'merchants-registration',
  'change-deals',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Merchant import function (spec 3 §9): Manutenção 0, Cadastro 1. */
export const MERCHANT_IMPORT_FUNCTION = { manutencao: 0, cadastro: 1 } as const;

/** Default limits; the server reads IMPORT_MAX_BYTES / IMPORT_MAX_ROWS to change them. */
export const IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, maxRows: 200_000 } as const;
