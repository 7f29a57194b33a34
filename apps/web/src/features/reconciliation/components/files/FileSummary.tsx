import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDateTime, MESSAGES } from '@lastro/domain';
import type { FileRow } from '../../api/files';
import { FileStatusCell } from './FileStatusCell';
import { accountLabel, FORMAT_LABELS, originLabel, periodLabel } from './fileColumns';

const M = MESSAGES.reconciliationFiles;
const C = MESSAGES.common;

/** Bytes as people read them (pt-BR decimals). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

const money = (value: string | null | undefined) => (value === null || value === undefined ? C.empty : formatCurrency(value));

/** 'Resumo' of 'Detalhe do extrato' (spec 4 §2.7) with the control line of the file's totals. */
export function FileSummary({ file }: { file: FileRow }) {
  const items: [string, ReactNode][] = [
    [M.fileLabel, file.name],
    [M.formatLabel, FORMAT_LABELS[file.format]],
    [M.originLabel, originLabel(file)],
    [M.receivedLabel, formatDateTime(file.received_at)],
    [M.uploadedByLabel, file.origin === 'sandbox' ? M.originSandbox : (file.uploaded_by_name ?? C.empty)],
    [M.sizeLabel, formatSize(file.size)],
    [M.hashLabel, file.identifier.slice(0, 12)],
    [M.periodLabel, periodLabel(file)],
    [M.accountLabel, accountLabel(file)],
    [M.creditsLabel, money(file.totals?.credits)],
    [M.debitsLabel, money(file.totals?.debits)],
    [M.openingLabel, money(file.totals?.opening_balance)],
    [M.closingLabel, money(file.totals?.closing_balance)],
    [M.statusColumn, <FileStatusCell key="status" file={file} />],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="file-summary-title">
      <Typography variant="h6" component="h2" id="file-summary-title" sx={{ mb: 2 }}>
        {M.summary}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {file.totals_check === 'ok' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {M.totalsOk}
        </Alert>
      )}
      {file.totals_check === 'divergente' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {M.totalsDiffer(file.message ?? MESSAGES.reconciliationStatements.totalsDiffer)}
        </Alert>
      )}
      {file.status === 'rejeitado' && file.message && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {file.message}
        </Alert>
      )}
    </Paper>
  );
}
