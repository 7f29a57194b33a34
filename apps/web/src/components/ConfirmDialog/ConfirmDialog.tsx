import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { texts } from '../texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** 'Sim'. If it returns a promise, both buttons are disabled and 'Sim' shows a spinner until it settles. */
  onConfirm: () => unknown;
  /** 'Não', Esc and backdrop click. */
  onCancel: () => void;
  /** External pending state (e.g. a mutation's isPending). */
  loading?: boolean;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function ConfirmDialog({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  const titleId = useId();
  const descriptionId = useId();
  const busy = pending || loading;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleConfirm = async () => {
    const result = onConfirm();
    if (!isPromiseLike(result)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports its own errors (e.g. with toastApiError); the dialog only stops waiting.
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {description ? (
        <DialogContent>
          <DialogContentText id={descriptionId}>{description}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {texts.confirm.no}
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleConfirm()}
          disabled={busy}
          loading={busy}
          aria-busy={busy}
        >
          {texts.confirm.yes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
