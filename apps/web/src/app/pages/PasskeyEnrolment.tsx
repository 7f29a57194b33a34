import { Alert, Button, CircularProgress } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { COMMON_MESSAGES } from '@lastro/domain/messages/common';
import { PASSKEY_NAME_MAX } from '@lastro/domain/passkey-limits';
import { SECURITY_MESSAGES } from '@lastro/domain/messages/security';
import { errorMessageOf } from '../../lib/api';
import { enrolWithPasskey } from '../../lib/passkeys';
import { LoginInput } from './LoginFrame';

const S = SECURITY_MESSAGES;

/**
 * A required enrolment completed with a passkey of this device instead of the authenticator
 * app: a name the person will recognise in 'Minha conta', then the browser's prompt. Loaded
 * with the enrolment, only for an account that must enrol.
 */
export function PasskeyEnrolment({ challenge, onDone }: { challenge: string; onDone: (token: string) => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setError(null);
    setBusy(true);
    try {
      onDone(await enrolWithPasskey(challenge, name.trim()));
    } catch (err) {
      setError(errorMessageOf(err));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={S.passkeyEnrolInstead}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <LoginInput
        name="passkey-name"
        label={S.passkeyName}
        hint={S.passkeyNameHint}
        maxLength={PASSKEY_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        mb={2}
      />
      <Button type="submit" variant="outlined" fullWidth size="large" disabled={busy || !name.trim()}>
        {busy ? <CircularProgress size={22} color="inherit" aria-label={COMMON_MESSAGES.loading} /> : S.passkeyEnrolInstead}
      </Button>
    </form>
  );
}
