import { Box, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader, Toolbar } from '@mui/material';
import { NavLink } from 'react-router';
import { MESSAGES } from '@lastro/domain';
import { usePermissions } from '../../lib/permissions';
import { visibleMenu } from '../menu';

export const SIDE_MENU_WIDTH = 260;

export interface SideMenuProps {
  open: boolean;
  /**
   * 'temporary' on small screens: over the page, closed by a tap outside, Escape or choosing
   * an item. 'persistent' on wide screens: beside the page, folded away by the menu button.
   */
  variant: 'temporary' | 'persistent';
  onClose: () => void;
}

export function SideMenu({ open, variant, onClose }: SideMenuProps) {
  const { isAdmin, canAny, loading } = usePermissions();
  const groups = loading ? [] : visibleMenu(isAdmin, (slugs) => canAny(slugs));
  const temporary = variant === 'temporary';
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: !temporary && open ? SIDE_MENU_WIDTH : 0,
        flexShrink: 0,
        transition: 'width 200ms',
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {/* The top bar stays above the drawer in both modes (its button closes the menu). */}
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
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={temporary ? onClose : undefined}
                  sx={{ pl: 3, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
    </Drawer>
  );
}
