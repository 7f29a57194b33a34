import { useSyncExternalStore } from 'react';
import { sessionClaimsSchema, type SessionClaims } from '@lastro/domain/sign-in';

const TOKEN_KEY = 'lastro.token';
const listeners = new Set<() => void>();

export interface Session {
  token: string;
  user: SessionClaims;
  isAdmin: boolean;
}

let cached: { token: string | null; session: Session | null } = { token: null, session: null };

function decode(token: string): SessionClaims | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = decodeURIComponent(
      atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
        .split('')
        .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    const parsed = sessionClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function getSession(): Session | null {
  const token = getToken();
  if (token === cached.token) return cached.session;
  const user = token ? decode(token) : null;
  if (token && !user) {
    // A token that cannot be read never becomes valid: drop it so the user starts again at the login.
    sessionStorage.removeItem(TOKEN_KEY);
    cached = { token: null, session: null };
    return null;
  }
  cached = { token, session: token && user ? { token, user, isAdmin: user.accountType === 'Backoffice' } : null };
  return cached.session;
}

export function setSession(token: string): Session | null {
  sessionStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((l) => l());
  return getSession();
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user (decoded from the token kept in session storage), or null. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
