import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@lastro/domain';

export type Outcome = { kind: 'processing' } | { kind: 'failed'; message: string } | null;

/**
 * The result of asking for a schedule: 'Solicitação em processamento' (follow it on the list)
 * or 'Solicitação não executada' with the reason.
 */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const M = MESSAGES.schedules;
  return (
    <Dialog open={Boolean(outcome)} onClose={onClose} aria-labelledby="schedule-outcome-title">
      <DialogTitle id="schedule-outcome-title">{outcome?.kind === 'failed' ? M.notExecutedTitle : M.processingTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{outcome?.kind === 'failed' ? outcome.message : M.processingText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {M.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
