import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { texts } from '../texts';

/** Skeleton rows standing for a list's first page while it loads (spec 4 §2.2 item 7). */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={texts.dataTable.loading}>
      <Stack spacing={1}>
        {Array.from({ length: rows + 1 }, (_, i) => (
          <Skeleton key={i} variant="rectangular" height={i === 0 ? 32 : 28} />
        ))}
      </Stack>
    </Paper>
  );
}
