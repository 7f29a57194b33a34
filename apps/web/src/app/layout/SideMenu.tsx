import { Box, Drawer, List, ListItemButton, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { NavLink } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { usePermissions } from '../../lib/permissions';
import { visibleMenu } from '../menu';

export const SIDE_MENU_WIDTH = 260;

export function SideMenu({ open }: { open: boolean }) {
  const { isAdmin, canAny, loading } = usePermissions();
  const groups = loading ? [] : visibleMenu(isAdmin, (slugs) => canAny(slugs));
  return (
    <Drawer
      variant="persistent"
      open={open}
      sx={{
        width: open ? SIDE_MENU_WIDTH : 0,
        flexShrink: 0,
        transition: 'width 200ms',
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
      }}
    >
      <Toolbar />
      <Box component="nav" aria-label={MESSAGES.navigation.mainMenu} sx={{ overflowY: 'auto' }}>
        {groups.map((group) => (
          <List
            key={group.label}
            dense
            subheader={
              <ListSubheader disableSticky sx={{ fontWeight: 700, color: 'secondary.main', lineHeight: '36px' }}>
                {group.label}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
