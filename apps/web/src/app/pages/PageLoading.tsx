import { Box, CircularProgress } from '@mui/material';
import { COMMON_MESSAGES } from '@lastro/domain/messages/common';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={COMMON_MESSAGES.loading} />
    </Box>
  );
}
