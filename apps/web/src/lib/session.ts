import { useSyncExternalStore } from 'react';
import { readSessionClaims, type SessionClaims } from '@lastro/domain/session-claims';
import { clearSession, dropToken, getToken, storeToken, subscribeToToken } from './token';

export { clearSession, getToken };

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
    return readSessionClaims(JSON.parse(json));
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const token = getToken();
  if (token === cached.token) return cached.session;
  const user = token ? decode(token) : null;
  if (token && !user) {
    // A token that cannot be read never becomes valid: drop it so the user starts again at the login.
    dropToken();
    cached = { token: null, session: null };
    return null;
  }
  cached = { token, session: token && user ? { token, user, isAdmin: user.accountType === 'Backoffice' } : null };
  return cached.session;
}

export function setSession(token: string): Session | null {
  storeToken(token);
  return getSession();
}

/** The signed-in user (decoded from the token kept in session storage), or null. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToToken, getSession, getSession);
}
