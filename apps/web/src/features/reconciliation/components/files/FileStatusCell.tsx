import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@lastro/domain';
import { isRunning, type FileRow, type FileStatus } from '../../api/files';

const M = MESSAGES.reconciliationFiles;

const COLOURS: Record<FileStatus, ChipProps['color']> = {
  recebido: 'default',
  em_analise: 'info',
  aguardando_vinculo: 'warning',
  aguardando_confirmacao: 'warning',
  importando: 'info',
  processado: 'success',
  processado_com_alertas: 'warning',
  rejeitado: 'error',
  descartado: 'default',
  excluido: 'default',
};

export function FileStatusChip({ status }: { status: FileStatus }) {
  // White on MUI's warning orange is 3.1:1 (axe color-contrast): its label is dark text instead.
  const sx = COLOURS[status] === 'warning' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined;
  return <Chip size="small" label={M.status[status]} color={COLOURS[status]} sx={sx} variant={status === 'descartado' || status === 'excluido' ? 'outlined' : 'filled'} />;
}

/** Share of the lines read; 0 until the job knows the file's size. */
export function progressPercent(done: number | null, total: number | null): number {
  if (!done || !total) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** 'Situação': the chip, and while the file is read or imported its bar with '{p}%' and '{feitas} de {total} linhas'. */
export function FileStatusCell({ file }: { file: Pick<FileRow, 'status' | 'done' | 'total' | 'name'> }) {
  if (!isRunning(file.status)) return <FileStatusChip status={file.status} />;
  const percent = progressPercent(file.done, file.total);
  return (
    <Box sx={{ minWidth: 160 }}>
      <FileStatusChip status={file.status} />
      <LinearProgress variant="determinate" value={percent} aria-label={`${M.status[file.status]} ${file.name}`} sx={{ mt: 0.75 }} />
      <Typography variant="caption" color="text.secondary" component="div">
        {M.percent(percent)} · {M.progressLines(file.done ?? 0, file.total ?? 0)}
      </Typography>
    </Box>
  );
}
