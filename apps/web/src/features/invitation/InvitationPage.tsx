import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, invitationAcceptSchema } from '@lastro/domain';
import { SubmitButton, SubmitForm, getApiErrorMessage } from '../../components';
import { PasswordIndicators } from '../../components/PasswordIndicators';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';

const I = MESSAGES.invitation;

/** The platform password rule, then the confirmation must match. */
const formSchema = invitationAcceptSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: I.mismatch });
type FormValues = z.infer<typeof formSchema>;

function Card({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={0} variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {I.pageTitle}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

const ToLogin = () => (
  <Button component={RouterLink} to="/login" variant="contained" fullWidth>
    {I.goToLogin}
  </Button>
);

/** /convite?token=...: the invited user chooses a password (platform rule); the link works once. */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const form = useForm<FormValues>({ mode: 'onChange', resolver: zodResolver(formSchema), defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;
  const confirmTouched = form.formState.dirtyFields.confirm;
  // A new password re-checks a confirmation already typed.
  useEffect(() => {
    if (confirmTouched) void form.trigger('confirm');
  }, [password, confirmTouched, form]);

  if (!token || invitation.isError) {
    return (
      <Card>
        <Alert severity="error" sx={{ my: 3 }} role="alert">
          {I.invalid}. {I.invalidHint}
        </Alert>
        <ToLogin />
      </Card>
    );
  }
  if (invitation.isPending) {
    return (
      <Card>
        <CircularProgress sx={{ mt: 3 }} aria-label={MESSAGES.common.loading} />
      </Card>
    );
  }
  if (accept.isSuccess) {
    return (
      <Card>
        <Alert severity="success" sx={{ my: 3 }} role="status">
          {I.accepted}
        </Alert>
        <ToLogin />
      </Card>
    );
  }

  return (
    <Card>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {I.pageDescription}
      </Typography>
      <SubmitForm form={form} onValid={(v) => accept.mutateAsync({ token, password: v.password })}>
        <Stack spacing={2}>
          <TextField label={I.emailLabel} value={invitation.data.email} disabled fullWidth autoComplete="username" />
          <TextField
            {...form.register('password')}
            label={I.passwordLabel}
            type="password"
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            fullWidth
          />
          <PasswordIndicators password={password ?? ''} />
          <TextField
            {...form.register('confirm')}
            label={I.confirmLabel}
            type="password"
            autoComplete="new-password"
            error={Boolean(errors.confirm)}
            helperText={errors.confirm?.message}
            fullWidth
          />
          {accept.isError ? (
            <Alert severity="error" role="alert">
              {getApiErrorMessage(accept.error)}
            </Alert>
          ) : null}
          <SubmitButton size="large" fullWidth pending={accept.isPending}>
            {I.submit}
          </SubmitButton>
        </Stack>
      </SubmitForm>
    </Card>
  );
}
