import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import { texts } from '../texts';
import { toast } from '../Toast';

/** Spec 4 §11: the detail drawer is 720 px wide (the whole screen on a phone). */
export const DETAIL_DRAWER_WIDTH = 720;

export interface DetailDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Buttons at the bottom (actions by permission and state). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A record's detail at the right of its list, without leaving it (spec 4 §2.5): its title,
 * 'Copiar link' (the address, which names the open record) and close.
 */
export function DetailDrawer({ open, title, onClose, footer, children }: DetailDrawerProps) {
  const copy = async () => {
    await navigator.clipboard?.writeText(window.location.href);
    toast.success(texts.drawer.linkCopied);
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (the drawer's level plus one): its title and 'Copiar link' were under it.
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: DETAIL_DRAWER_WIDTH } }, role: 'dialog', 'aria-label': title } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<LinkIcon />} onClick={() => void copy()}>
          {texts.drawer.copyLink}
        </Button>
        <IconButton aria-label={texts.drawer.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, flex: 1, overflowY: 'auto' }}>{children}</Box>
      {footer && (
        <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}>
          {footer}
        </Stack>
      )}
    </Drawer>
  );
}
