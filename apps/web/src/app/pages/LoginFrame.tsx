import { Alert, Box, FormControl, InputLabel, OutlinedInput, Paper, Typography } from '@mui/material';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { SECURITY_MESSAGES } from '@lastro/domain/messages/security';
import { Logo } from '../layout/Logo';

const S = SECURITY_MESSAGES;

/** The card every step of the sign-in sits in. */
export function LoginFrame(props: {
  title: string;
  description: string;
  error: string | null;
  onSubmit?: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Paper
        component={props.onSubmit ? 'form' : 'div'}
        onSubmit={props.onSubmit}
        noValidate
        elevation={0}
        variant="outlined"
        sx={{ p: 4, width: '100%', maxWidth: 400 }}
      >
        <Box sx={{ mb: 3 }}>
          <Logo size={34} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {props.description}
        </Typography>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {props.error}
          </Alert>
        )}
        {props.children}
      </Paper>
    </Box>
  );
}

export function CodeField(props: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" sx={{ mb: 3 }}>
      <InputLabel htmlFor={id}>{S.codeLabel}</InputLabel>
      <OutlinedInput
        id={id}
        name="code"
        label={S.codeLabel}
        autoComplete="one-time-code"
        autoFocus
        value={props.value}
        onChange={props.onChange}
      />
    </FormControl>
  );
}
