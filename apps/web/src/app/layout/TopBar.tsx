import { SHELL_TITLES } from '@lastro/domain/messages/shell-titles';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Logo } from './Logo';
import { useLogout } from './useLogout';

export function TopBar({
  onToggleMenu,
  menuOpen,
  actions,
}: {
  onToggleMenu: () => void;
  menuOpen: boolean;
  actions?: ReactNode;
}) {
  const session = useSession();
  const logout = useLogout();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          onClick={onToggleMenu}
          aria-label={MESSAGES.navigation.toggleMenu}
          aria-expanded={menuOpen}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/app"
          underline="none"
          aria-label={MESSAGES.navigation.homeLink}
          sx={{ borderRadius: 1 }}
        >
          <Logo />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <Box
          component={RouterLink}
          to={paths.myAccount.root.getHref()}
          title={SHELL_TITLES.myAccountLink}
          sx={{
            textAlign: 'right',
            mx: 1,
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
          }}
          data-testid="user-info"
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {session?.user.name}
          </Typography>
          <Typography variant="caption" noWrap component="div" color="text.secondary">
            {session?.user.companyName}
          </Typography>
        </Box>
        <Tooltip title={MESSAGES.auth.logout}>
          <IconButton onClick={() => void logout()} aria-label={MESSAGES.auth.logout}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
