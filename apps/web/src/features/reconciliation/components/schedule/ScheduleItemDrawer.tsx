import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { formatDate, formatDocument, MESSAGES } from '@lastro/domain';
import { DetailDrawer, ListLoadError, MoneyText } from '../../../../components';
import { useScheduleItem } from '../../api/schedule';
import { ChainStep, stepStateOf } from '../items/ChainStep';
import { ItemStatusChip } from '../items/ItemStatusChip';
import { ContractCell, scheduleReason } from './scheduleColumns';

const S = MESSAGES.reconciliationScreens;
const A = S.schedule;
const C = MESSAGES.common;

export interface ScheduleItemDrawerProps {
  /** The item in the address (`?item={id}`). */
  id: string;
  onClose: () => void;
}

/** 'Detalhe da UR' (spec 4 §2.5): the UR, the creditor's effect on it, its settlement and the bank step. */
export function ScheduleItemDrawer({ id, onClose }: ScheduleItemDrawerProps) {
  const detail = useScheduleItem(id);
  const item = detail.data?.item;
  const bank = detail.data?.bank_item ?? null;
  return (
    <DetailDrawer open title={A.drawerTitle} onClose={onClose}>
      {detail.isError && <ListLoadError onRetry={() => void detail.refetch()} />}
      {!item && !detail.isError && <Skeleton variant="rectangular" height={240} />}
      {item && (
        <Stack spacing={3}>
          <ItemStatusChip status={item.status} />
          <ChainStep
            title={A.stepUr}
            state="agrees"
            fields={[
              { label: S.list.acquirer, value: item.acquirer.name },
              { label: A.merchant, value: `${item.merchant.name ?? C.empty} · ${formatDocument(item.merchant.document)}` },
              { label: A.arrangement, value: item.arrangement.name ? `${item.arrangement.code} ${item.arrangement.name}` : item.arrangement.code },
              { label: A.settlementDate, value: formatDate(item.settlement_date) },
            ]}
          />
          <ChainStep
            title={A.stepEffects}
            state={item.contract.deal_id ? 'agrees' : 'differs'}
            fields={[
              { label: A.contract, value: <ContractCell contract={item.contract} /> },
              { label: S.list.supplier, value: item.creditor_name },
              { label: A.expected, value: <MoneyText value={item.expected} /> },
              { label: A.settlementAccount, value: item.account?.label ?? C.empty },
            ]}
          />
          <ChainStep
            title={A.stepSettlement}
            state={stepStateOf(item.status)}
            fields={[
              { label: A.settled, value: <MoneyText value={item.settled} /> },
              { label: A.effectiveDate, value: item.effective_date ? formatDate(item.effective_date) : C.empty },
              { label: S.list.difference, value: <MoneyText value={item.difference} /> },
              { label: S.list.reason, value: scheduleReason(item) },
            ]}
          />
          <ChainStep
            title={A.stepCredit}
            state={bank ? stepStateOf(bank.status) : 'waiting'}
            fields={
              bank
                ? [
                    { label: S.list.status, value: <ItemStatusChip status={bank.status} /> },
                    { label: A.credited, value: <MoneyText value={bank.credited} /> },
                    { label: A.creditedDate, value: bank.credited_date ? formatDate(bank.credited_date) : C.empty },
                    { label: S.list.account, value: bank.account.label },
                  ]
                : [{ label: S.list.status, value: C.empty }]
            }
          />
        </Stack>
      )}
    </DetailDrawer>
  );
}
