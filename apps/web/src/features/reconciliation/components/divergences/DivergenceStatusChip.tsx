import Chip, { type ChipProps } from '@mui/material/Chip';
import { MESSAGES } from '@lastro/domain';
import type { DivergenceStatus } from '../../api/item-query';
import { chipContrast } from '../items/ItemStatusChip';

const S = MESSAGES.reconciliationScreens;

const COLOURS: Record<DivergenceStatus, NonNullable<ChipProps['color']>> = { pendente: 'warning', resolvida: 'success', justificada: 'info' };

/** Spec 4 §2.6: 'Pendente' warning, 'Resolvida' success, 'Justificada' info. */
export function DivergenceStatusChip({ status }: { status: DivergenceStatus }) {
  return <Chip size="small" label={S.divergenceStatus[status]} color={COLOURS[status]} sx={chipContrast(COLOURS[status])} />;
}
