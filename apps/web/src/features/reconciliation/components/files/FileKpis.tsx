import { MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { FilesTotals } from '../../api/files';

const M = MESSAGES.reconciliationFiles;

const count = (n: number | undefined) => (n === undefined ? MESSAGES.common.empty : n.toLocaleString('pt-BR'));

/** The KPI cards of 'Extratos', from the list call's totals (the whole filtered set, never the page). */
export function FileKpis({ totals }: { totals: FilesTotals | undefined }) {
  return (
    <KpiCards
      label={M.title}
      cards={[
        { label: M.kpiFiles, value: count(totals?.files) },
        { label: M.kpiWaiting, value: count(totals?.awaiting_action) },
        { label: M.kpiAlerts, value: count(totals?.processed_with_alerts) },
        { label: M.kpiRejected, value: count(totals?.rejected) },
      ]}
    />
  );
}
