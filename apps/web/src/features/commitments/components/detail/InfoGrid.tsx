import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs, in columns that fold to one on a phone. */
export function InfoGrid({ items }: { items: InfoItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '-' : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
