import Grid from '@mui/material/Grid';
import { formatCurrency, formatDate, MESSAGES } from '@lastro/domain';
import { ChartCard, LazyBarChart, LazyPieChart } from '../../../../components';
import type { ItemStatus } from '../../api/item-query';
import type { ScheduleCharts as Charts } from '../../api/schedule';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
/** The statuses in the chips' order (spec 4 §2.2). */
const STATUSES = Object.keys(S.itemStatus) as ItemStatus[];

export interface ScheduleChartsProps {
  charts: Charts | undefined;
  /** A bar: that settlement date ('De' = 'Até') and that status. */
  onDate: (date: string, status: ItemStatus) => void;
  /** A slice: that status. */
  onStatus: (status: ItemStatus) => void;
}

/** 'Situação por data de liquidação' (stacked R$ previsto by status) and 'Distribuição' (items by status), spec 4 §2.3. */
export function ScheduleCharts({ charts, onDate, onStatus }: ScheduleChartsProps) {
  const byDate = charts?.by_date ?? [];
  const dates = [...new Set(byDate.map((p) => p.date))].sort();
  const amount = (date: string, status: ItemStatus) => Number(byDate.find((p) => p.date === date && p.status === status)?.expected ?? 0);
  const statuses = STATUSES.filter((status) => byDate.some((p) => p.status === status));
  const slices = charts?.by_status ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartCard
          title={A.byDateChart}
          ariaLabel={`${A.byDateChart}: ${dates.map((d) => `${formatDate(d)} ${statuses.map((s) => `${S.itemStatus[s]} ${formatCurrency(amount(d, s))}`).join(', ')}`).join('; ')}`}
          data={charts && { columns: [A.date, ...statuses.map((s) => S.itemStatus[s])], rows: dates.map((d) => [formatDate(d), ...statuses.map((s) => formatCurrency(amount(d, s)))]) }}
        >
          <LazyBarChart
            categories={dates.map(formatDate)}
            series={statuses.map((s) => ({ label: S.itemStatus[s], values: dates.map((d) => amount(d, s)), stack: 'status' }))}
            onSelect={(dateIndex, seriesIndex) => {
              const date = dates[dateIndex];
              const status = statuses[seriesIndex];
              if (date && status) onDate(date, status);
            }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard
          title={A.distributionChart}
          ariaLabel={`${A.distributionChart}: ${slices.map((s) => `${S.itemStatus[s.status]} ${s.count}`).join('; ')}`}
          data={charts && { columns: [S.list.status, A.count], rows: slices.map((s) => [S.itemStatus[s.status], s.count.toLocaleString('pt-BR')]) }}
        >
          <LazyPieChart
            slices={slices.map((s) => ({ label: S.itemStatus[s.status], value: s.count }))}
            onSelect={(index) => {
              const slice = slices[index];
              if (slice) onStatus(slice.status);
            }}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
