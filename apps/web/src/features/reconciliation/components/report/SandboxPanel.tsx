import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, MESSAGES } from '@lastro/domain';
import { ConfirmDialog, toast, toastApiError } from '../../../../components';
import { isJobFinished, refreshJobs, useJob } from '../../../../lib/backgroundJobs';
import { useStartTick, type MonitoringReportResponse } from '../../api/report';

const S = MESSAGES.monitoringReport.sandbox;

export interface SandboxPanelProps {
  sandbox: MonitoringReportResponse['sandbox'];
  /** The job ended: the report is read again. */
  onDone: () => void;
}

/**
 * 'Registradora simulada' (spec 4 §2.10 item 5): the registry's date and 'Executar processamento
 * diário', which after 'Sim' runs the next dia útil as a job — its progress here, then the toast
 * and the report read again. Shown only while the offline sandbox is the registry.
 */
export function SandboxPanel({ sandbox, onDone }: SandboxPanelProps) {
  const queryClient = useQueryClient();
  const start = useStartTick();
  const [confirming, setConfirming] = useState(false);
  const [followed, setFollowed] = useState<{ jobId: string; ate: string } | null>(null);
  const job = useJob(followed?.jobId ?? null).data;
  const ended = followed !== null && job?.id === followed.jobId && isJobFinished(job);
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!ended || !followed || told.current === followed.jobId) return;
    told.current = followed.jobId;
    if (job?.status === 'completed') toast.success(S.done(formatDate(followed.ate)));
    else toast.error(MESSAGES.common.genericError);
    setFollowed(null);
    onDone();
  }, [ended, followed, job, onDone]);

  if (!sandbox.enabled || !sandbox.next_day) return null;
  const next = sandbox.next_day;
  const running = followed !== null;
  const percent = job?.percent ?? null;

  return (
    <Paper variant="outlined" component="section" aria-label={S.title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {S.title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {S.today(formatDate(sandbox.today))}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }}>
        {S.text}
      </Alert>
      <Button variant="contained" disabled={running || start.isPending} onClick={() => setConfirming(true)}>
        {S.run}
      </Button>
      {running && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? 0}
            aria-label={S.run}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={S.confirmTitle(formatDate(next))}
        description={S.confirmText}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            const accepted = await start.mutateAsync(next);
            setFollowed({ jobId: accepted.job_id, ate: accepted.ate });
            void refreshJobs(queryClient);
          } catch (error) {
            toastApiError(error);
          } finally {
            setConfirming(false);
          }
        }}
      />
    </Paper>
  );
}
