import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toastApiError } from '../components/Toast/toastBus';
import { ApiError } from '../lib/api';

/**
 * Failures become the spec's error toast (first errors.message, or the generic text)
 * unless a query or mutation handles them itself (meta: { silent: true }). A 401 is
 * already handled by the API client (session cleared, page reloaded).
 */
function report(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.status === 401) return;
  toastApiError(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      // A mutation with its own onError shows its own message.
      if (mutation.options.onError) return;
      report(error, mutation.meta);
    },
  }),
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
