import { Link as RouterLink } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMITMENT_STATUSES, formatDate, formatDocument, MESSAGES, STRATEGIES, TRANSACTION_TYPES } from '@lastro/domain';
import { MoneyText } from '../../../../components';
import { paths } from '../../../../lib/paths';
import type { MonitoringContract, MonitoringContractListResponse } from '../../api/monitoring';
import { coverageText } from './MonitoringKpis';

const M = MESSAGES.reconciliationMonitoring;
const L = M.columns;
const C = MESSAGES.common;

/** Spec 4 §2.9: the text always, the colour a second cue. */
const SITUATION_COLOURS: Record<MonitoringContract['situation'], NonNullable<ChipProps['color']>> = {
  suficiente: 'success',
  insuficiente: 'error',
  em_excesso: 'info',
  quitado: 'default',
};

export function SituationChip({ situation }: { situation: MonitoringContract['situation'] }) {
  return <Chip size="small" label={M.situation[situation]} color={SITUATION_COLOURS[situation]} />;
}

/** The coverage bar runs from 0 to this percentage; beyond it, full. */
const BAR_MAX = 200;
const share = (percent: number) => `${Math.min(Math.max(percent, 0), BAR_MAX) / (BAR_MAX / 100)}%`;

/** 'Cobertura': the percentage over a thin bar whose mark is the commitment's 'Percentual mínimo'. */
export function CoverageCell({ row }: { row: Pick<MonitoringContract, 'coverage_percent' | 'min_percentage' | 'situation'> }) {
  const percent = row.coverage_percent === null ? null : Number(row.coverage_percent);
  const min = Number(row.min_percentage);
  return (
    <Box sx={{ minWidth: 96 }}>
      <span>{coverageText(row.coverage_percent)}</span>
      {percent !== null && (
        <Box aria-hidden sx={{ position: 'relative', height: 4, mt: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Box sx={{ position: 'absolute', insetBlock: 0, left: 0, width: share(percent), borderRadius: 1, bgcolor: percent < min ? 'error.main' : 'success.main' }} />
          <Box
            title={`${L.minPercentage}: ${coverageText(row.min_percentage)}`}
            data-testid="min-percentage-mark"
            sx={{ position: 'absolute', top: -3, bottom: -3, left: share(min), width: 2, bgcolor: 'text.primary' }}
          />
        </Box>
      )}
    </Box>
  );
}

/** 'Dias para vencer': amber at 30 or less, red at 7 or less, '—' once paid off. */
export function DaysToDueCell({ row }: { row: Pick<MonitoringContract, 'days_to_due' | 'situation'> }) {
  if (row.situation === 'quitado') return <>{C.empty}</>;
  const days = row.days_to_due;
  const colour = days <= 7 ? 'error.main' : days <= 30 ? 'warning.dark' : undefined;
  return (
    <Box component="span" sx={{ color: colour, fontWeight: colour ? 600 : undefined }}>
      {days.toLocaleString('pt-BR')}
    </Box>
  );
}

const labelOf = (options: readonly { value: number | string; label: string }[], value: number | string) => options.find((o) => o.value === value)?.label ?? String(value);
const money = (key: 'contract_amount' | 'requested_effect' | 'applied_to_settle' | 'to_constitute' | 'settled' | 'received_conciliated' | 'debt', header: string): ColumnDef<MonitoringContract> => ({
  id: key,
  header,
  meta: { align: 'right' },
  cell: ({ row }) => <MoneyText value={row.original[key]} />,
});

export interface MonitoringColumnsOptions {
  isAdmin: boolean;
  onOpen: (row: MonitoringContract) => void;
  /** Read on the commitments: the action 'Detalhes do compromisso'. */
  canSeeCommitment: boolean;
}

/** The grid of 'Monitoramento dos Contratos' (spec 4 §2.9), its ids the export's column keys (sort keys their camelCase). */
export function monitoringColumns({ isAdmin, onOpen, canSeeCommitment }: MonitoringColumnsOptions): ColumnDef<MonitoringContract>[] {
  const shown: (ColumnDef<MonitoringContract> | false)[] = [
    { id: 'code', header: L.code, cell: ({ row }) => <Box sx={{ whiteSpace: 'nowrap' }}>{row.original.code}</Box> },
    { id: 'external_reference', header: L.externalReference, cell: ({ row }) => row.original.external_reference || C.empty },
    {
      // The export's key is 'merchant'; the list sorts it by the merchant's name.
      id: 'merchant',
      header: L.merchant,
      meta: { sortKey: 'merchantName' },
      cell: ({ row }) => (
        <Box sx={{ minWidth: 180 }}>
          {row.original.merchant.name}
          <Typography variant="caption" color="text.secondary" component="div">
            {formatDocument(row.original.merchant.document)}
          </Typography>
        </Box>
      ),
    },
    isAdmin && { id: 'creditor_name', header: L.supplier, cell: ({ row }) => row.original.creditor_name },
    { id: 'type', header: L.type, cell: ({ row }) => labelOf(TRANSACTION_TYPES, row.original.type) },
    { id: 'strategy', header: L.strategy, cell: ({ row }) => labelOf(STRATEGIES, row.original.strategy) },
    { id: 'deal_status', header: L.dealStatus, cell: ({ row }) => labelOf(COMMITMENT_STATUSES, row.original.deal_status) },
    money('contract_amount', L.contractAmount),
    money('requested_effect', L.requestedEffect),
    money('applied_to_settle', L.appliedToSettle),
    money('to_constitute', L.toConstitute),
    money('settled', L.settled),
    money('received_conciliated', L.receivedConciliated),
    money('debt', L.debt),
    { id: 'coverage_percent', header: L.coverage, meta: { align: 'right' }, cell: ({ row }) => <CoverageCell row={row.original} /> },
    { id: 'min_percentage', header: L.minPercentage, meta: { align: 'right' }, cell: ({ row }) => coverageText(row.original.min_percentage) },
    { id: 'situation', header: L.situation, cell: ({ row }) => <SituationChip situation={row.original.situation} /> },
    { id: 'due_date', header: L.dueDate, cell: ({ row }) => formatDate(row.original.due_date) },
    { id: 'days_to_due', header: L.daysToDue, meta: { align: 'right' }, cell: ({ row }) => <DaysToDueCell row={row.original} /> },
    {
      id: 'actions',
      header: L.actions,
      cell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
          <Button size="small" onClick={() => onOpen(row.original)} aria-label={`${M.actions.detail} ${row.original.code}`}>
            {M.actions.detail}
          </Button>
          {canSeeCommitment && (
            <Button size="small" component={RouterLink} to={paths.appointments.edit.getHref(row.original.deal_id)} aria-label={`${M.actions.commitment} ${row.original.code}`}>
              {M.actions.commitment}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return shown.filter((c): c is ColumnDef<MonitoringContract> => Boolean(c));
}

/** The grid's last row 'Total do filtro' (spec 4 §2.2 item 4 [D3]): the list's totals, the KPI cards' own figures. */
export function monitoringFooterRow(totals: MonitoringContractListResponse['totals']) {
  return {
    code: MESSAGES.reconciliationScreens.list.filterTotal,
    contract_amount: <MoneyText value={totals.contract_amount} />,
    requested_effect: <MoneyText value={totals.requested_effect} />,
    applied_to_settle: <MoneyText value={totals.applied_to_settle} />,
    to_constitute: <MoneyText value={totals.to_constitute} />,
    settled: <MoneyText value={totals.settled} />,
    received_conciliated: <MoneyText value={totals.received_conciliated} />,
    debt: <MoneyText value={totals.debt} />,
    coverage_percent: coverageText(totals.weighted_coverage),
  };
}
