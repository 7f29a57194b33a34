/**
 * The signed-in frame's chunk. The router loads it lazily, and the login page starts the
 * download as the user submits, so that the sign-in request and the chunk travel together
 * instead of one after the other.
 */
export const loadAppShell = () => import('./layout/AppShell');
