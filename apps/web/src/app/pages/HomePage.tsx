import { Alert, AlertTitle, Typography } from '@mui/material';
import { MESSAGES } from '@lastro/domain';
import { useSession } from '../../lib/session';

const home = MESSAGES.navigation.home;

export default function HomePage() {
  const session = useSession();
  if (!session?.isAdmin) {
    return (
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {home.title}
      </Typography>
    );
  }
  return (
    <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper', maxWidth: 900 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{home.adminNoticeTitle}</AlertTitle>
      {home.adminNoticeText}
    </Alert>
  );
}
