import type { ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatDocument, MESSAGES } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import type { Divergence, DivergenceList } from '../../api/divergences';
import { DivergenceStatusChip } from './DivergenceStatusChip';

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;
const C = MESSAGES.common;

/** Spec 4 §11: the age turns red from 16 days. */
export const AGE_ALERT_DAYS = 16;

export interface DivergenceColumnsOptions {
  isAdmin: boolean;
  canEdit: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The header checkbox: the page's pending rows all on (true) or all off. */
  onTogglePage: (ids: readonly string[], on: boolean) => void;
  onDetail: (row: Divergence) => void;
  onJustify: (row: Divergence) => void;
}

const pendingIds = (rows: readonly { original: Divergence }[]) => rows.filter((r) => r.original.status === 'pendente').map((r) => r.original.id);

/** The grid of 'Divergências' (spec 4 §2.6), its ids the export's column keys. */
export function divergenceColumns(o: DivergenceColumnsOptions): ColumnDef<Divergence>[] {
  const shown: (ColumnDef<Divergence> | false)[] = [
    o.canEdit && {
      id: 'select',
      enableSorting: false,
      meta: { width: 48 },
      header: ({ table }) => {
        const ids = pendingIds(table.getRowModel().rows);
        const on = ids.filter((id) => o.selected.has(id)).length;
        return (
          <Checkbox
            size="small"
            disabled={ids.length === 0}
            checked={ids.length > 0 && on === ids.length}
            indeterminate={on > 0 && on < ids.length}
            onChange={(event) => o.onTogglePage(ids, event.target.checked)}
            slotProps={{ input: { 'aria-label': D.selectPage } }}
          />
        );
      },
      cell: ({ row }) =>
        row.original.status === 'pendente' ? (
          <Checkbox
            size="small"
            checked={o.selected.has(row.original.id)}
            onChange={() => o.onToggle(row.original.id)}
            slotProps={{ input: { 'aria-label': D.selectRow(row.original.id) } }}
          />
        ) : null,
    },
    {
      id: 'age_days',
      header: D.ageColumn,
      enableSorting: false,
      cell: ({ row }) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap', color: row.original.age_days >= AGE_ALERT_DAYS ? 'error.main' : undefined, fontWeight: row.original.age_days >= AGE_ALERT_DAYS ? 600 : undefined }}>
          {D.ageDays(row.original.age_days)}
        </Box>
      ),
    },
    { id: 'reference_date', header: D.referenceColumn, cell: ({ row }) => formatDate(row.original.reference_date) },
    o.isAdmin && { id: 'creditor_name', header: S.list.supplier, cell: ({ row }) => row.original.creditor_name },
    { id: 'type', header: D.typeColumn, cell: ({ row }) => <Box sx={{ minWidth: 160 }}>{S.divergenceType[row.original.type]}</Box> },
    { id: 'company_name', header: S.list.company, cell: ({ row }) => row.original.company?.name ?? C.empty },
    { id: 'acquirer', header: S.list.acquirer, cell: ({ row }) => row.original.acquirer?.name ?? C.empty },
    { id: 'account', header: S.list.account, enableSorting: false, cell: ({ row }) => <Box sx={{ minWidth: 180 }}>{row.original.account?.label ?? C.empty}</Box> },
    { id: 'expected', header: D.expectedColumn, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.expected} /> },
    { id: 'found', header: D.foundColumn, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.found} /> },
    { id: 'difference', header: S.list.difference, meta: { align: 'right' }, cell: ({ row }) => <MoneyText value={row.original.difference} /> },
    { id: 'status', header: S.list.status, cell: ({ row }) => <DivergenceStatusChip status={row.original.status} /> },
    {
      id: 'reason_code',
      header: S.list.reason,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.reason_code ? (
          <Box sx={{ minWidth: 160 }}>
            {S.divergenceReason[row.original.reason_code]}
            {row.original.justification && (
              <Typography variant="caption" color="text.secondary" component="div">
                {row.original.justification}
              </Typography>
            )}
          </Box>
        ) : (
          C.empty
        ),
    },
    { id: 'updated_by_name', header: D.updatedByColumn, enableSorting: false, cell: ({ row }) => row.original.updated_by_name ?? S.list.system },
    { id: 'updated_at', header: D.updatedAtColumn, cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.original.updated_at)}</Box> },
    {
      id: 'actions',
      header: D.actionsColumn,
      cell: ({ row }) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => o.onDetail(row.original)} aria-label={`${D.viewDetail} ${S.divergenceType[row.original.type]} ${formatDate(row.original.reference_date)}`}>
            {D.viewDetail}
          </Button>
          {o.canEdit && row.original.status === 'pendente' && (
            <Button size="small" onClick={() => o.onJustify(row.original)} aria-label={`${D.justify} ${S.divergenceType[row.original.type]} ${formatDate(row.original.reference_date)}`}>
              {D.justify}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return shown.filter((c): c is ColumnDef<Divergence> => Boolean(c));
}

/** An acquirer's name with its CNPJ, for the drawer. */
export const acquirerLabel = (a: Divergence['acquirer']) => (a ? (a.document ? `${a.name} · ${formatDocument(a.document)}` : a.name) : C.empty);

/** The grid's last row 'Total do filtro' (spec 4 §2.2 item 4 [D3]): each money column summed as its rows show it, as the export writes it. */
export function divergenceFooterRow(totals: DivergenceList['totals']) {
  return {
    age_days: MESSAGES.reconciliationScreens.list.filterTotal,
    expected: <MoneyText value={totals.expected} />,
    found: <MoneyText value={totals.found} />,
    difference: <MoneyText value={totals.difference} />,
  };
}
