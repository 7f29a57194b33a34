import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { texts } from '../texts';

export interface BreadcrumbItem {
  label: string;
  /** Route of the crumb; without it the crumb is plain text (usually the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Buttons shown on the right (create, export...). */
  actions?: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** A line under the title saying what the page holds. */
  subtitle?: ReactNode;
}

/** Page title (h5) with optional breadcrumbs above and actions on the right. Links need a router. */
export function PageHeader({ title, actions, breadcrumbs, subtitle }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Breadcrumbs aria-label={texts.navigation.breadcrumbs} sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb, index) =>
            crumb.to ? (
              <Link
                key={`${crumb.label}-${index}`}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography
                key={`${crumb.label}-${index}`}
                color="text.primary"
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
