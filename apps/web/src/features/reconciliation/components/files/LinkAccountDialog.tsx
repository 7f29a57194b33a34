import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';
import { useAccountOptions, useLinkAccount } from '../../api/files';

const M = MESSAGES.reconciliationFiles;
/** The choice that ignores the account's lines (sent as account_id null). */
const IGNORE = '__ignorar__';

export interface LinkAccountDialogProps {
  fileId: string;
  creditorId: string;
  raw: string;
  onClose: () => void;
}

/** 'Vincular conta' (spec 4 §2.7 [D18]): an unknown identification becomes one of the creditor's accounts, or is ignored. */
export function LinkAccountDialog({ fileId, creditorId, raw, onClose }: LinkAccountDialogProps) {
  const toast = useToast();
  const accounts = useAccountOptions(creditorId);
  const link = useLinkAccount();
  const [account, setAccount] = useState('');
  const [remember, setRemember] = useState(true);
  return (
    <Dialog open onClose={link.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="link-account-title">
      <DialogTitle id="link-account-title">{M.linkTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.linkText(raw)}</DialogContentText>
        <TextField select fullWidth required label={M.linkAccount} value={account} onChange={(e) => setAccount(e.target.value)}>
          {(accounts.data ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.label}
            </MenuItem>
          ))}
          <MenuItem value={IGNORE}>{M.ignoreAccount}</MenuItem>
        </TextField>
        <FormControlLabel sx={{ mt: 1 }} control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={M.remember} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={link.isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={account === '' || link.isPending}
          onClick={async () => {
            await link.mutateAsync({ id: fileId, raw, account_id: account === IGNORE ? null : account, remember });
            toast.success(M.linked);
            onClose();
          }}
        >
          {M.link}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
