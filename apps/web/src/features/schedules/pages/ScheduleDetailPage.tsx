import { Suspense, lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  MESSAGES,
  SCHEDULE_STATUS,
  formatCurrency,
  formatDate,
  formatDocument,
  type ScheduleAnalyticalItem,
} from '@lastro/domain';
import { BackButton, PageHeader, toastApiError } from '../../../components';
import { paths } from '../../../lib/paths';
import { useCreateSchedule } from '../api/create-schedule';
import { downloadScheduleSummary } from '../api/export-schedules';
import { useSchedule } from '../api/get-schedule';
import { AmountTable, type AmountColumn } from '../components/AmountTable';
import { bucketsOf, matchesFilter, type ChartFilter } from '../components/chart-data';
import { OutcomeDialog, type Outcome } from '../components/OutcomeDialog';

// The chart library is loaded only when a processed schedule is shown.
const ScheduleChart = lazy(() => import('../components/ScheduleChart'));

const M = MESSAGES.schedules;

type SummaryLine = {
  merchant_name: string;
  merchant_document_number: string;
  acquirer_name: string;
  arrangement_name: string;
  amount_total: number;
  amount_committed: number;
  amount_available: number;
  amount_settled: number;
};

const SUMMARY_COLUMNS: AmountColumn<SummaryLine>[] = [
  { header: M.merchantColumn, value: (r) => r.merchant_name },
  { header: M.documentLabel, value: (r) => formatDocument(r.merchant_document_number) },
  { header: M.acquirerColumn, value: (r) => r.acquirer_name },
  { header: M.arrangementColumn, value: (r) => r.arrangement_name },
  { header: M.totalColumn, value: (r) => formatCurrency(r.amount_total), align: 'right' },
  { header: M.committedColumn, value: (r) => formatCurrency(r.amount_committed), align: 'right' },
  { header: M.availableColumn, value: (r) => formatCurrency(r.amount_available), align: 'right' },
  { header: M.settledColumn, value: (r) => formatCurrency(r.amount_settled), align: 'right' },
];

const ANALYTICAL_COLUMNS: AmountColumn<ScheduleAnalyticalItem>[] = [
  { header: M.settlementDateColumn, value: (r) => formatDate(r.settlement_date), sticky: true },
  { header: M.merchantColumn, value: (r) => r.merchant_name },
  { header: M.documentLabel, value: (r) => formatDocument(r.merchant_document_number) },
  { header: M.acquirerColumn, value: (r) => r.acquirer_name },
  { header: M.arrangementColumn, value: (r) => r.arrangement_name },
  { header: M.totalColumn, value: (r) => formatCurrency(r.amount_total), align: 'right' },
  // Every part of the total: a UR paid on the reference date is all settled, neither committed nor free.
  { header: M.committedColumn, value: (r) => formatCurrency(r.amount_committed), align: 'right' },
  { header: M.availableColumn, value: (r) => formatCurrency(r.amount_available), align: 'right' },
  { header: M.settledColumn, value: (r) => formatCurrency(r.amount_settled), align: 'right' },
];

/** /app/schedules/edit?id=: Resumo, chart and Agenda Analítica of a processed query. */
export default function ScheduleDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useSchedule(id);
  const refresh = useCreateSchedule();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [filter, setFilter] = useState<ChartFilter>(null);
  const [downloading, setDownloading] = useState(false);

  const data = query.data;
  const variant = data?.schedule_consolidated ?? data?.schedule_expanded ?? null;
  const summary = useMemo<SummaryLine[]>(
    () => (variant?.summary ?? []).flatMap((s) => s.arrangements.map((a) => ({ ...s, ...a }))),
    [variant],
  );
  const buckets = useMemo(() => bucketsOf(variant?.schedule_analytical ?? []), [variant]);
  const analytical = useMemo(
    () => (variant?.schedule_analytical ?? []).filter((r) => matchesFilter(r, filter)),
    [variant, filter],
  );

  const update = async () => {
    if (!data) return;
    try {
      await refresh.mutateAsync({
        partnerType: data.query_type === 'IF' ? 'if' : 'fornecedor',
        creditor_id: data.creditor.id,
        merchant_id: data.merchant.id,
        acquirers: data.acquirers,
        arrangements: data.arrangements,
        initial_date: data.initial_date,
        end_date: data.end_date,
      });
      setOutcome({ kind: 'processing' });
    } catch {
      setOutcome({ kind: 'failed', message: M.updateError });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadScheduleSummary(id);
    } catch (error) {
      toastApiError(error);
    } finally {
      setDownloading(false);
    }
  };

  const processed = data?.request_status.code === SCHEDULE_STATUS.processed;

  return (
    <>
      <PageHeader title={M.listTitle} actions={<BackButton to={paths.schedules.root.path} />} />
      {query.isPending ? (
        <CircularProgress aria-label={MESSAGES.common.loading} />
      ) : query.isError || !data ? (
        <Alert severity="error">{query.error?.message ?? MESSAGES.common.genericError}</Alert>
      ) : !processed ? (
        <Alert severity={data.request_status.code === SCHEDULE_STATUS.error ? 'error' : 'info'}>
          {M.notProcessed}
          {data.error_message ? ` — ${data.error_message}` : ''}
        </Alert>
      ) : (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary">
              {data.merchant.company_name} · {formatDocument(data.merchant.document_number)} · {M.referenceDate}: {formatDate(data.reference_date)}
            </Typography>
            <Stack direction="row" spacing={1}>
              {variant ? (
                <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void update()} loading={refresh.isPending}>
                  {M.updateSchedule}
                </Button>
              ) : null}
              <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download()} loading={downloading}>
                {M.download}
              </Button>
            </Stack>
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {M.summary}
            </Typography>
            <AmountTable label={M.summary} columns={SUMMARY_COLUMNS} rows={summary} rowKey={(r) => `${r.acquirer_name}|${r.arrangement_name}`} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {M.chartTitle}
            </Typography>
            {buckets.length ? (
              <Suspense fallback={<CircularProgress aria-label={MESSAGES.common.loading} />}>
                <ScheduleChart buckets={buckets} onSelect={setFilter} />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{M.emptyAgenda}</Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {M.analytical}
              </Typography>
              {filter ? (
                <Chip
                  label={`${M.chartFilterActive} ${filter.month.slice(5, 7)}/${filter.month.slice(0, 4)} · ${filter.acquirer}`}
                  onDelete={() => setFilter(null)}
                  deleteIcon={undefined}
                  aria-label={M.clearChartFilter}
                />
              ) : null}
            </Stack>
            <AmountTable
              key={filter ? `${filter.month}|${filter.acquirer}` : 'all'}
              label={M.analytical}
              columns={ANALYTICAL_COLUMNS}
              rows={analytical}
              rowKey={(r) => `${r.settlement_date}|${r.acquirer_document}|${r.arrangement_code}`}
            />
          </Paper>
        </Stack>
      )}
      <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
