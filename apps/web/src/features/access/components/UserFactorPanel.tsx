import { Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, type UserFactor } from '@lastro/domain';
import { ConfirmDialog, toast, toastApiError } from '../../../components';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const S = MESSAGES.security;

/** On a user's edit screen, for administrators: the user's second factor and its reset. */
export function UserFactorPanel({ userId }: { userId: string }) {
  const session = useSession();
  const isAdmin = Boolean(session?.isAdmin);
  const client = useQueryClient();
  const key = ['users', userId, 'second-factor'];
  const factor = useQuery({
    queryKey: key,
    queryFn: () => api.get<UserFactor>('account', `users/${userId}/second-factor`),
    enabled: isAdmin,
  });
  const reset = useMutation({
    mutationFn: () => api.delete<null>('account', `users/${userId}/second-factor`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const [confirming, setConfirming] = useState(false);
  if (!isAdmin || !factor.data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography>{factor.data.enrolled ? S.userFactorOn : S.userFactorOff}</Typography>
        <Button
          variant="outlined"
          color="warning"
          disabled={!factor.data.enrolled}
          onClick={() => setConfirming(true)}
        >
          {S.resetFactor}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={S.resetFactor}
        description={S.resetFactorConfirm}
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(S.factorReset);
            },
            onError: (err) => toastApiError(err),
          })
        }
      />
    </Paper>
  );
}
