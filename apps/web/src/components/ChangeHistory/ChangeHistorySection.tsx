import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MESSAGES, PERMISSIONS } from '@lastro/domain';
import { lazyNamed } from '../../lib/lazyNamed';
import { usePermissions } from '../../lib/permissions';
import { OnceOpened } from '../OnceOpened';
import type { ChangeHistoryProps } from './ChangeHistoryPanel';

// The panel (and its table) is a chunk of its own, loaded when the history is first opened.
const ChangeHistoryPanel = lazyNamed(() => import('./ChangeHistoryPanel'), 'ChangeHistoryPanel');

/** 'Histórico de alterações' folded under an edit screen: opened, it lists the record's own audit events. */
export function ChangeHistorySection(props: ChangeHistoryProps) {
  const [open, setOpen] = useState(false);
  const { can } = usePermissions();
  // Creditor users read their creditor's history only with the 'auditoria' permission.
  if (!can(PERMISSIONS.auditoria, 'read')) return null;
  return (
    <Accordion expanded={open} onChange={(_e, expanded) => setOpen(expanded)} sx={{ mt: 3 }} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1">{MESSAGES.audit.historyTitle}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <OnceOpened open={open}>
          <ChangeHistoryPanel {...props} />
        </OnceOpened>
      </AccordionDetails>
    </Accordion>
  );
}
