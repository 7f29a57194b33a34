import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../lib/paths';
import { getToken } from '../lib/token';
import { PageLoading } from './pages/PageLoading';
import { loadApp } from './preload';
import { theme } from './theme';

const App = lazy(loadApp);
const LoginPage = lazy(() => import('./pages/LoginPage'));

/**
 * A visitor without a session who opens /login gets the sign-in page on its own: the router,
 * the session reader and the rest of the app (app/App.tsx) load once the visitor signs in (the
 * page starts that download as it submits), then the app takes over at /login and, signed in,
 * goes on to /app as the router's sign-in route does. Any other address, or a visitor who
 * has a token, starts with the app.
 */
function startsAtSignIn(): boolean {
  return window.location.pathname === paths.login.path && !getToken();
}

export function Root() {
  const [signingIn, setSigningIn] = useState(startsAtSignIn);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={<PageLoading />}>
        {signingIn ? <LoginPage onSignedIn={() => setSigningIn(false)} /> : <App />}
      </Suspense>
    </ThemeProvider>
  );
}
