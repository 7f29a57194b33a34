import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { formatCurrency, formatDate, MESSAGES } from '@lastro/domain';
import { ChartCard, LazyBarChart } from '../../../../components';
import type { BankCharts as Charts } from '../../api/bank';
import type { ItemStatus } from '../../api/item-query';

const LazyBankDayChart = lazy(() => import('./BankDayChartView'));

const S = MESSAGES.reconciliationScreens;
const B = S.bank;
/** The statuses in the chips' order (spec 4 §2.2). */
const STATUSES = Object.keys(S.itemStatus) as ItemStatus[];
/** The chips' colours (MUI's palette), so a status reads the same in the chart and the grid. */
const STATUS_COLOURS: Record<ItemStatus, string> = { conciliada: '#2e7d32', divergente: '#ed6c02', nao_encontrada: '#d32f2f', aguardando: '#9e9e9e', a_liquidar: '#0288d1' };

export interface BankChartsProps {
  charts: Charts | undefined;
  /** A day of 'Previsto × liquidado × creditado por dia': 'De' = 'Até' = that day. */
  onDate: (date: string) => void;
  /** A bar of 'Situação por credenciadora': that acquirer (its CNPJ; null 'Não identificada') and status. */
  onAcquirer: (document: string | null, status: ItemStatus) => void;
}

/** The two charts of 'Conciliação Bancária' (spec 4 §2.4); a click filters the list as the form would. */
export function BankCharts({ charts, onDate, onAcquirer }: BankChartsProps) {
  const days = charts?.by_date ?? [];
  const byAcquirer = charts?.by_acquirer ?? [];
  const acquirers = [...new Map(byAcquirer.map((p) => [p.acquirer.document ?? '', p.acquirer])).values()];
  const statuses = STATUSES.filter((s) => byAcquirer.some((p) => p.status === s));
  const amount = (document: string | null, status: ItemStatus) => Number(byAcquirer.find((p) => p.acquirer.document === document && p.status === status)?.amount ?? 0);
  const dayText = (d: Charts['by_date'][number]) =>
    d.forecast
      ? `${formatDate(d.date)} ${B.expected} ${formatCurrency(d.expected)}`
      : `${formatDate(d.date)} ${B.expected} ${formatCurrency(d.expected)}, ${B.settled} ${formatCurrency(d.settled)}, ${B.credited} ${formatCurrency(d.credited)}, ${B.runningDifference} ${formatCurrency(d.running_difference)}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard
          title={B.byDayChart}
          ariaLabel={`${B.byDayChart}: ${days.map(dayText).join('; ')}`}
          data={
            charts && {
              columns: [B.date, B.expected, B.settled, B.credited, B.runningDifference],
              rows: days.map((d) => [formatDate(d.date), formatCurrency(d.expected), ...(d.forecast ? ['—', '—', '—'] : [formatCurrency(d.settled), formatCurrency(d.credited), formatCurrency(d.running_difference)])]),
            }
          }
        >
          <LazyBankDayChart
            days={days}
            onSelect={(i) => {
              const day = days[i];
              if (day) onDate(day.date);
            }}
          />
        </ChartCard>
        {days.some((d) => d.forecast) && (
          <Typography variant="caption" color="text.secondary">
            {B.forecastNote}
          </Typography>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChartCard
          title={B.byAcquirerChart}
          ariaLabel={`${B.byAcquirerChart}: ${acquirers.map((a) => `${a.name} ${statuses.map((s) => `${S.itemStatus[s]} ${formatCurrency(amount(a.document, s))}`).join(', ')}`).join('; ')}`}
          data={charts && { columns: [S.list.acquirer, ...statuses.map((s) => S.itemStatus[s])], rows: acquirers.map((a) => [a.name, ...statuses.map((s) => formatCurrency(amount(a.document, s)))]) }}
        >
          <LazyBarChart
            horizontal
            categories={acquirers.map((a) => a.name)}
            series={statuses.map((s) => ({ label: S.itemStatus[s], values: acquirers.map((a) => amount(a.document, s)), stack: 'status', color: STATUS_COLOURS[s] }))}
            onSelect={(acquirerIndex, statusIndex) => {
              const acquirer = acquirers[acquirerIndex];
              const status = statuses[statusIndex];
              if (acquirer && status) onAcquirer(acquirer.document, status);
            }}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
