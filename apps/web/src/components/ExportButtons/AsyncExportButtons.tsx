import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshJobs } from '../../lib/backgroundJobs';
import type { ExportFileFormat } from '../../lib/exports';
import { ExportProcessingDialog } from '../ExportProcessingDialog';
import { toastApiError } from '../Toast';
import { ExportButtons, type ExportButtonsProps } from './ExportButtons';

export interface AsyncExportButtonsProps extends Omit<ExportButtonsProps, 'onDownload'> {
  /** Asks the server for the export job (with the list's current filters). */
  requestExport: (format: ExportFileFormat) => Promise<unknown>;
}

/**
 * The export toolbar of a list: 'Baixar tabela' asks the server for the file, shows
 * 'Arquivo em processamento / Os dados estão sendo exportados' and, once the job is
 * accepted, the spec's message that a notification will bring the file.
 */
export function AsyncExportButtons({ requestExport, downloadDisabled, ...props }: AsyncExportButtonsProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const start = async (format: ExportFileFormat) => {
    setState('sending');
    try {
      await requestExport(format);
      setState('sent');
    } catch (error) {
      setState('idle');
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
        downloadDisabled={downloadDisabled || state === 'sending'}
        onDownload={(format) => void start(format)}
      />
      <ExportProcessingDialog
        open={state !== 'idle'}
        sent={state === 'sent'}
        onClose={state === 'sent' ? () => setState('idle') : undefined}
      />
    </>
  );
}
