/**
 * The app's chunks that the sign-in page starts downloading as the user submits, so that the
 * sign-in request and the chunks travel together instead of one after the other: the router
 * with its providers (app/App.tsx; the first page loads it lazily, see app/Root.tsx) and the
 * signed-in frame, which the router loads lazily.
 */
export const loadApp = () => import('./App');
export const loadAppShell = () => import('./layout/AppShell');
