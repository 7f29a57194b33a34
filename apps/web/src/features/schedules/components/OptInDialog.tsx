import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, addDays, optInInputSchema } from '@lastro/domain';
import { ApiError } from '../../../lib/api';
import { useRegisterOptIn } from '../../../lib/reference/merchantOptIns';

const M = MESSAGES.schedules;

export interface OptInDialogProps {
  open: boolean;
  merchantId: string;
  creditorId: string;
  /** The registry's date: the opt-in starts there by default. */
  registryDate: string;
  onClose: () => void;
  /** The registry accepted the opt-in. */
  onRegistered: () => void;
}

/** An administrator registers the merchant's opt-in for the creditor by hand, with its dates. */
export function OptInDialog({ open, merchantId, creditorId, registryDate, onClose, onRegistered }: OptInDialogProps) {
  const today = registryDate;
  const [values, setValues] = useState({ signature_date: today, start_date: today, end_date: addDays(today, 365) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegisterOptIn(merchantId);

  const submit = async () => {
    setFailure(null);
    const parsed = optInInputSchema.safeParse({ ...values, creditor_id: creditorId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    setErrors({});
    try {
      await register.mutateAsync(parsed.data);
      onRegistered();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : MESSAGES.common.genericError);
    }
  };

  const field = (name: keyof typeof values, label: string) => (
    <TextField
      type="date"
      label={label}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="optin-title" fullWidth maxWidth="xs">
      <DialogTitle id="optin-title">{M.registerOptIn}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('signature_date', M.signatureDateLabel)}
          {field('start_date', M.startDateLabel)}
          {field('end_date', M.endDateLabel)}
          {failure ? <DialogContentText color="error">{failure}</DialogContentText> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={register.isPending}>
          {M.registerOptIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
