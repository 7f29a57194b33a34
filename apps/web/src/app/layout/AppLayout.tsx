import { Box, Breadcrumbs, Link, Toolbar, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { breadcrumbsFor } from '../breadcrumbs';
import { PageLoading } from '../pages/PageLoading';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Below this width a 260 px menu beside the page would leave too little room for it. */
export const compactQuery = (theme: Theme) => theme.breakpoints.down('md');

export function AppLayout({ topBarActions }: { topBarActions?: ReactNode }) {
  // Read at first render (noSsr) so a phone never flashes the open desktop menu.
  const compact = useMediaQuery(compactQuery, { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const location = useLocation();
  const crumbs = breadcrumbsFor(location.pathname);
  const toggle = () => (compact ? setPhoneOpen((o) => !o) : setDesktopOpen((o) => !o));
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleMenu={toggle} menuOpen={compact ? phoneOpen : desktopOpen} actions={topBarActions} />
      <SideMenu
        variant={compact ? 'temporary' : 'persistent'}
        open={compact ? phoneOpen : desktopOpen}
        onClose={() => setPhoneOpen(false)}
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {crumbs.length > 1 && (
          <Breadcrumbs sx={{ mb: 2 }} aria-label={MESSAGES.components.navigation.breadcrumbs}>
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
