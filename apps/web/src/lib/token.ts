// The session token as session storage keeps it, and who is told when it changes. Apart from
// session.ts, which reads the signed-in user out of the token: the sign-in page and the API
// client need the token only, and reading the user is not on the sign-in page's first load.

const TOKEN_KEY = 'lastro.token';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Keeps the token the server answered to a sign-in (session.ts reads the user out of it). */
export function storeToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((l) => l());
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  listeners.forEach((l) => l());
}

/** Drops a token that cannot be read, without telling the listeners (they are reading it). */
export function dropToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
