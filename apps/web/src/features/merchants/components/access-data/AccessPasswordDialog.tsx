import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@lastro/domain';
import { toastApiError, useToast } from '../../../../components';
import { PasswordIndicators } from '../../../../components/PasswordIndicators';
import { useChangeAccessPassword } from '../../api/access-data';

const M = MESSAGES.merchants;

/** 'Alterar senha' of one access account; the server applies the platform's password rule. */
export function AccessPasswordDialog({ merchantId, account, onClose }: { merchantId: string; account: { email: string; name: string } | null; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const change = useChangeAccessPassword(merchantId);
  const toast = useToast();
  const close = () => {
    setPassword('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!account) return;
    change.mutate(
      { email: account.email, newPassword: password },
      {
        onSuccess: () => {
          toast.success(M.passwordChanged);
          close();
        },
        onError: toastApiError,
      },
    );
  };
  return (
    <Dialog open={Boolean(account)} onClose={close} maxWidth="xs" fullWidth aria-labelledby="access-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="access-password-title">{M.changePassword}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {account?.name} ({account?.email})
          </DialogContentText>
          <TextField
            label={M.newPasswordLabel}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoFocus
            fullWidth
            size="small"
          />
          <PasswordIndicators password={password} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{MESSAGES.common.cancel}</Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {MESSAGES.common.update}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
