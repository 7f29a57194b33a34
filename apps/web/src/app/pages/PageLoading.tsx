import { Box, CircularProgress } from '@mui/material';
import { MESSAGES } from '@lastro/domain';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={MESSAGES.common.loading} />
    </Box>
  );
}
