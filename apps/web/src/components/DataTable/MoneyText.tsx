import Box from '@mui/material/Box';
import { formatCurrency } from '@lastro/domain';

/**
 * An amount in reais as every table and detail shows it: 'R$ 1.200,50' on one line. The
 * formatter's space is an ordinary one (files and tests read it), so a narrow column would
 * otherwise break the amount after 'R$'.
 */
export function MoneyText({ value }: { value: number | string | null | undefined }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatCurrency(value)}
    </Box>
  );
}
