import { formatCurrency, MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { DivergenceSummary } from '../../api/divergences';

const D = MESSAGES.reconciliationScreens.divergences;

const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('pt-BR'));

/** 'Pendentes' (with Σ |diferença|), 'Mais antiga', 'Resolvidas em 30 dias', 'Justificadas em 30 dias' (spec 4 §2.6). */
export function DivergenceKpis({ kpis }: { kpis: DivergenceSummary['kpis'] | undefined }) {
  return (
    <KpiCards
      label={D.title}
      cards={[
        { label: D.kpiPending, value: count(kpis?.pending_count), hint: kpis ? formatCurrency(kpis.pending_abs_difference) : undefined },
        { label: D.kpiOldest, value: kpis ? (kpis.oldest_days === null ? MESSAGES.common.empty : D.days(kpis.oldest_days)) : undefined },
        { label: D.kpiResolved, value: count(kpis?.resolved_30_days) },
        { label: D.kpiJustified, value: count(kpis?.justified_30_days) },
      ]}
    />
  );
}
