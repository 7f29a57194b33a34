import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { theme } from './theme';

/**
 * Toasts and the query cache are provided by the signed-in frame and the invitation and
 * onboarding pages, not here: the sign-in page shows its errors inline and calls the API
 * directly, so neither is on its first load.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
