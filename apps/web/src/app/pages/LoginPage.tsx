import {
  Button,
  CircularProgress,
  Divider,
} from '@mui/material';
import {
  lazy,
  Suspense,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { AUTH_MESSAGES } from '@lastro/domain/messages/auth';
import { COMMON_MESSAGES } from '@lastro/domain/messages/common';
import { SECURITY_MESSAGES } from '@lastro/domain/messages/security';
import type { SignInInput, signInSchema } from '@lastro/domain/sign-in';
import { api, errorMessageOf } from '../../lib/api';
import { storeToken } from '../../lib/token';
import { CodeField, LoginFrame, LoginInput } from './LoginFrame';
import { loadApp, loadAppShell } from '../preload';

// The sign-in page is the first page every visitor downloads: it takes only its own texts, not
// the whole catalogue, and not the router nor the session reader (see app/Root.tsx).
const t = AUTH_MESSAGES;
const S = SECURITY_MESSAGES;
// Only an account that must enrol sees the enrolment: it loads then.
const FactorEnrolment = lazy(() =>
  import('../../components/FactorEnrolment').then((m) => ({ default: m.FactorEnrolment })),
);
const PasskeyEnrolment = lazy(() => import('./PasskeyEnrolment').then((m) => ({ default: m.PasskeyEnrolment })));

/** What the password step answers: a session, or the step that comes before one. */
interface SignInAnswer {
  token?: string;
  challenge?: string;
  step?: 'code' | 'enrol';
  factors?: Array<'totp' | 'passkey'>;
}
type Challenge = { step: 'code' | 'enrol'; challenge: string; factors: Array<'totp' | 'passkey'> };
// The WebAuthn library comes with the first passkey used, not with the page.
const passkeySignIn = (challenge?: string) =>
  import('../../lib/passkeys').then((m) => m.signInWithPasskey(challenge));

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;
type Schema = typeof signInSchema;

/**
 * The domain's sign-in schema (zod/mini) is needed only once the visitor types, leaves a field
 * or submits: it loads then, as a chunk of its own, and the first paint goes without zod.
 */
let schemaLoad: Promise<Schema> | undefined;
const loadSchema = () =>
  (schemaLoad ??= import('@lastro/domain/sign-in').then(
    (m) => m.signInSchema,
    (err: unknown) => {
      schemaLoad = undefined; // asked again next time
      throw err;
    },
  ));

/** The schema's first message per field, for the fields the user has already left. */
function validate(signInSchema: Schema | null, values: SignInInput, fields: ReadonlySet<Field>): Errors {
  if (!signInSchema || fields.size === 0) return {};
  const parsed = signInSchema.safeParse(values);
  const errors: Errors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && fields.has(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The sign-in page. Written with MUI's input parts and the domain schema rather than
 * TextField and react-hook-form: it is the first page every visitor downloads, and those two
 * bring in select menus, popovers and a form library that this two-field form never uses.
 * `onSignedIn` runs once the token is kept: the router's route goes on to /app, the first
 * page (app/Root.tsx) shows the app.
 */
export default function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<SignInInput>({ email: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [schema, setSchema] = useState<Schema | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [code, setCode] = useState('');
  // The session of a required enrolment, kept until the recovery codes have been seen.
  const enrolledToken = useRef('');
  const errors = validate(schema, values, touched);
  const hasErrors = Object.keys(errors).length > 0;

  const needSchema = () => {
    if (!schema) void loadSchema().then(setSchema, () => undefined);
  };
  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    needSchema();
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };
  const blur = (field: Field) => () => {
    needSchema();
    setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    let signInSchema: Schema;
    try {
      signInSchema = await loadSchema();
    } catch {
      // The chunk did not arrive (network): said like any other failed sign-in.
      setError(COMMON_MESSAGES.genericError);
      return;
    }
    setSchema(signInSchema);
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      setTouched(new Set<Field>(['email', 'password']));
      return;
    }
    setError(null);
    setSubmitting(true);
    // The signed-in app's chunks travel with the sign-in request rather than after it.
    void loadApp().catch(() => undefined);
    void loadAppShell().catch(() => undefined);
    try {
      const answer = await api.post<SignInAnswer>('account', 'accounts/sign-in', parsed.data, {
        skipAuthRedirect: true,
      });
      if (answer.token) {
        storeToken(answer.token);
        onSignedIn();
        return;
      }
      if (answer.challenge && answer.step)
        setChallenge({ step: answer.step, challenge: answer.challenge, factors: answer.factors ?? ['totp'] });
      setSubmitting(false);
    } catch (err) {
      setError(errorMessageOf(err));
      setSubmitting(false);
    }
  };

  const onSubmitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!challenge) return;
    setError(null);
    setSubmitting(true);
    try {
      const { token } = await api.post<{ token: string }>(
        'account',
        'accounts/sign-in/code',
        { challenge: challenge.challenge, code: code.trim() },
        { skipAuthRedirect: true },
      );
      storeToken(token);
      onSignedIn();
    } catch (err) {
      setError(errorMessageOf(err));
      setSubmitting(false);
    }
  };

  /** 'Entrar com chave de acesso' (no challenge), or the passkey as the second step. */
  const onPasskey = async () => {
    setError(null);
    setSubmitting(true);
    void loadApp().catch(() => undefined);
    void loadAppShell().catch(() => undefined);
    try {
      storeToken(await passkeySignIn(challenge?.step === 'code' ? challenge.challenge : undefined));
      onSignedIn();
    } catch (err) {
      setError(errorMessageOf(err));
      setSubmitting(false);
    }
  };

  const backToPassword = () => {
    setChallenge(null);
    setCode('');
    setError(null);
    setValues((v) => ({ ...v, password: '' }));
  };

  if (challenge?.step === 'enrol') {
    return (
      <LoginFrame title={S.enrolRequiredTitle} description={S.enrolRequiredDescription} error={null}>
        <Suspense fallback={<CircularProgress aria-label={COMMON_MESSAGES.loading} />}>
          <FactorEnrolment
            start={() =>
              api.post(
                'account',
                'accounts/sign-in/enrolment',
                { challenge: challenge.challenge },
                { skipAuthRedirect: true },
              )
            }
            confirm={async (first) => {
              const done = await api.post<{ token: string; recovery_codes: string[] }>(
                'account',
                'accounts/sign-in/enrolment/confirm',
                { challenge: challenge.challenge, code: first },
                { skipAuthRedirect: true },
              );
              enrolledToken.current = done.token;
              return done.recovery_codes;
            }}
            onDone={() => {
              storeToken(enrolledToken.current);
              onSignedIn();
            }}
          />
          <Divider sx={{ my: 2 }}>{S.passkeyOr}</Divider>
          <PasskeyEnrolment
            challenge={challenge.challenge}
            onDone={(token) => {
              storeToken(token);
              onSignedIn();
            }}
          />
        </Suspense>
        <Button fullWidth sx={{ mt: 1 }} onClick={backToPassword}>
          {S.backToLogin}
        </Button>
      </LoginFrame>
    );
  }

  if (challenge?.step === 'code') {
    const totp = challenge.factors.includes('totp');
    const passkey = challenge.factors.includes('passkey');
    const description = !totp ? S.passkeyOnlyDescription : passkey ? S.passkeyCodeDescription : S.codeDescription;
    return (
      <LoginFrame title={S.codeLabel} description={description} error={error} onSubmit={onSubmitCode}>
        {passkey && (
          <Button
            variant={totp ? 'outlined' : 'contained'}
            fullWidth
            size="large"
            sx={{ mb: totp ? 2 : 0 }}
            disabled={submitting}
            onClick={() => void onPasskey()}
          >
            {S.passkeyUse}
          </Button>
        )}
        {totp && (
          <>
            <CodeField value={code} onChange={(e) => setCode(e.target.value)} />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              size="large"
              disabled={submitting || code.trim() === ''}
            >
              {submitting ? (
                <CircularProgress size={22} color="inherit" aria-label={COMMON_MESSAGES.loading} />
              ) : (
                S.verify
              )}
            </Button>
          </>
        )}
        <Button fullWidth sx={{ mt: 1 }} onClick={backToPassword}>
          {S.backToLogin}
        </Button>
      </LoginFrame>
    );
  }

  return (
    <LoginFrame title={t.loginTitle} description={t.loginDescription} error={error} onSubmit={onSubmit}>
      <LoginInput
        name="email"
        mb={2}
        label={t.emailLabel}
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        error={errors.email}
        onChange={change('email')}
        onBlur={blur('email')}
      />
      <LoginInput
        name="password"
        label={t.passwordLabel}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={change('password')}
        onBlur={blur('password')}
      />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={hasErrors || submitting}>
        {submitting ? (
          <CircularProgress size={22} color="inherit" aria-label={COMMON_MESSAGES.loading} />
        ) : (
          t.signIn
        )}
      </Button>
      <Divider sx={{ my: 2 }}>{S.passkeyOr}</Divider>
      <Button variant="outlined" fullWidth size="large" disabled={submitting} onClick={() => void onPasskey()}>
        {S.passkeySignIn}
      </Button>
    </LoginFrame>
  );
}
