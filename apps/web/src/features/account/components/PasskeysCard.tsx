import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, PASSKEY_NAME_MAX, formatDateTime, type Passkey } from '@lastro/domain';
import { ConfirmDialog, TableScroll, WIDE_ONLY_CELL, toast, toastApiError } from '../../../components';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

const S = MESSAGES.security;

/** Asks for the passkey's name, then the browser's own prompt creates it. */
function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(MESSAGES.validation.required);
    add.mutate(name.trim(), {
      onSuccess: () => {
        toast.success(S.passkeyAdded);
        setName('');
        onClose();
      },
      onError: (err) => toastApiError(err),
    });
  };
  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{S.passkeyAdd}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={S.passkeyName}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? S.passkeyNameHint}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={add.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            {S.passkeyAdd}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'Minha conta': the account's passkeys (name, created, last used), added and removed here. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const rows = passkeys.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {S.passkeysTitle}
          </Typography>
          <Button variant="contained" onClick={() => setAdding(true)}>
            {S.passkeyAdd}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.passkeysDescription}
        </Typography>
        {passkeys.isSuccess && rows.length === 0 ? (
          <Typography variant="body2">{S.passkeyNone}</Typography>
        ) : (
          <TableScroll label={S.passkeysTitle}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{S.passkeyName}</TableCell>
                  <TableCell sx={WIDE_ONLY_CELL}>{S.passkeyCreated}</TableCell>
                  <TableCell>{S.passkeyLastUsed}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((p) => (
                  <TableRow key={p.id} data-testid="passkey-row">
                    <TableCell>{p.name}</TableCell>
                    <TableCell sx={WIDE_ONLY_CELL}>{formatDateTime(p.created_at)}</TableCell>
                    <TableCell>
                      {p.last_used_at ? formatDateTime(p.last_used_at) : S.passkeyNeverUsed}
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" color="error" onClick={() => setRemoving(p)}>
                        {S.passkeyRemove}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </CardContent>
      <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={S.passkeyRemoveTitle}
        description={removing ? S.passkeyRemoveConfirm.replace('{name}', removing.name) : undefined}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          remove
            .mutateAsync(removing!.id)
            .then(() => {
              toast.success(S.passkeyRemoved);
              setRemoving(null);
            })
            .catch((err: unknown) => toastApiError(err))
        }
      />
    </Card>
  );
}
