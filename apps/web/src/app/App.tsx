import { RouterProvider } from 'react-router';
import { router } from './router';

/**
 * The app's routes. The theme is provided above it (app/Root.tsx); toasts and the query cache
 * by the signed-in frame and the invitation and onboarding pages, not here: the sign-in page
 * shows its errors inline and calls the API directly, so neither is on its first load.
 */
export default function App() {
  return <RouterProvider router={router} />;
}
