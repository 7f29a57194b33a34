import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import type { FactorEnrolment as Enrolment } from '@lastro/domain';
import { COMMON_MESSAGES } from '@lastro/domain/messages/common';
import { SECURITY_MESSAGES as S } from '@lastro/domain/messages/security';
import { errorMessageOf } from '../../lib/api';

export interface FactorEnrolmentProps {
  /** Starts the enrolment: the secret, its otpauth URI and QR code. */
  start: () => Promise<Enrolment>;
  /** Confirms it with the first code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** The user has seen (and kept) the recovery codes. */
  onDone: () => void;
}


/**
 * The one enrolment of a TOTP factor, in 'Minha conta' and at the sign-in of an account that
 * must enrol: scan (or type the secret), confirm a code, keep the recovery codes shown this once.
 */
export function FactorEnrolment({ start, confirm, onDone }: FactorEnrolmentProps) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    start().then(
      (e) => live && setEnrolment(e),
      (err: unknown) => live && setError(errorMessageOf(err)),
    );
    return () => {
      live = false;
    };
    // Started once per mount: a new secret each time would void the one being scanned.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setCodes(await confirm(code.trim()));
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <Stack spacing={2} data-testid="recovery-codes">
        <Typography variant="h6" component="h2">
          {S.recoveryCodesTitle}
        </Typography>
        <Alert severity="warning">{S.recoveryCodesDescription}</Alert>
        <Box component="ol" sx={{ fontFamily: 'monospace', columns: { xs: 1, sm: 2 }, m: 0, pl: 3 }}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          {S.recoveryCodesDone}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!enrolment && !error && <CircularProgress aria-label={COMMON_MESSAGES.loading} />}
      {enrolment && (
        <>
          <Typography>{S.enrolScan}</Typography>
          <Box
            component="img"
            src={enrolment.qr}
            alt={S.qrAlt}
            sx={{ width: 200, height: 200, alignSelf: 'center' }}
          />
          <Typography variant="body2">{S.enrolManual}</Typography>
          <Typography
            data-testid="totp-secret"
            sx={{
              fontFamily: 'monospace',
              wordBreak: 'break-all',
              bgcolor: 'action.hover',
              p: 1,
              borderRadius: 1,
            }}
          >
            {enrolment.secret}
          </Typography>
          <TextField
            label={S.codeLabel}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button type="submit" variant="contained" disabled={busy || code.trim().length !== 6}>
            {S.enrolConfirm}
          </Button>
        </>
      )}
    </Stack>
  );
}
