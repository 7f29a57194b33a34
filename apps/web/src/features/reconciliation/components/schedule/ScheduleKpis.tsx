import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { formatCurrency, MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { ScheduleListResponse } from '../../api/schedule';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;

/** Spec 4 §4.8: 'Conciliado' with one decimal ('97,4 %'). */
export const percentOneDecimal = (v: string) => `${Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

export interface ScheduleKpisProps {
  totals: ScheduleListResponse['totals'] | undefined;
  /** 'Divergências' under the same filters; null when the user may not open it. */
  divergencesHref: string | null;
}

/** 'Previsto', 'Liquidado', 'Diferença' (red when not zero), 'Conciliado', 'Divergências pendentes' (spec 4 §2.3). */
export function ScheduleKpis({ totals, divergencesHref }: ScheduleKpisProps) {
  const money = (v: string | undefined) => (v === undefined ? undefined : formatCurrency(v));
  return (
    <KpiCards
      label={A.title}
      cards={[
        { label: A.kpiExpected, value: money(totals?.expected) },
        { label: A.kpiSettled, value: money(totals?.settled) },
        { label: S.list.difference, value: money(totals?.difference), alert: totals !== undefined && Number(totals.difference) !== 0 },
        { label: S.list.conciliated, value: totals ? (totals.conciliated_percent === null ? MESSAGES.common.empty : percentOneDecimal(totals.conciliated_percent)) : undefined },
        {
          label: A.kpiPendingDivergences,
          value: totals?.pending_divergences.toLocaleString('pt-BR'),
          action: divergencesHref && (
            <Link component={RouterLink} to={divergencesHref} variant="body2">
              {A.seeDivergences}
            </Link>
          ),
        },
      ]}
    />
  );
}
