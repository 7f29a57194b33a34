import { formatCurrency, MESSAGES } from '@lastro/domain';
import { KpiCards } from '../../../../components';
import type { BankListResponse } from '../../api/bank';
import { percentOneDecimal } from '../schedule/ScheduleKpis';

const S = MESSAGES.reconciliationScreens;
const B = S.bank;

/** 'Previsto', 'Liquidado', 'Creditado', 'Diferença' (red when not zero), 'Conciliado' (spec 4 §2.4, §4.8), from the list's totals. */
export function BankKpis({ totals }: { totals: BankListResponse['totals'] | undefined }) {
  const money = (v: string | undefined) => (v === undefined ? undefined : formatCurrency(v));
  return (
    <KpiCards
      label={B.title}
      cards={[
        { label: B.expected, value: money(totals?.expected) },
        { label: B.settled, value: money(totals?.settled) },
        { label: B.credited, value: money(totals?.credited) },
        { label: S.list.difference, value: money(totals?.difference), alert: totals !== undefined && Number(totals.difference) !== 0 },
        { label: S.list.conciliated, value: totals ? (totals.conciliated_percent === null ? MESSAGES.common.empty : percentOneDecimal(totals.conciliated_percent)) : undefined },
      ]}
    />
  );
}
