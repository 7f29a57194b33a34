import { ACCOUNT_TYPES, type AccountType } from '../codes/platform-account-types';

// Written without zod: every signed-in page reads the user out of the token before its own
// chunk loads, and zod is not needed on that path (the pages that validate forms bring it).

/** Claims of the session token (the signed-in user). */
export interface SessionClaims {
  name: string;
  companyName: string;
  personId: string | null;
  accountId: string;
  accountType: AccountType;
  isSecundaryAccount: 'True' | 'False';
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  options.includes(value as T);

/** The session claims of a token's payload (other keys left out), or null when one is missing or of the wrong kind. */
export function readSessionClaims(payload: unknown): SessionClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { name, companyName, personId, accountId, accountType, isSecundaryAccount } = payload as Record<
    string,
    unknown
  >;
  if (!isText(name) || !isText(companyName) || !isText(accountId)) return null;
  if (personId !== null && !isText(personId)) return null;
  if (!isOneOf(ACCOUNT_TYPES, accountType) || !isOneOf(['True', 'False'] as const, isSecundaryAccount))
    return null;
  return { name, companyName, personId, accountId, accountType, isSecundaryAccount };
}
