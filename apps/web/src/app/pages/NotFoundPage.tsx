import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { MESSAGES } from '@lastro/domain';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', py: 10 }}>
      <Typography variant="h3" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" sx={{ mt: 1 }}>
        {MESSAGES.common.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {MESSAGES.common.notFoundText}
      </Typography>
      <Button variant="contained" component={Link} to="/app">
        {MESSAGES.navigation.breadcrumbs.home}
      </Button>
    </Box>
  );
}
