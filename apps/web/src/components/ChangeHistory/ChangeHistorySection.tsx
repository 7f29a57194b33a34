import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { lazyNamed } from '../../lib/lazyNamed';
import { usePermissions } from '../../lib/permissions';
import { OnceOpened } from '../OnceOpened';
import type { ChangeHistoryProps } from './ChangeHistoryPanel';

// The list is a chunk of its own, loaded when the history is first opened. A plain toggle, not
// MUI's Accordion: its Collapse would split the transitions every route shares into a chunk of its own.
const ChangeHistoryPanel = lazyNamed(() => import('./ChangeHistoryPanel'), 'ChangeHistoryPanel');

/** 'Histórico de alterações' folded under an edit screen: opened, it lists the record's own audit events. */
export function ChangeHistorySection(props: ChangeHistoryProps) {
  const [open, setOpen] = useState(false);
  const { can } = usePermissions();
  // Creditor users read their creditor's history only with the 'auditoria' permission.
  if (!can(PERMISSIONS.auditoria, 'read')) return null;
  return (
    <Box component="section" aria-label={MESSAGES.audit.historyTitle} sx={{ mt: 3 }}>
      <Button
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {MESSAGES.audit.historyTitle}
      </Button>
      <Box hidden={!open} sx={{ mt: 1 }}>
        <OnceOpened open={open}>
          <ChangeHistoryPanel {...props} />
        </OnceOpened>
      </Box>
    </Box>
  );
}
