import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@lastro/domain';
import { DetailDrawer, ListLoadError } from '../../../../components';
import { paths } from '../../../../lib/paths';
import { useScheduleItem } from '../../api/schedule';
import { ConciliationFooter } from '../items/ConciliationFooter';
import { ItemChain } from '../items/ItemChain';
import { ItemStatusChip } from '../items/ItemStatusChip';

const A = MESSAGES.reconciliationScreens.schedule;

export interface ScheduleItemDrawerProps {
  /** The item in the address (`?item={id}`). */
  id: string;
  /** Read on 'Divergências': the footer links to the item's divergences. */
  canSeeDivergences: boolean;
  onClose: () => void;
}

/** 'Detalhe da UR' (spec 4 §2.5): the chain UR → effects → settlements → bank line and the footer 'Conciliação'. */
export function ScheduleItemDrawer({ id, canSeeDivergences, onClose }: ScheduleItemDrawerProps) {
  const detail = useScheduleItem(id);
  const d = detail.data;
  return (
    <DetailDrawer
      open
      title={A.drawerTitle}
      onClose={onClose}
      footer={
        canSeeDivergences && d ? (
          <Button component={RouterLink} variant="outlined" to={`${paths.conciliationConsult.root.path}?item_id=${encodeURIComponent(d.item.id)}`}>
            {A.seeDivergences}
          </Button>
        ) : undefined
      }
    >
      {detail.isError && <ListLoadError onRetry={() => void detail.refetch()} />}
      {!d && !detail.isError && <Skeleton variant="rectangular" height={240} />}
      {d && (
        <Stack spacing={3}>
          <ItemStatusChip status={d.item.status} />
          <ItemChain chain={d.chain} item={d.item} bankItem={d.bank_item} credited={d.credited} />
          <ConciliationFooter bankItem={d.bank_item} />
        </Stack>
      )}
    </DetailDrawer>
  );
}
