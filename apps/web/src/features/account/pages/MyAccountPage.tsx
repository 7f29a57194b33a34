import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDateTime, type AccountSession } from '@lastro/domain';
import { FactorEnrolment, PageHeader, TableScroll, WIDE_ONLY_CELL, toast, toastApiError } from '../../../components';
import { useSession } from '../../../lib/session';
import {
  confirmEnrolment,
  refreshSecurity,
  startEnrolment,
  useAccountSecurity,
  useAccountSessions,
  useEndSession,
  useSaveSecurityPolicy,
  useSecurityPolicy,
} from '../api/account-security';
import { PasskeysCard } from '../components/PasskeysCard';

const S = MESSAGES.security;

function SecondFactorCard() {
  const client = useQueryClient();
  const security = useAccountSecurity();
  const [enrolling, setEnrolling] = useState(false);
  const factor = security.data?.second_factor;
  // A passkey is a second factor too: the account is protected without the authenticator app.
  const active = Boolean(factor && (factor.enrolled || factor.passkeys > 0));
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {S.secondFactorTitle}
          </Typography>
          {factor && (
            <Chip
              size="small"
              color={active ? 'success' : 'default'}
              label={active ? S.secondFactorOn : S.secondFactorOff}
            />
          )}
          {security.data?.required && (
            <Chip size="small" color="warning" variant="outlined" label={S.secondFactorRequired} />
          )}
        </Stack>
        {factor?.enrolled && (
          <Typography variant="body2" color="text.secondary">
            {S.secondFactorEnabledAt}: {factor.enrolled_at ? formatDateTime(factor.enrolled_at) : ''} ·{' '}
            {S.recoveryCodesLeft}: {factor.recovery_codes_left}
          </Typography>
        )}
        {factor && !factor.enrolled && factor.passkeys > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {S.secondFactorByPasskey(factor.passkeys)}
          </Typography>
        )}
        {factor && !factor.enrolled && !enrolling && (
          <Button variant="contained" onClick={() => setEnrolling(true)}>
            {S.enrol}
          </Button>
        )}
        {enrolling && (
          <Box sx={{ maxWidth: 420 }}>
            <FactorEnrolment
              start={startEnrolment}
              confirm={confirmEnrolment}
              onDone={() => {
                setEnrolling(false);
                toast.success(S.enrolled);
                void refreshSecurity(client);
              }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const sessions = useAccountSessions();
  const end = useEndSession();
  const endOne = (s: AccountSession) =>
    end.mutate(s.id, {
      onSuccess: () => toast.success(S.sessionEnded),
      onError: (err) => toastApiError(err),
    });
  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {S.sessionsTitle}
          </Typography>
          <Button
            variant="outlined"
            disabled={others.length === 0 || end.isPending}
            onClick={() =>
              end.mutate('others', {
                onSuccess: () => toast.success(S.otherSessionsEnded),
                onError: (err) => toastApiError(err),
              })
            }
          >
            {S.endOtherSessions}
          </Button>
        </Stack>
        <TableScroll label={S.sessionsTitle}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{S.sessionDevice}</TableCell>
                <TableCell sx={WIDE_ONLY_CELL}>{S.sessionAddress}</TableCell>
                <TableCell sx={WIDE_ONLY_CELL}>{S.sessionStarted}</TableCell>
                <TableCell>{S.sessionLastSeen}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(sessions.data ?? []).map((s) => (
                <TableRow key={s.id} data-testid="session-row">
                  <TableCell>{s.device}</TableCell>
                  <TableCell sx={WIDE_ONLY_CELL}>{s.ip ?? ''}</TableCell>
                  <TableCell sx={WIDE_ONLY_CELL}>{formatDateTime(s.created_at)}</TableCell>
                  <TableCell>{formatDateTime(s.last_seen_at)}</TableCell>
                  <TableCell align="right">
                    {s.current ? (
                      <Chip size="small" label={S.sessionCurrent} />
                    ) : (
                      <Button size="small" color="error" disabled={end.isPending} onClick={() => endOne(s)}>
                        {S.endSession}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </CardContent>
    </Card>
  );
}

function PolicyCard() {
  const policy = useSecurityPolicy(true);
  const save = useSaveSecurityPolicy();
  if (!policy.data) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {S.policyTitle}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={policy.data.require_platform_factor}
              disabled={save.isPending}
              onChange={(_, checked) =>
                save.mutate(
                  { require_platform_factor: checked },
                  { onSuccess: () => toast.success(S.policySaved), onError: (err) => toastApiError(err) },
                )
              }
            />
          }
          label={S.requirePlatformFactor}
        />
      </CardContent>
    </Card>
  );
}

/** /app/minha-conta: the signed-in account's second factor, passkeys and sessions; administrators also set the policy. */
export default function MyAccountPage() {
  const session = useSession();
  return (
    <Stack spacing={2}>
      <PageHeader title={S.myAccount} />
      {session && (
        <Alert severity="info" icon={false}>
          {session.user.name} · {session.user.companyName}
        </Alert>
      )}
      <SecondFactorCard />
      <PasskeysCard />
      <SessionsCard />
      {session?.isAdmin && <PolicyCard />}
    </Stack>
  );
}
