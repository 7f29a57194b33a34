import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@lastro/domain';
import { toastApiError, useToast } from '../../../components';
import { PasswordIndicators } from '../../../components/PasswordIndicators';
import { useChangePassword } from '../api/account-actions';

const A = MESSAGES.auth;

export interface ChangePasswordDialogProps {
  open: boolean;
  user: { email: string; name: string } | null;
  onClose: () => void;
}

/**
 * 'Nova senha' with live indicators and 'Atualizar'. The indicators are not enforced here
 * (spec 5): the button is disabled only while the request runs; the server applies the rule.
 */
export function ChangePasswordDialog({ open, user, onClose }: ChangePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const change = useChangePassword();
  const toast = useToast();

  const close = () => {
    if (change.isPending) return;
    setPassword('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    try {
      await change.mutateAsync({ email: user.email, password });
      toast.success(A.passwordChanged);
      setPassword('');
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="change-password-title">{A.changePasswordTitle}</DialogTitle>
        <DialogContent>
          {user ? <DialogContentText sx={{ mb: 2 }}>{user.name} ({user.email})</DialogContentText> : null}
          <TextField
            label={A.newPassword}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            fullWidth
            autoFocus
            size="small"
          />
          <PasswordIndicators password={password} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending} loading={change.isPending}>
            {MESSAGES.common.update}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
