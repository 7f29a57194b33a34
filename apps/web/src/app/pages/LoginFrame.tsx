import { Alert, Box, FormControl, FormHelperText, InputLabel, OutlinedInput, Paper, Typography } from '@mui/material';
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

/**
 * One field of the sign-in's steps, written with MUI's input parts rather than TextField: the
 * sign-in is the first page every visitor downloads. Its helper line shows the error, else the hint.
 */
export function LoginInput(props: {
  name: string;
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: string;
  hint?: string;
  maxLength?: number;
  /** Space below, in theme units (3 by default). */
  mb?: number;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  const helper = props.error ?? props.hint;
  return (
    <FormControl fullWidth size="small" error={Boolean(props.error)} sx={{ mb: props.mb ?? 3 }}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type}
        label={props.label}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        inputProps={props.maxLength ? { maxLength: props.maxLength } : undefined}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}

export function CodeField(props: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <LoginInput
      name="code"
      label={S.codeLabel}
      autoComplete="one-time-code"
      autoFocus
      value={props.value}
      onChange={props.onChange}
    />
  );
}
