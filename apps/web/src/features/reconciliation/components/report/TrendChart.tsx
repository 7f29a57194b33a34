import { lazy } from 'react';
import { formatDate, MESSAGES } from '@lastro/domain';
import { ChartCard } from '../../../../components';
import type { MonitoringReportResponse } from '../../api/report';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const TrendChartView = lazy(() => import('./TrendChartView'));

const R = MESSAGES.monitoringReport;
const EMPTY = MESSAGES.common.empty;
const percent = (v: string | null) => (v === null ? EMPTY : percentOneDecimal(v));

/** 'Evolução do % conciliado' with 'Ver dados'; a click on a day sets 'De' = 'Até' = that day (spec 4 §2.10 item 2, §2.2 item 5). */
export function TrendChart({ daily, onDay }: { daily: MonitoringReportResponse['daily'] | undefined; onDay: (date: string) => void }) {
  const decided = (daily ?? []).filter((d) => d.conciliated_percent !== null);
  return (
    <ChartCard
      title={R.trend}
      ariaLabel={`${R.trend}: ${decided.map((d) => `${formatDate(d.date)} ${percent(d.conciliated_percent)}`).join('; ') || EMPTY}`}
      data={daily && { columns: [MESSAGES.reconciliationItems.columns.date, R.kpis.conciliated], rows: daily.map((d) => [formatDate(d.date), percent(d.conciliated_percent)]) }}
    >
      {daily && (
        <TrendChartView
          daily={daily}
          onSelect={(i) => {
            const day = daily[i];
            if (day) onDay(day.date);
          }}
        />
      )}
    </ChartCard>
  );
}
