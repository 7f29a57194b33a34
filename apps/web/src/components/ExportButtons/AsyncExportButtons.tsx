import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@lastro/domain';
import { isJobFinished, refreshJobs, useJob } from '../../lib/backgroundJobs';
import type { ExportFileFormat } from '../../lib/exports';
import { ExportProcessingDialog } from '../ExportProcessingDialog';
import { toast, toastApiError } from '../Toast';
import { ExportButtons, type ExportButtonsProps } from './ExportButtons';

export interface AsyncExportButtonsProps extends Omit<ExportButtonsProps, 'onDownload'> {
  /** Asks the server for the export job (with the list's current filters); answers with its job id. */
  requestExport: (format: ExportFileFormat) => Promise<{ job_id?: string }>;
}

type ExportState = { step: 'idle' } | { step: 'sending' } | { step: 'sent'; jobId: string | null };

const fileNameOf = (result: Record<string, unknown> | null | undefined): string | null =>
  typeof result?.fileName === 'string' ? result.fileName : null;

/**
 * The export toolbar of a list: 'Baixar tabela' asks the server for the file, shows
 * 'Arquivo em processamento / Os dados estão sendo exportados' and, once the job is
 * accepted, the spec's message that a notification will bring the file. The dialog
 * follows the job and closes itself when it ends, saying where the file is (or that it failed).
 */
export function AsyncExportButtons({ requestExport, downloadDisabled, ...props }: AsyncExportButtonsProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const followed = state.step === 'sent' ? state.jobId : null;
  const job = useJob(followed).data;
  const ended = followed !== null && job?.id === followed && isJobFinished(job);
  // The job's data is fetched again on later notifications: its end is told once.
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!ended || !job || announced.current === job.id) return;
    announced.current = job.id;
    if (job.status === 'completed') toast.success(MESSAGES.notifications.exportReadyWhere(fileNameOf(job.result)));
    else toast.error(MESSAGES.notifications.exportFailedShort);
  }, [ended, job]);

  const start = async (format: ExportFileFormat) => {
    setState({ step: 'sending' });
    try {
      const accepted = await requestExport(format);
      setState({ step: 'sent', jobId: typeof accepted?.job_id === 'string' ? accepted.job_id : null });
    } catch (error) {
      setState({ step: 'idle' });
      toastApiError(error);
    } finally {
      // The running-jobs indicator shows the new export at once, not at its next poll.
      void refreshJobs(queryClient);
    }
  };

  return (
    <>
      <ExportButtons
        {...props}
        downloadDisabled={downloadDisabled || state.step === 'sending'}
        onDownload={(format) => void start(format)}
      />
      <ExportProcessingDialog
        open={state.step === 'sending' || (state.step === 'sent' && !ended)}
        sent={state.step === 'sent'}
        percent={job?.id === followed ? (job?.percent ?? null) : null}
        onClose={state.step === 'sent' ? () => setState({ step: 'idle' }) : undefined}
      />
    </>
  );
}
