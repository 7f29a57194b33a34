import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { texts } from '../texts';

/** Shown instead of a module's content when the user lacks its read permission. */
export function NoAccess() {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 6,
        color: 'text.secondary',
      }}
    >
      <LockOutlinedIcon fontSize="large" aria-hidden />
      <Typography variant="body1">{texts.access.noAccess}</Typography>
    </Box>
  );
}
