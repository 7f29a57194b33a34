/** Paging, export and other limits of the specification. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_OFFSET = 0;
/** Largest page a list call may request (the merchant export). */
export const MAX_LIST_LIMIT = 250000;

export const EXPORT_LIMITS = {
  /** originators, acquirers, arrangements, banks, schedules */
  lists: 9999,
  profiles: 99999,
  deals: 99999,
  profileAccounts: 99999,
  merchants: 250000,
  /** every export of spec 4 (§11) */
  reconciliation: 250000,
} as const;

/** Dropdown fetches (creditors, merchants). */
export const DROPDOWN_LIMIT = 999999;
/**
 * GET creditors as every creditor picker asks it: the creditors one may still choose, in the
 * order a person looks a name up (alphabetical), not the register's newest-first.
 */
export const CREDITOR_PICKER_QUERY = { limit: DROPDOWN_LIMIT, active: 'true', companyNameOrder: 'asc' } as const;
export const PERMISSION_LIST_LIMIT = 200;
export const PARAMETER_FETCH_LIMIT = 9999;
export const HISTORY_LIMIT = 9999;
export const NOTIFICATIONS_PAGE_SIZE = 25;
export const DOCUMENT_HISTORY_PAGE_SIZE = 5;

/** Sign-in origin default. */
export const SIGN_IN_ORIGIN_DEFAULT = 1;
/** Platform user creation defaults. */
export const PLATFORM_USER_DEFAULTS = { origin: '2', type: '3' } as const;
/** Creditor creation defaults. */
export const CREDITOR_ACCOUNT_DEFAULTS = {
  origin_account: '2',
  type_account: '2',
  type_person: '1',
} as const;
/** Merchant account defaults (also used by imports). */
export const MERCHANT_ACCOUNT_DEFAULTS = { origin_account: 2, type_account: 1 } as const;

export const TOAST_DURATION_MS = { error: 6000, default: 3000 } as const;
export const SIDE_MENU_WIDTH = 260;
export const ORIGINATOR_WIZARD_WIDTH = 720;

/** TCD (debt confession term) upload: PDF only, at most 5 MB. */
export const TCD_MAX_BYTES = 5242880;
export const MAX_IMAGE_DIMENSION = 1200;
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

export const CSV_SEPARATOR = ';';
export const SMOKE_COMMITMENT_TEMPLATE_FILE = 'modelo_compromissos.csv';
export const CHANGE_DEALS_TEMPLATE_FILE = 'modela_alteracao_contrato.csv';

export const MIN_PERCENTAGE_DEFAULT = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_NAME_LENGTH = { min: 3, max: 30 } as const;
export const REGISTER_NAME_LENGTH = { min: 3, max: 30 } as const;
export const BANK_NAME_LENGTH = { min: 3, max: 50 } as const;

/**
 * Input limits every API route shares. `text` is the default maximum of the schema building
 * blocks (500 characters stay under PostgreSQL's b-tree entry size even in 4-byte UTF-8);
 * `textCeiling` is the server's refusal for any one text of any route before its schema runs.
 */
export const INPUT_LIMITS = {
  text: 500,
  email: 254,
  search: 200,
  /** Passwords: far above any rule, low enough that hashing one costs nothing unusual. */
  password: 128,
  /** Short codes a caller sends along (origin, type): the columns hold a few characters. */
  code: 30,
  /** Items of one list in a request body (originators, domiciles, parameters, permissions). */
  items: 1000,
  textCeiling: 10_000,
  depth: 32,
  /** PostgreSQL integer (int4) columns: ids of profiles, resources and the like. */
  int4Max: 2_147_483_647,
  /** Money columns are numeric(15, 2). */
  moneyMax: 9_999_999_999_999.99,
} as const;
