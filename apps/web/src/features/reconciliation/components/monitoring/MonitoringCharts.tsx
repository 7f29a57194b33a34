import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { formatCurrency, formatDate, MESSAGES } from '@lastro/domain';
import { ChartCard, LazyBarChart } from '../../../../components';
import {
  CONTRACT_SITUATIONS,
  type ContractSituation as Situation,
  type CoverageBand,
  type MonitoringContractSummary,
} from '../../api/monitoring';

const M = MESSAGES.reconciliationMonitoring;
const C = M.charts;

/** The bars take their band's colour, which the library's legend (by series) cannot say: this legend does. */
function BandLegend({ labels, colours }: { labels: readonly string[]; colours: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
        fontSize: 12,
      }}
    >
      {labels.map((label, i) => (
        <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colours[i] }}
          />
          {label}
        </Box>
      ))}
    </Box>
  );
}

/** 'DD/MM' of a 'YYYY-MM-DD'. */
const dayMonth = (day: string) => formatDate(day).slice(0, 5);

export interface MonitoringChartsProps {
  summary: MonitoringContractSummary | undefined;
  /** A bar of 'Cobertura do saldo devedor': that band. */
  onBand: (band: CoverageBand) => void;
  /** A bar of 'Vencimentos nos próximos 90 dias': 'Vencimento até' = the week's last day. */
  onWeek: (weekEnd: string) => void;
}

/** 'Cobertura do saldo devedor' (Σ saldo devedor by band) and 'Vencimentos nos próximos 90 dias' (by week, stacked by situation), spec 4 §2.9. */
export function MonitoringCharts({ summary, onBand, onWeek }: MonitoringChartsProps) {
  const { palette } = useTheme();
  // Under 100% is the risk (error, then warning); 100-110% is the healthy band; above it 'Em excesso' (info).
  const bandColours = [
    palette.error.main,
    palette.error.light,
    palette.warning.main,
    palette.success.main,
    palette.info.main,
  ];
  const situationColours: Record<Situation, string> = {
    suficiente: palette.success.main,
    insuficiente: palette.error.main,
    em_excesso: palette.info.main,
    quitado: palette.grey[500],
  };

  const bands = summary?.coverage_bands ?? [];
  const bandLabels = bands.map((b) => M.coverageBand[b.band]);

  const rows = summary?.expiry_weeks ?? [];
  const weeks = [...new Map(rows.map((r) => [r.week_start, r.week_end])).entries()].sort(([a], [b]) =>
    a.localeCompare(b),
  );
  const weekLabels = weeks.map(([start]) => C.week(dayMonth(start)));
  const situations = CONTRACT_SITUATIONS.filter((s) => rows.some((r) => r.situation === s && r.count > 0));
  const cell = (start: string, situation: Situation) =>
    rows.find((r) => r.week_start === start && r.situation === situation);
  const debtOf = (start: string, situation: Situation) => Number(cell(start, situation)?.debt ?? 0);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={C.coverage}
          ariaLabel={`${C.coverage}: ${bands.map((b, i) => `${bandLabels[i]} ${formatCurrency(b.debt)} (${b.count})`).join('; ')}`}
          data={
            summary && {
              columns: [M.filters.coverageBand, M.kpis.debt, C.contracts],
              rows: bands.map((b, i) => [
                bandLabels[i],
                formatCurrency(b.debt),
                b.count.toLocaleString('pt-BR'),
              ]),
            }
          }
        >
          <BandLegend labels={bandLabels} colours={bandColours} />
          <LazyBarChart
            horizontal
            height={252}
            categories={bandLabels}
            categoryColors={bandColours}
            series={[{ label: M.kpis.debt, values: bands.map((b) => Number(b.debt)) }]}
            tooltipExtra={(i) => `${C.contracts}: ${bands[i]?.count ?? 0}`}
            onSelect={(i) => {
              const band = bands[i];
              if (band) onBand(band.band);
            }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={C.expiries}
          ariaLabel={`${C.expiries}: ${weeks.map(([start], i) => `${weekLabels[i]} ${situations.map((s) => `${M.situation[s]} ${formatCurrency(debtOf(start, s))}`).join(', ')}`).join('; ')}`}
          data={
            summary && {
              columns: [M.columns.dueDate, ...situations.map((s) => M.situation[s])],
              rows: weeks.map(([start], i) => [
                weekLabels[i],
                ...situations.map(
                  (s) => `${formatCurrency(debtOf(start, s))} (${cell(start, s)?.count ?? 0})`,
                ),
              ]),
            }
          }
        >
          {situations.length === 0 ? (
            // The library's own empty text is English: the list's own words instead.
            <Box sx={{ height: 1, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
              {MESSAGES.common.noRecords}
            </Box>
          ) : (
            <LazyBarChart
              categories={weekLabels}
              series={situations.map((s) => ({
                label: M.situation[s],
                values: weeks.map(([start]) => debtOf(start, s)),
                stack: 'situation',
                color: situationColours[s],
              }))}
              tooltipExtra={(i, si) => {
                const week = weeks[i];
                const situation = situations[si];
                return `${C.contracts}: ${week && situation ? (cell(week[0], situation)?.count ?? 0) : 0}`;
              }}
              onSelect={(i) => {
                const week = weeks[i];
                if (week) onWeek(week[1]);
              }}
            />
          )}
        </ChartCard>
      </Grid>
    </Grid>
  );
}
