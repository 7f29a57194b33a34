import { Box, Breadcrumbs, Link, Toolbar, Typography } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { breadcrumbsFor } from '../breadcrumbs';
import { PageLoading } from '../pages/PageLoading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function AppLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(true);
  const location = useLocation();
  const crumbs = breadcrumbsFor(location.pathname);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleMenu={() => setMenuOpen((o) => !o)} actions={topBarActions} />
      <SideMenu open={menuOpen} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 3 }}>
        <Toolbar />
        {crumbs.length > 1 && (
          <Breadcrumbs sx={{ mb: 2 }} aria-label="breadcrumb">
            {crumbs.map((c, i) =>
              c.to && i < crumbs.length - 1 ? (
                <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                  {c.label}
                </Link>
              ) : (
                <Typography key={c.label} color="text.primary">
                  {c.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        )}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
