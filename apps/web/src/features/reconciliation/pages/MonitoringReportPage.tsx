import { useCallback, useMemo } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import {
  AsyncExportButtons,
  DataTable,
  FilterForm,
  ListLoadError,
  PageHeader,
  useListState,
  type FilterField,
} from '../../../components';
import { useCreditors } from '../../../lib/reference/useCreditors';
import { paths } from '../../../lib/paths';
import { gridExportQuery } from '../api/grid-export';
import {
  defaultReportFilters,
  exportMonitoringReport,
  useMonitoringReport,
  type MonitoringReportCreditor,
  type ReportFilters,
} from '../api/report';
import { creditorColumns } from '../components/report/creditorColumns';
import { FailedFilesTable } from '../components/report/FailedFilesTable';
import { ReportKpis } from '../components/report/ReportKpis';
import { SandboxPanel } from '../components/report/SandboxPanel';
import { TrendChart } from '../components/report/TrendChart';

const R = MESSAGES.monitoringReport;
const T = R.byCreditor;

/** 'Divergências' of one creditor over the report's period (its queue shows the pending ones by default). */
const divergencesOf = (period: { date_from: string; date_to: string } | undefined) => (row: MonitoringReportCreditor) =>
  `${paths.conciliationConsult.root.path}?${new URLSearchParams({ creditor_id: row.creditor_id, ...(period ?? {}) }).toString()}`;

/**
 * /app/monitoring-report: 'Relatório de Monitoramento' (spec 4 §2.10), admin only (the route's
 * guard sends anyone else to /app). Filters, sort and the table's page live in the address.
 */
export default function MonitoringReportPage() {
  const list = useListState<ReportFilters>(defaultReportFilters());
  const sort = useMemo(() => Object.fromEntries(Object.entries(list.params).filter(([k]) => k.endsWith('Order'))) as Record<string, string>, [list.params]);
  const report = useMonitoringReport(list.filters, sort);
  const creditors = useCreditors();
  const data = report.data;
  const period = data?.period;

  const fields = useMemo<FilterField<keyof ReportFilters>[]>(
    () => [
      { name: 'date_from', label: `${R.filters.period}: ${R.filters.from}`, type: 'date' },
      { name: 'date_to', label: `${R.filters.period}: ${R.filters.to}`, type: 'date', notBefore: 'date_from' },
      {
        name: 'creditor_ids',
        label: R.filters.creditors,
        type: 'multiselect',
        options: (creditors.data?.results ?? []).map((c) => ({ value: c.id, label: c.company_name })),
        size: { xs: 12, md: 6 },
      },
    ],
    [creditors.data],
  );
  // The form shows the period answered (the default one when none was typed).
  const shown = useMemo(
    () => ({ ...list.filters, date_from: list.filters.date_from || period?.date_from || '', date_to: list.filters.date_to || period?.date_to || '' }),
    [list.filters, period],
  );
  const navigate = useNavigate();
  const hrefOf = useMemo(() => divergencesOf(period), [period]);
  const columns = useMemo(() => creditorColumns(hrefOf), [hrefOf]);
  const rows = data?.creditors ?? [];
  const refetch = report.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);

  return (
    <>
      <PageHeader title={R.title} subtitle={R.subtitle} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FilterForm fields={fields} defaults={list.defaults} initialValues={shown} onSearch={list.setFilters} onReset={list.reset} />
        </Paper>
        {report.isError && !data ? (
          <ListLoadError onRetry={reload} />
        ) : (
          <>
            <ReportKpis kpis={data?.kpis} />
            <TrendChart daily={data?.daily} onDay={(date) => list.setFilters({ ...list.filters, date_from: date, date_to: date })} />
            <section aria-label={T.title}>
              <DataTable
                label={T.title}
                columns={columns}
                data={rows.slice(list.offset, list.offset + list.limit)}
                total={rows.length}
                offset={list.offset}
                limit={list.limit}
                onPageChange={list.setPage}
                loading={report.isLoading}
                sort={list.sort}
                onSortChange={list.setSort}
                getRowId={(row) => row.creditor_id}
                rowProps={(row) => ({ onClick: () => void navigate(hrefOf(row)), style: { cursor: 'pointer' } })}
                minWidth={900}
                toolbar={
                  <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
                      {T.title}
                    </Typography>
                    <AsyncExportButtons
                      formats={['xls', 'csv']}
                      requestExport={(format) => exportMonitoringReport(list.filters, format, gridExportQuery(columns, list.params))}
                      totalLines={rows.length}
                      onRefresh={reload}
                    />
                  </Stack>
                }
              />
            </section>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: data?.sandbox.enabled ? 8 : 12 }}>
                <FailedFilesTable files={data?.failed_files ?? []} />
              </Grid>
              {data?.sandbox.enabled && (
                <Grid size={{ xs: 12, lg: 4 }}>
                  <SandboxPanel sandbox={data.sandbox} onDone={reload} />
                </Grid>
              )}
            </Grid>
          </>
        )}
      </Stack>
    </>
  );
}
