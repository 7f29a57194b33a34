import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { formatCurrency, formatDate, MESSAGES } from '@lastro/domain';
import type { BankCharts } from '../../api/bank';

const B = MESSAGES.reconciliationScreens.bank;
const HATCH_ID = 'bank-forecast-hatch';
const COLOURS = { expected: '#1565c0', settled: '#8e24aa', credited: '#2e7d32', running: '#e65100' } as const;

export interface BankDayChartViewProps {
  days: BankCharts['by_date'];
  /** A click anywhere on a day: that day. */
  onSelect: (dayIndex: number) => void;
  height?: number;
}

const money = (v: number | null) => (v === null ? '' : formatCurrency(v));

/**
 * 'Previsto × liquidado × creditado por dia' (spec 4 §2.4): three bars a day and the line
 * 'Diferença acumulada' on a right axis; a day after today has only its Previsto, hatched.
 * Loaded on demand (the charts library is heavy).
 */
export default function BankDayChartView({ days, onSelect, height = 280 }: BankDayChartViewProps) {
  const forecast = days.map((d) => d.forecast);
  const past = (value: string, i: number) => (forecast[i] ? null : Number(value));
  return (
    <ChartsDataProvider
      height={height}
      xAxis={[{ id: 'days', scaleType: 'band', data: days.map((d) => formatDate(d.date)), tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[
        { id: 'amounts', width: 90, valueFormatter: money },
        { id: 'running', position: 'right', width: 90, valueFormatter: money },
      ]}
      series={[
        { id: 'expected', type: 'bar', label: B.expected, color: COLOURS.expected, data: days.map((d) => Number(d.expected)), valueFormatter: money },
        { id: 'settled', type: 'bar', label: B.settled, color: COLOURS.settled, data: days.map((d, i) => past(d.settled, i)), valueFormatter: money },
        { id: 'credited', type: 'bar', label: B.credited, color: COLOURS.credited, data: days.map((d, i) => past(d.credited, i)), valueFormatter: money },
        { id: 'running', type: 'line', label: B.runningDifference, color: COLOURS.running, yAxisId: 'running', data: days.map((d, i) => past(d.running_difference, i)), valueFormatter: money },
      ]}
      onAxisClick={(_event, data) => {
        if (data) onSelect(data.dataIndex);
      }}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <defs>
            <pattern id={HATCH_ID} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="#e3f2fd" />
              <line x1="0" y1="0" x2="0" y2="6" stroke={COLOURS.expected} strokeWidth="3" />
            </pattern>
          </defs>
          <BarPlot slotProps={{ bar: (state) => (state.seriesId === 'expected' && forecast[state.dataIndex] ? { fill: `url(#${HATCH_ID})`, stroke: COLOURS.expected } : {}) }} />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
