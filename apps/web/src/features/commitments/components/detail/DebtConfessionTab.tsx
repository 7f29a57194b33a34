import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatDateTime, tcdFileError } from '@lastro/domain';
import { useToast } from '../../../../components';
import { ApiError } from '../../../../lib/api';
import { downloadFromApi } from '../../../../lib/download';
import { useDealTcd, useUploadTcd } from '../../api/deal-detail';

const M = MESSAGES.commitments;

/** 'Confissão de dívida' (type 4, supplier profile 'Fornecedor', admins): the TCD file. */
export function DebtConfessionTab({ dealId }: { dealId: string }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const current = useDealTcd(dealId, true);
  const upload = useUploadTcd(dealId);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    setError(null);
    // The same rule as the server's, so a wrong file is refused before it travels.
    const refusal = tcdFileError(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    try {
      const answer = await upload.mutateAsync(file);
      toast.success(answer.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MESSAGES.common.genericError);
    }
  }

  const file = current.data;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {M.tcdSection}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {file ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="body2">
              {file.file_name} · {formatDateTime(file.created_at)}
            </Typography>
            <Button
              variant="outlined"
              onClick={() =>
                void downloadFromApi('upload', file.fileUrl.replace(/^\/api\//, ''), { fallbackName: file.file_name }).catch((err: unknown) =>
                  toast.error(err instanceof Error ? err.message : MESSAGES.common.genericError),
                )
              }
            >
              {M.tcdDownload}
            </Button>
          </Stack>
        ) : current.isSuccess ? (
          <Typography variant="body2" color="text.secondary">
            {M.tcdMissing}
          </Typography>
        ) : null}
        <div>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={M.tcdSelect}
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) void send(chosen);
            }}
          />
          <Button variant="contained" onClick={() => input.current?.click()} loading={upload.isPending}>
            {M.tcdSelect}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
