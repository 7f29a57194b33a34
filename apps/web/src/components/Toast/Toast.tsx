import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import {
  SnackbarProvider,
  useSnackbar,
  type OptionsObject,
  type SnackbarKey,
  type SnackbarMessage,
} from 'notistack';
import { texts } from '../texts';
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

type Enqueue = (message: SnackbarMessage, options: OptionsObject) => SnackbarKey;

const createToastApi = (enqueue: () => Enqueue | null): ToastApi => {
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

/** Toasts usable outside components; a no-op while no ToastProvider is mounted. */
export const toast: ToastApi = createToastApi(() => activeEnqueue);

/** Shows the first API error message (or the default error text) as an error toast and returns it. */
export function toastApiError(error: unknown): string {
  const message = getApiErrorMessage(error);
  toast.error(message);
  return message;
}

/** Toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => createToastApi(() => enqueueSnackbar), [enqueueSnackbar]);
}

function Registrar() {
  const { enqueueSnackbar } = useSnackbar();
  useLayoutEffect(() => {
    const enqueue: Enqueue = enqueueSnackbar;
    activeEnqueue = enqueue;
    return () => {
      if (activeEnqueue === enqueue) activeEnqueue = null;
    };
  }, [enqueueSnackbar]);
  return null;
}

function CloseAction({ snackKey }: { snackKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <Button color="inherit" size="small" onClick={() => closeSnackbar(snackKey)}>
      {texts.toast.close}
    </Button>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Toasts shown at once; default 3. */
  maxSnack?: number;
}

/** notistack provider: top centre, a 'Fechar' button on every toast. */
export function ToastProvider({ children, maxSnack = 3 }: ToastProviderProps) {
  return (
    <SnackbarProvider
      maxSnack={maxSnack}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION}
      action={(key) => <CloseAction snackKey={key} />}
    >
      <Registrar />
      {children}
    </SnackbarProvider>
  );
}
