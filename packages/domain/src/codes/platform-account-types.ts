/** Account types of the platform: administrators (Backoffice) and creditor users (Creditor). */
export const ACCOUNT_TYPES = ['Backoffice', 'Creditor'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE = { backoffice: 'Backoffice', creditor: 'Creditor' } as const;

export const ACCOUNT_TYPE_OPTIONS = [
  { value: 'Backoffice', label: 'Backoffice' },
  { value: 'Creditor', label: 'Fornecedor' },
] as const;

/** Admin = account type Backoffice. */
export function isAdmin(user: { accountType?: string | null } | null | undefined): boolean {
  return user?.accountType === ACCOUNT_TYPE.backoffice;
}

/** Primary account = isSecundaryAccount equal to the string 'False'. */
export function isPrimaryAccount(user: { isSecundaryAccount?: string | null } | null | undefined): boolean {
  return user?.isSecundaryAccount === 'False';
}

/** Profile kinds: platform (is_lastro true, resources type 1) and Fornecedor (false, type 2). */
export const PROFILE_TYPES = [
  { value: true, label: 'Plataforma', resourceType: 1 },
  { value: false, label: 'Fornecedor', resourceType: 2 },
] as const;
export type ProfileResourceType = (typeof PROFILE_TYPES)[number]['resourceType'];

/** Resource type used to fetch a profile's permission rows: 1 platform, 2 otherwise. */
export function resourceTypeOfProfile(isPlatformProfile: boolean): ProfileResourceType {
  return isPlatformProfile ? 1 : 2;
}

/** Name of the creditor administrator profile, hidden from non-admins. */
export const CREDITOR_ADMIN_PROFILE_NAME = 'Administrador Fornecedor';
