import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate, MESSAGES } from '@lastro/domain';
import type { MonitoringReportResponse } from '../../api/report';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const R = MESSAGES.monitoringReport;

export interface TrendChartViewProps {
  daily: MonitoringReportResponse['daily'];
  /** A click on a day (its point or its column): that day's index. */
  onSelect: (dayIndex: number) => void;
  height?: number;
}

const percent = (v: number | null) => (v === null ? MESSAGES.common.empty : percentOneDecimal(String(v)));

/**
 * 'Evolução do % conciliado' (spec 4 §2.10 item 2): one point a day, a gap where nothing was
 * decided; pt-BR dates and percentages. Loaded on demand (the charts library is heavy).
 */
export default function TrendChartView({ daily, onSelect, height = 280 }: TrendChartViewProps) {
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: daily.map((d) => formatDate(d.date).slice(0, 5)), tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[{ min: 0, max: 100, width: 56, valueFormatter: (v: number | null) => (v === null ? '' : `${v} %`) }]}
      series={[
        {
          id: 'conciliated',
          label: R.kpis.conciliated,
          data: daily.map((d) => (d.conciliated_percent === null ? null : Number(d.conciliated_percent))),
          valueFormatter: percent,
          showMark: true,
          color: '#2e7d32',
        },
      ]}
      onMarkClick={(_event, item) => {
        if (item.dataIndex !== undefined) onSelect(item.dataIndex);
      }}
      onAxisClick={(_event, data) => {
        if (data) onSelect(data.dataIndex);
      }}
    />
  );
}
