import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { texts } from '../texts';
import { TOAST_DURATION, createToastApi, registerEnqueue, type ToastApi } from './toastBus';

export { TOAST_DURATION, TOAST_ERROR_DURATION, toast, toastApiError, type ToastApi } from './toastBus';

/** Toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => createToastApi(() => enqueueSnackbar), [enqueueSnackbar]);
}

function Registrar() {
  const { enqueueSnackbar } = useSnackbar();
  useLayoutEffect(() => registerEnqueue(enqueueSnackbar), [enqueueSnackbar]);
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
