import type { ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime, MESSAGES } from '@lastro/domain';
import { paths } from '../../../../lib/paths';
import type { FileRow } from '../../api/files';
import { FileStatusCell } from './FileStatusCell';

const M = MESSAGES.reconciliationFiles;
const C = MESSAGES.common;

export const FORMAT_LABELS: Record<FileRow['format'], string> = { ofx: M.formatOfx, cnab240: M.formatCnab, csv: M.formatCsv };
export const originLabel = (file: Pick<FileRow, 'origin' | 'uploaded_by_name'>) => (file.origin === 'sandbox' ? M.originSandbox : (file.uploaded_by_name ?? C.empty));
export const periodLabel = (file: Pick<FileRow, 'period_start' | 'period_end'>) =>
  file.period_start && file.period_end ? M.period(formatDate(file.period_start), formatDate(file.period_end)) : C.empty;
export const accountLabel = (file: Pick<FileRow, 'accounts'>) => (file.accounts.length ? file.accounts.map((a) => a.label).join(', ') : C.empty);
/** Lines are 'Novos' until the file is committed, 'Importados' after. */
export const isCommitted = (file: Pick<FileRow, 'status'>) => file.status === 'processado' || file.status === 'processado_com_alertas' || file.status === 'excluido';
export const canDiscard = (file: Pick<FileRow, 'status'>) => file.status === 'aguardando_vinculo' || file.status === 'aguardando_confirmacao';
export const canExclude = (file: Pick<FileRow, 'status'>) => file.status === 'processado' || file.status === 'processado_com_alertas';

export interface FileColumnsOptions {
  isAdmin: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onDownload: (file: FileRow) => void;
  onDiscard: (file: FileRow) => void;
  onExclude: (file: FileRow) => void;
}

const count = (value: number) => value.toLocaleString('pt-BR');

/** The grid of 'Extratos' (spec 4 §2.7); ids are the response fields, their camelCase the sort key. */
export function fileColumns({ isAdmin, canCreate, canDelete, onDownload, onDiscard, onExclude }: FileColumnsOptions): ColumnDef<FileRow>[] {
  const shown: (ColumnDef<FileRow> | false)[] = [
    { id: 'received_at', header: M.receivedColumn, cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.original.received_at)}</Box> },
    isAdmin && { id: 'creditor_name', header: M.supplierColumn, cell: ({ row }) => row.original.creditor_name ?? C.empty },
    {
      id: 'name',
      header: M.fileColumn,
      cell: ({ row }) => (
        <Link component={RouterLink} to={paths.conciliationExtract.edit.getHref(row.original.id)} sx={{ display: 'inline-block', minWidth: 200, overflowWrap: 'anywhere' }}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'format', header: M.formatColumn, cell: ({ row }) => FORMAT_LABELS[row.original.format] },
    { id: 'origin', header: M.originColumn, enableSorting: false, cell: ({ row }) => originLabel(row.original) },
    { id: 'account', header: M.accountColumn, enableSorting: false, cell: ({ row }) => <Box sx={{ minWidth: 180 }}>{accountLabel(row.original)}</Box> },
    { id: 'period_start', header: M.periodColumn, cell: ({ row }) => <Box sx={{ minWidth: 170 }}>{periodLabel(row.original)}</Box> },
    { id: 'lines_total', header: M.linesColumn, meta: { align: 'right' }, cell: ({ row }) => count(row.original.lines_total) },
    {
      id: 'lines_new',
      header: M.importedColumn,
      meta: { align: 'right' },
      // Before commit the lines are only 'Novos': said beside the number.
      cell: ({ row }) =>
        isCommitted(row.original) ? (
          count(row.original.lines_new)
        ) : (
          <span>
            {count(row.original.lines_new)}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {M.newColumn}
            </Typography>
          </span>
        ),
    },
    { id: 'lines_duplicated', header: M.duplicatedColumn, meta: { align: 'right' }, cell: ({ row }) => count(row.original.lines_duplicated) },
    { id: 'lines_error', header: M.errorColumn, meta: { align: 'right' }, cell: ({ row }) => count(row.original.lines_error) },
    { id: 'status', header: M.statusColumn, cell: ({ row }) => <FileStatusCell file={row.original} /> },
    {
      id: 'actions',
      header: M.actionsColumn,
      meta: { align: 'right' },
      cell: ({ row }) => {
        const file = row.original;
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={M.viewDetail}>
              <IconButton size="small" component={RouterLink} to={paths.conciliationExtract.edit.getHref(file.id)} aria-label={`${M.viewDetail} ${file.name}`}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={M.downloadOriginal}>
              <IconButton size="small" aria-label={`${M.downloadOriginal} ${file.name}`} onClick={() => onDownload(file)}>
                <FileDownloadOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canCreate && canDiscard(file) && (
              <Tooltip title={M.discard}>
                <IconButton size="small" aria-label={`${M.discard} ${file.name}`} onClick={() => onDiscard(file)}>
                  <DoNotDisturbOnOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && canExclude(file) && (
              <Tooltip title={M.exclude}>
                <IconButton size="small" aria-label={`${M.exclude} ${file.name}`} onClick={() => onExclude(file)}>
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
      },
    },
  ];
  return shown.filter((c): c is ColumnDef<FileRow> => Boolean(c));
}
