import Grid from '@mui/material/Grid';
import { formatCurrency, MESSAGES } from '@lastro/domain';
import { ChartCard, LazyBarChart } from '../../../../components';
import type { DivergenceSummary } from '../../api/divergences';

const S = MESSAGES.reconciliationScreens;
const D = S.divergences;

export interface DivergenceChartsProps {
  summary: DivergenceSummary | undefined;
  /** A band of 'Idade das pendências': `age_min`/`age_max` ('' for the open last band). */
  onAge: (min: string, max: string) => void;
  /** A bar of 'Por tipo'. */
  onType: (type: string) => void;
}

/** 'Idade das pendências' and 'Por tipo' (spec 4 §2.6): Σ |diferença|, a click filters the queue. */
export function DivergenceCharts({ summary, onAge, onType }: DivergenceChartsProps) {
  const aging = summary?.aging ?? [];
  const types = summary?.by_type ?? [];
  const bands = aging.map((b) => D.ageBand(b.min, b.max));
  const typeLabels = types.map((t) => S.divergenceType[t.type]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={D.agingChart}
          ariaLabel={`${D.agingChart}: ${aging.map((b, i) => `${bands[i]} ${formatCurrency(b.abs_difference)} (${b.count})`).join('; ')}`}
          data={summary && { columns: [D.band, D.count, D.absDifference], rows: aging.map((b, i) => [bands[i], b.count, formatCurrency(b.abs_difference)]) }}
        >
          <LazyBarChart
            categories={bands}
            series={[{ label: D.absDifference, values: aging.map((b) => Number(b.abs_difference)) }]}
            tooltipExtra={(i) => `${D.count}: ${aging[i]?.count ?? 0}`}
            onSelect={(i) => {
              const band = aging[i];
              if (band) onAge(String(band.min), band.max === null ? '' : String(band.max));
            }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title={D.byTypeChart}
          ariaLabel={`${D.byTypeChart}: ${types.map((t, i) => `${typeLabels[i]} ${formatCurrency(t.abs_difference)} (${t.count})`).join('; ')}`}
          data={summary && { columns: [D.typeColumn, D.count, D.absDifference], rows: types.map((t, i) => [typeLabels[i], t.count, formatCurrency(t.abs_difference)]) }}
        >
          <LazyBarChart
            horizontal
            categories={typeLabels}
            series={[{ label: D.absDifference, values: types.map((t) => Number(t.abs_difference)) }]}
            tooltipExtra={(i) => `${D.count}: ${types[i]?.count ?? 0}`}
            onSelect={(i) => {
              const type = types[i];
              if (type) onType(type.type);
            }}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
