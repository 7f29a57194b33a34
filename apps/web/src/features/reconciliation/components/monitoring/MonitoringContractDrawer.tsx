import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDocument, MESSAGES } from '@lastro/domain';
import { DetailDrawer, ListLoadError, MoneyText } from '../../../../components';
import { paths } from '../../../../lib/paths';
import { useMonitoringContract, type MonitoringContractDetail } from '../../api/monitoring';
import { ChainFields, type ChainField } from '../items/ChainStep';
import { ChainTable } from '../items/ChainTable';
import { ITEM_STATUS_COLOURS, chipContrast } from '../items/ItemStatusChip';
import { CoverageCell, DaysToDueCell, SituationChip } from './monitoringColumns';
import { coverageText } from './MonitoringKpis';

const M = MESSAGES.reconciliationMonitoring;
const D = M.drawer;
const L = M.columns;
const S = MESSAGES.reconciliationScreens;
const C = MESSAGES.common;

type ItemRef = MonitoringContractDetail['units'][number]['agenda'];

export interface MonitoringContractDrawerProps {
  /** The installment in the address (`?item={id}`). */
  id: string;
  /** Read on the commitments: 'Detalhes do compromisso'. */
  canSeeCommitment: boolean;
  /** Read on 'Conciliação de Agenda' / 'Conciliação Bancária': the chips open the item there. */
  canSeeSchedule: boolean;
  canSeeBank: boolean;
  onClose: () => void;
}

/** An item's status chip; a link to the item in its screen when the user may open it. */
function ItemChip({ item, href }: { item: ItemRef; href: string | null }) {
  if (!item) return <>{C.empty}</>;
  const colour = ITEM_STATUS_COLOURS[item.status];
  const label = S.itemStatus[item.status];
  if (!href) return <Chip size="small" label={label} color={colour} sx={chipContrast(colour)} />;
  return <Chip size="small" clickable component={RouterLink} to={href} label={label} color={colour} sx={chipContrast(colour)} />;
}

function contractFields(c: MonitoringContractDetail['contract']): ChainField[] {
  return [
    { label: L.code, value: c.code },
    { label: L.externalReference, value: c.external_reference || C.empty },
    { label: L.merchant, value: `${c.merchant.name} · ${formatDocument(c.merchant.document)}` },
    { label: L.supplier, value: c.creditor_name },
    { label: L.contractAmount, value: <MoneyText value={c.contract_amount} /> },
    { label: L.requestedEffect, value: <MoneyText value={c.requested_effect} /> },
    { label: L.appliedToSettle, value: <MoneyText value={c.applied_to_settle} /> },
    { label: L.toConstitute, value: <MoneyText value={c.to_constitute} /> },
    { label: L.settled, value: <MoneyText value={c.settled} /> },
    { label: L.receivedConciliated, value: <MoneyText value={c.received_conciliated} /> },
    { label: L.debt, value: <MoneyText value={c.debt} /> },
    { label: L.coverage, value: <CoverageCell row={c} /> },
    { label: L.minPercentage, value: coverageText(c.min_percentage) },
    { label: L.situation, value: <SituationChip situation={c.situation} /> },
    { label: L.dueDate, value: formatDate(c.due_date) },
    { label: L.daysToDue, value: <DaysToDueCell row={c} /> },
  ];
}

/** 'Detalhe do contrato' (spec 4 §2.9): the contract's figures, then one row per UR it reaches. */
export function MonitoringContractDrawer({ id, canSeeCommitment, canSeeSchedule, canSeeBank, onClose }: MonitoringContractDrawerProps) {
  const detail = useMonitoringContract(id);
  const d = detail.data;
  const hrefOf = (base: string, item: ItemRef, allowed: boolean) => (item && allowed ? `${base}?item=${encodeURIComponent(item.id)}` : null);
  return (
    <DetailDrawer
      open
      title={D.title}
      onClose={onClose}
      footer={
        canSeeCommitment && d ? (
          <Button component={RouterLink} variant="outlined" to={paths.appointments.edit.getHref(d.contract.deal_id)}>
            {M.actions.commitment}
          </Button>
        ) : undefined
      }
    >
      {detail.isError && <ListLoadError onRetry={() => void detail.refetch()} />}
      {!d && !detail.isError && <Skeleton variant="rectangular" height={240} />}
      {d && (
        <Stack spacing={3}>
          <ChainFields fields={contractFields(d.contract)} />
          <Stack spacing={1} component="section" aria-label={D.units}>
            <Typography variant="subtitle1" component="h3">
              {D.units}
            </Typography>
            {d.units.length === 0 ? (
              <Typography color="text.secondary">{D.noUnits}</Typography>
            ) : (
              <ChainTable
                label={D.units}
                headers={[D.settlementDate, D.acquirer, D.arrangement, D.priority, D.onerated, D.effectApplied, D.settled, D.effectiveDate, D.agenda, D.bank]}
                numeric={[4, 5, 6]}
                rows={d.units.map((u, i) => ({
                  key: `${u.settlement_date}-${u.acquirer.document}-${u.arrangement.code}-${i}`,
                  cells: [
                    formatDate(u.settlement_date),
                    u.acquirer.name,
                    u.arrangement.name ? `${u.arrangement.code} ${u.arrangement.name}` : u.arrangement.code,
                    u.priority === null ? C.empty : u.priority === 0 ? S.chain.effectStatus.insucesso : String(u.priority),
                    <MoneyText key="o" value={u.onerated} />,
                    <MoneyText key="a" value={u.effect_applied} />,
                    <MoneyText key="s" value={u.settled} />,
                    u.effective_date ? formatDate(u.effective_date) : C.empty,
                    <ItemChip key="ag" item={u.agenda} href={hrefOf(paths.conciliationSchedule.root.path, u.agenda, canSeeSchedule)} />,
                    <ItemChip key="bk" item={u.bank} href={hrefOf(paths.conciliationBank.root.path, u.bank, canSeeBank)} />,
                  ],
                }))}
              />
            )}
          </Stack>
        </Stack>
      )}
    </DetailDrawer>
  );
}
