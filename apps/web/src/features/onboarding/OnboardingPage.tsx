import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from '@lastro/domain';
import { getApiErrorMessage } from '../../components';
import { useOnboarding, useOnboardingStep, type OnboardingAction } from './api/onboarding';

const M = MESSAGES.merchants;
const LABELS: Record<OnboardingStep, string> = {
  email: M.stepEmail,
  phone: M.stepPhone,
  partnership: M.stepPartnership,
  policy: M.stepPolicy,
  selfie: M.stepSelfie,
};

function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    // Mobile first: full width on a phone, a card from tablet width on.
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', justifyContent: 'center', p: { xs: 0, sm: 3 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2, sm: 4 }, borderRadius: { xs: 0, sm: 2 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}

type Run = (action: OnboardingAction) => void;

function CodeStep({ channel, hint, run, busy }: { channel: 'email' | 'phone'; hint: string; run: Run; busy: boolean }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const send = () => {
    run({ step: `${channel}-code` });
    setSent(true);
  };
  return (
    <Stack spacing={2}>
      <Typography>{hint}</Typography>
      {sent ? (
        <>
          <TextField
            label={M.codeLabel}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            autoFocus
            fullWidth
          />
          <Button variant="contained" size="large" disabled={code.length !== 6} loading={busy} onClick={() => run({ step: `${channel}-code/confirm`, code })}>
            {M.confirm}
          </Button>
          <Button onClick={send} disabled={busy}>
            {M.resendCode}
          </Button>
        </>
      ) : (
        <Button variant="contained" size="large" loading={busy} onClick={send}>
          {M.sendCode}
        </Button>
      )}
    </Stack>
  );
}

function TermStep({ title, text, label, onAccept, busy }: { title: string; text: string; label: string; onAccept: () => void; busy: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ maxHeight: 240, overflow: 'auto' }}>
        {text}
      </Typography>
      <FormControlLabel control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />} label={label} />
      <Button variant="contained" size="large" disabled={!checked} loading={busy} onClick={onAccept}>
        {M.accept}
      </Button>
    </Stack>
  );
}

function SelfieStep({ run, busy }: { run: Run; busy: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const picker = (label: string, capture: boolean) => (
    <Button component="label" variant={capture ? 'contained' : 'outlined'} size="large">
      {label}
      {/* capture opens the front camera on phones; elsewhere it is an ordinary file input. */}
      <input
        hidden
        type="file"
        accept="image/png,image/jpeg"
        {...(capture ? { capture: 'user' as const } : {})}
        aria-label={label}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
    </Button>
  );
  return (
    <Stack spacing={2}>
      <Typography>{M.selfieHint}</Typography>
      {preview ? <Box component="img" src={preview} alt={M.stepSelfie} sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }} /> : null}
      {picker(M.takeSelfie, true)}
      {picker(M.chooseSelfie, false)}
      <Button variant="contained" size="large" disabled={!file} loading={busy} onClick={() => file && run({ step: 'selfie', file })}>
        {M.sendSelfie}
      </Button>
    </Stack>
  );
}

function StepBody({ step, state, run, busy }: { step: OnboardingStep; state: OnboardingState; run: Run; busy: boolean }) {
  switch (step) {
    case 'email':
      return <CodeStep channel="email" hint={M.emailCodeHint(state.email)} run={run} busy={busy} />;
    case 'phone':
      return <CodeStep channel="phone" hint={M.phoneCodeHint(state.phone_number ?? '-')} run={run} busy={busy} />;
    case 'partnership':
      return (
        <TermStep
          title={M.partnershipTermTitle}
          text={M.partnershipTermText(state.creditor.company_name)}
          label={M.acceptPartnershipTerm}
          busy={busy}
          onAccept={() => run({ step: 'term-partnership' })}
        />
      );
    case 'policy':
      return <TermStep title={M.policyTermTitle} text={M.policyTermText} label={M.acceptPolicyTerm} busy={busy} onAccept={() => run({ step: 'term-policy' })} />;
    case 'selfie':
      return <SelfieStep run={run} busy={busy} />;
  }
}

/** /cadastro?token=...: the merchant confirms e-mail and phone, accepts the terms and sends a selfie (mobile first). */
export function OnboardingPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const onboarding = useOnboarding(token);
  const step = useOnboardingStep(token ?? '');

  if (!token || onboarding.isError) {
    return (
      <Frame title={M.onboardingTitle}>
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {token ? getApiErrorMessage(onboarding.error) : M.linkInvalid}
        </Alert>
      </Frame>
    );
  }
  if (onboarding.isPending) {
    return (
      <Frame title={M.onboardingTitle}>
        <CircularProgress sx={{ mt: 2 }} aria-label={MESSAGES.common.loading} />
      </Frame>
    );
  }
  const state = onboarding.data;
  const active = ONBOARDING_STEPS.findIndex((s) => !state.steps[s]);
  const finished = state.finished || active === -1;
  const run: Run = (action) => step.mutate(action);

  return (
    <Frame title={state.merchant.trading_name} subtitle={M.onboardingSubtitle(state.creditor.company_name)}>
      {step.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {getApiErrorMessage(step.error)}
        </Alert>
      ) : null}
      {step.isSuccess && 'message' in step.data ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {step.data.message}
        </Alert>
      ) : null}
      <Stepper activeStep={finished ? ONBOARDING_STEPS.length : active} orientation="vertical">
        {ONBOARDING_STEPS.map((s) => (
          <Step key={s} completed={state.steps[s]}>
            <StepLabel>{LABELS[s]}</StepLabel>
            <StepContent>
              <StepBody step={s} state={state} run={run} busy={step.isPending} />
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {finished ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          <strong>{M.onboardingFinished}</strong> {M.onboardingFinishedHint}
        </Alert>
      ) : null}
    </Frame>
  );
}
