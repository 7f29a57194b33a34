import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { texts } from '../texts';
import { TOAST_DURATION, createToastApi, registerEnqueue, type ToastApi } from './toastBus';

export { TOAST_DURATION, TOAST_ERROR_DURATION, toast, toastApiError, type ToastApi } from './toastBus';

/** Toasts of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => createToastApi(() => enqueueSnackbar), [enqueueSnackbar]);
}

/**
 * notistack's own colours put white text on 3:1 backgrounds (green #43a047, blue, orange): these
 * shades keep the same hues at 4.5:1 or more, as WCAG AA asks of 14 px text.
 */
const ContrastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2E7D32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#C62828' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0A6AAE' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#A8460B' },
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
});
const TOAST_COMPONENTS = {
  default: ContrastContent,
  success: ContrastContent,
  error: ContrastContent,
  info: ContrastContent,
  warning: ContrastContent,
};

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
      Components={TOAST_COMPONENTS}
    >
      <Registrar />
      {children}
    </SnackbarProvider>
  );
}
