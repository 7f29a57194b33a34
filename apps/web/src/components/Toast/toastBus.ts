// Kept apart from the provider (and notistack) so the API client and the query cache can
// report errors without putting the toast library on the sign-in page's path.
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { getApiErrorMessage } from './apiError';

export const TOAST_ERROR_DURATION = 6000;
export const TOAST_DURATION = 3000;

export interface ToastApi {
  /** Auto-hides after 3000 ms. */
  success: (message: SnackbarMessage) => SnackbarKey | undefined;
  /** Auto-hides after 6000 ms. */
  error: (message: SnackbarMessage) => SnackbarKey | undefined;
  /** Auto-hides after 3000 ms. */
  info: (message: SnackbarMessage) => SnackbarKey | undefined;
  /** Auto-hides after 3000 ms. */
  warning: (message: SnackbarMessage) => SnackbarKey | undefined;
}

export type Enqueue = (message: SnackbarMessage, options: OptionsObject) => SnackbarKey;

export const createToastApi = (enqueue: () => Enqueue | null): ToastApi => {
  const show = (message: SnackbarMessage, options: OptionsObject) => enqueue()?.(message, options);
  return {
    success: (message) => show(message, { variant: 'success', autoHideDuration: TOAST_DURATION }),
    error: (message) => show(message, { variant: 'error', autoHideDuration: TOAST_ERROR_DURATION }),
    info: (message) => show(message, { variant: 'info', autoHideDuration: TOAST_DURATION }),
    warning: (message) => show(message, { variant: 'warning', autoHideDuration: TOAST_DURATION }),
  };
};

// The mounted provider's enqueue, for code outside React (api client, query callbacks).
let activeEnqueue: Enqueue | null = null;

/** The provider registers its enqueue here while mounted; returns the unregister call. */
export function registerEnqueue(enqueue: Enqueue): () => void {
  activeEnqueue = enqueue;
  return () => {
    if (activeEnqueue === enqueue) activeEnqueue = null;
  };
}

/** Toasts usable outside components; a no-op while no ToastProvider is mounted. */
export const toast: ToastApi = createToastApi(() => activeEnqueue);

/** Shows the first API error message (or the default error text) as an error toast and returns it. */
export function toastApiError(error: unknown): string {
  const message = getApiErrorMessage(error);
  toast.error(message);
  return message;
}

