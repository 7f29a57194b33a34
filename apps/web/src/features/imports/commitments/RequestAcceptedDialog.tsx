import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@lastro/domain';

/** After the file is accepted: 'Pesquisa da agenda em processamento...' with the request id and OK. */
export function RequestAcceptedDialog({ requestId, onClose }: { requestId: string | null; onClose(): void }) {
  return (
    <Dialog open={requestId !== null} onClose={onClose}>
      <DialogTitle>{MESSAGES.imports.scheduleSearchProcessing}</DialogTitle>
      <DialogContent>
        <Typography>
          {MESSAGES.imports.requestIdLabel}: <strong data-testid="import-request-id">{requestId}</strong>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {MESSAGES.imports.commitments.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
