import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@lastro/domain';
import { HomeFigures } from '../../features/home/components/HomeFigures';
import { useSession } from '../../lib/session';

const home = MESSAGES.navigation.home;

/** The admin keeps the Backoffice 2.0 notice, the creditor user its 'Início'; the figures below either. */
export default function HomePage() {
  const session = useSession();
  return (
    <Stack spacing={3}>
      {session?.isAdmin ? (
        <Alert severity="info" variant="outlined" sx={{ bgcolor: 'background.paper', maxWidth: 900 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>{home.adminNoticeTitle}</AlertTitle>
          {home.adminNoticeText}
        </Alert>
      ) : (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {home.title}
        </Typography>
      )}
      <HomeFigures />
    </Stack>
  );
}
