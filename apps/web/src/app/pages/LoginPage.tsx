import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES, signInSchema, type SignInInput } from '@lastro/domain';
import { ApiError, api } from '../../lib/api';
import { setSession } from '../../lib/session';
import { Logo } from '../layout/Logo';

const t = MESSAGES.auth;

export default function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { token } = await api.post<{ token: string }>('account', 'accounts/sign-in', { ...values, origin: 1 }, { skipAuthRedirect: true });
      setSession(token);
      navigate('/app', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? (err.messages[0] ?? MESSAGES.common.genericError) : MESSAGES.common.genericError);
    }
  });

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={onSubmit} noValidate elevation={0} variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Box sx={{ mb: 3 }}>
          <Logo size={34} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t.loginTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t.loginDescription}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t.emailLabel}
          type="email"
          autoComplete="username"
          autoFocus
          sx={{ mb: 2 }}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t.passwordLabel}
          type="password"
          autoComplete="current-password"
          sx={{ mb: 3 }}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={hasErrors || isSubmitting}>
          {isSubmitting ? <CircularProgress size={22} color="inherit" /> : t.signIn}
        </Button>
      </Paper>
    </Box>
  );
}
