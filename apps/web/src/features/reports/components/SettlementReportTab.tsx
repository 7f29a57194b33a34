import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import Link from '@mui/material/Link';
import {
  COMMITMENT_STATUS_FILTER_OPTIONS,
  CONTRACT_TYPES,
  MESSAGES,
  SETTLEMENT_REPORT_ALL_CONTRACT_TYPES,
  SETTLEMENT_REPORT_DEFAULT_STATUS,
  STRATEGIES,
  STRATEGY_FILTER_OPTIONS,
  TRANSACTION_TYPES,
  commitmentStatusLabel,
  formatDate,
  formatDateTime,
  formatDocument,
  type SettlementReportRow,
} from '@lastro/domain';
import { AsyncExportButtons, ListScreen, MoneyText, useListState, type FilterField } from '../../../components';
import { paths } from '../../../lib/paths';
import { usePermissions } from '../../../lib/permissions';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { exportSettlementReport } from '../api/export-settlement-report';
import { useSettlementReport } from '../api/get-settlement-report';
import type { SettlementReportFilterValues } from '../types';

const M = MESSAGES.reports;
/** 26 columns: the table scrolls sideways inside its frame. */
const MIN_WIDTH = 3400;

const labelOf = (options: readonly { value: number; label: string }[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);

const DEFAULTS: SettlementReportFilterValues = {
  creditorId: '',
  documentNumber: '',
  codes: '',
  searchByGroup: '',
  externalReference: '',
  status: SETTLEMENT_REPORT_DEFAULT_STATUS.join(','),
  contractType: SETTLEMENT_REPORT_ALL_CONTRACT_TYPES,
  strategy: '',
  createdAtInitial: '',
  createdAtEnd: '',
  executionDateInitial: '',
  executionDateEnd: '',
  searchByGcap: '',
};

/** 'PREVISÃO DE LIQUIDAÇÃO': the effects of the commitments on the URs, filtered, sorted and exported on the server. */
export function SettlementReportTab() {
  const { isAdmin } = usePermissions();
  const list = useListState<SettlementReportFilterValues>(DEFAULTS);
  const query = useSettlementReport(list.filters, list.params);
  const creditors = useCreditors(undefined, isAdmin);

  const fields = useMemo<FilterField<keyof SettlementReportFilterValues>[]>(() => {
    const all: (FilterField<keyof SettlementReportFilterValues> | false)[] = [
      isAdmin && {
        name: 'creditorId',
        label: M.creditorLabel,
        type: 'select',
        options: [{ value: '', label: M.allContractTypes }, ...(creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name }))],
        size: { xs: 12, sm: 6, md: 3 },
      },
      { name: 'documentNumber', label: M.documentLabel, type: 'cpfCnpj', size: { xs: 12, sm: 6, md: 3 } },
      { name: 'codes', label: M.codesLabel, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      // Codes and grouping exclude each other: codes typed empty and disable the grouping.
      { name: 'searchByGroup', label: M.groupLabel, type: 'text', disabledWhenFilled: 'codes', size: { xs: 12, sm: 6, md: 3 } },
      { name: 'externalReference', label: M.externalReferenceLabel, type: 'text', size: { xs: 12, sm: 6, md: 3 } },
      { name: 'status', label: M.statusLabel, type: 'multiselect', options: COMMITMENT_STATUS_FILTER_OPTIONS, size: { xs: 12, sm: 6, md: 3 } },
      {
        name: 'contractType',
        label: M.contractTypeLabel,
        type: 'select',
        options: [{ value: '0', label: M.allContractTypes }, ...CONTRACT_TYPES.map((c) => ({ value: String(c.value), label: c.label }))],
        size: { xs: 12, sm: 6, md: 2 },
      },
      { name: 'strategy', label: M.strategyLabel, type: 'select', options: [{ value: '', label: M.allStrategies }, ...STRATEGY_FILTER_OPTIONS], size: { xs: 12, sm: 6, md: 2 } },
      {
        name: 'searchByGcap',
        label: M.gcapLabel,
        type: 'select',
        options: [
          { value: '', label: M.allStrategies },
          { value: 'true', label: M.gcapOnly },
        ],
        size: { xs: 12, sm: 6, md: 2 },
      },
      { name: 'createdAtInitial', label: M.createdAtInitialLabel, type: 'date', size: { xs: 6, md: 2 } },
      { name: 'createdAtEnd', label: M.createdAtEndLabel, type: 'date', notBefore: 'createdAtInitial', size: { xs: 6, md: 2 } },
      { name: 'executionDateInitial', label: M.executionDateInitialLabel, type: 'date', size: { xs: 6, md: 2 } },
      { name: 'executionDateEnd', label: M.executionDateEndLabel, type: 'date', notBefore: 'executionDateInitial', size: { xs: 6, md: 2 } },
    ];
    return all.filter((f): f is FilterField<keyof SettlementReportFilterValues> => Boolean(f));
  }, [isAdmin, creditors.data]);

  const columns = useMemo<ColumnDef<SettlementReportRow>[]>(
    () => [
      { accessorKey: 'creditor_name', header: M.creditorNameColumn },
      { accessorKey: 'merchant_name', header: M.merchantNameColumn },
      { id: 'merchant_document_number', header: M.merchantDocumentColumn, cell: ({ row }) => formatDocument(row.original.merchant_document_number) },
      { accessorKey: 'acquirer_name', header: M.acquirerColumn },
      { accessorKey: 'payment_arrangement', header: M.arrangementColumn },
      { id: 'settlement_date', header: M.settlementDateColumn, cell: ({ row }) => formatDate(row.original.settlement_date) },
      { accessorKey: 'effect_order', header: M.effectOrderColumn },
      { id: 'amount_onerate', header: M.amountOnerateColumn, cell: ({ row }) => <MoneyText value={row.original.amount_onerate} /> },
      { id: 'effect_amount_initial', header: M.effectAmountInitialColumn, cell: ({ row }) => <MoneyText value={row.original.effect_amount_initial} /> },
      { id: 'effect_amount', header: M.effectAmountColumn, cell: ({ row }) => <MoneyText value={row.original.effect_amount} /> },
      { id: 'effect_amount_updated', header: M.effectAmountUpdatedColumn, cell: ({ row }) => <MoneyText value={row.original.effect_amount_updated} /> },
      { id: 'effective_settlement_amount', header: M.effectiveSettlementAmountColumn, cell: ({ row }) => <MoneyText value={row.original.effective_settlement_amount} /> },
      { id: 'receivable_updated_at', header: M.receivableUpdatedAtColumn, cell: ({ row }) => formatDateTime(row.original.receivable_updated_at) },
      { id: 'contract_created_at', header: M.contractCreatedAtColumn, cell: ({ row }) => formatDateTime(row.original.contract_created_at) },
      { id: 'contract_execution_date', header: M.contractExecutionDateColumn, cell: ({ row }) => formatDate(row.original.contract_execution_date) },
      {
        id: 'effective_settlement_date',
        header: M.effectiveSettlementDateColumn,
        cell: ({ row }) => (row.original.effective_settlement_date ? formatDate(row.original.effective_settlement_date) : '-'),
      },
      { id: 'status', header: M.statusColumn, cell: ({ row }) => commitmentStatusLabel(row.original.status) },
      { id: 'transaction_type', header: M.transactionTypeColumn, cell: ({ row }) => labelOf(TRANSACTION_TYPES, row.original.transaction_type) },
      { id: 'contract_type', header: M.contractTypeColumn, cell: ({ row }) => labelOf(CONTRACT_TYPES, row.original.contract_type) },
      { id: 'strategy', header: M.strategyColumn, cell: ({ row }) => labelOf(STRATEGIES, row.original.strategy) },
      { accessorKey: 'code', header: M.codeColumn },
      {
        id: 'external_reference',
        header: M.externalReferenceColumn,
        cell: ({ row }) => (
          <Link component={RouterLink} to={paths.appointments.edit.getHref(row.original.deal_id)}>
            {row.original.external_reference}
          </Link>
        ),
      },
      { id: 'creditor_document_number', header: M.creditorDocumentColumn, cell: ({ row }) => formatDocument(row.original.creditor_document_number) },
      {
        id: 'originator_document_number',
        header: M.originatorDocumentColumn,
        cell: ({ row }) => (row.original.originator_document_number ? formatDocument(row.original.originator_document_number) : '-'),
      },
      { id: 'gcap', header: M.gcapColumn, cell: ({ row }) => (row.original.gcap ? M.yes : M.no) },
    ],
    [],
  );

  return (
    <ListScreen
      list={list}
      query={query}
      fields={fields}
      columns={columns}
      minWidth={MIN_WIDTH}
      getRowId={(row) => String(row.id)}
      toolbar={
        <AsyncExportButtons
          formats={['xls', 'csv']}
          requestExport={(format) => exportSettlementReport(list.filters, format)}
          totalLines={query.data?.metadata.resultset.count}
        />
      }
    />
  );
}
