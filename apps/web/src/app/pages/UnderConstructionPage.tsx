import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Typography } from '@mui/material';
import { MESSAGES } from '@lastro/domain';

/** Routes whose module is not built yet say so plainly instead of showing a fake screen. */
export default function UnderConstructionPage({ title }: { title?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center', maxWidth: 640 }}>
      <ConstructionIcon color="secondary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
        {title ?? MESSAGES.common.underConstructionTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {MESSAGES.common.underConstructionText}
      </Typography>
    </Paper>
  );
}
