import { formatCurrency, MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { MonitoringReportResponse } from '../../api/report';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const R = MESSAGES.monitoringReport;
const EMPTY = MESSAGES.common.empty;

const count = (n: number | undefined) => (n === undefined ? undefined : n.toLocaleString('pt-BR'));

/** '% conciliado', 'Divergências pendentes' (with R$), 'Pendência mais antiga', 'Arquivos com falha', 'Contratos insuficientes' (spec 4 §2.10 item 1). */
export function ReportKpis({ kpis }: { kpis: MonitoringReportResponse['kpis'] | undefined }) {
  return (
    <KpiCards
      label={R.title}
      cards={[
        { label: R.kpis.conciliated, value: kpis ? (kpis.conciliated_percent === null ? EMPTY : percentOneDecimal(kpis.conciliated_percent)) : undefined },
        { label: R.kpis.pending, value: count(kpis?.pending_count), hint: kpis ? formatCurrency(kpis.pending_amount) : undefined },
        { label: R.kpis.oldest, value: kpis ? (kpis.oldest_days === null ? EMPTY : R.kpis.oldestDays(kpis.oldest_days)) : undefined },
        { label: R.kpis.failedFiles, value: count(kpis?.failed_files), alert: Boolean(kpis?.failed_files) },
        { label: R.kpis.insufficient, value: count(kpis?.insufficient_contracts), alert: Boolean(kpis?.insufficient_contracts) },
      ]}
    />
  );
}
