/**
 * Every backend kind of the spec, each with its base URL. All are served by one
 * process under /api today; a kind can move to its own service by setting
 * VITE_API_<KIND>_URL at build time.
 */
export const SERVICE_KINDS = [
  'account',
  'creditor',
  'merchant',
  'domain',
  'contract',
  'deal',
  'request',
  'checkid',
  'notification',
  'upload',
  'export',
  'schedule',
  'reconciliation',
  'general',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

const env = import.meta.env as Record<string, string | undefined>;

export const SERVICE_BASE_URLS: Record<ServiceKind, string> = Object.fromEntries(
  SERVICE_KINDS.map((kind) => [kind, env[`VITE_API_${kind.toUpperCase()}_URL`] ?? '/api']),
) as Record<ServiceKind, string>;
