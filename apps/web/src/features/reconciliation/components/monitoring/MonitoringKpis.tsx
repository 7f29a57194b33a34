import { formatCurrency, MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { MonitoringContractListResponse } from '../../api/monitoring';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const M = MESSAGES.reconciliationMonitoring;
const K = M.kpis;

const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('pt-BR'));
const money = (v: string | undefined) => (v === undefined ? undefined : formatCurrency(v));

/** A one-decimal percentage ('97,4 %'), '—' when there is nothing to cover. */
export const coverageText = (v: string | null) => (v === null ? MESSAGES.common.empty : percentOneDecimal(v));

/**
 * 'Contratos monitorados', 'Saldo devedor', 'Efeito aplicado a liquidar', 'Cobertura ponderada',
 * 'Insuficientes' (red), 'Vencem em 30 dias' (spec 4 §2.9): the list call's totals, the whole filtered set.
 */
export function MonitoringKpis({ totals }: { totals: MonitoringContractListResponse['totals'] | undefined }) {
  return (
    <KpiCards
      label={M.title}
      cards={[
        { label: K.monitored, value: count(totals?.count) },
        { label: K.debt, value: money(totals?.debt) },
        { label: K.appliedToSettle, value: money(totals?.applied_to_settle) },
        { label: K.weightedCoverage, value: totals ? coverageText(totals.weighted_coverage) : undefined },
        { label: K.insufficient, value: count(totals?.insufficient_count), alert: totals !== undefined && totals.insufficient_count > 0 },
        { label: K.due30, value: count(totals?.due_30_count) },
      ]}
    />
  );
}
