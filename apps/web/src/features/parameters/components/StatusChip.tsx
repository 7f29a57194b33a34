import Chip from '@mui/material/Chip';
import { MESSAGES } from '@lastro/domain';

export function StatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? MESSAGES.common.active : MESSAGES.common.inactive}
    />
  );
}
