import Chip, { type ChipProps } from '@mui/material/Chip';
import { MESSAGES } from '@lastro/domain';
import type { ItemStatus } from '../../api/item-query';

const S = MESSAGES.reconciliationScreens;

/** Spec 4 §2.2 [D5]: the text always, the colour a second cue. */
export const ITEM_STATUS_COLOURS: Record<ItemStatus, NonNullable<ChipProps['color']>> = {
  conciliada: 'success',
  divergente: 'warning',
  nao_encontrada: 'error',
  aguardando: 'default',
  a_liquidar: 'info',
};

/** White on MUI's warning orange is 3.1:1 (axe color-contrast): its label is dark text instead. */
export const chipContrast = (colour: ChipProps['color']) => (colour === 'warning' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined);

/** The status chip of an agenda or bank item. */
export function ItemStatusChip({ status }: { status: ItemStatus }) {
  const colour = ITEM_STATUS_COLOURS[status];
  return <Chip size="small" label={S.itemStatus[status]} color={colour} sx={chipContrast(colour)} />;
}
