import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@lastro/domain';
import { texts } from '../texts';

export interface ExportProcessingDialogProps {
  open: boolean;
  /** Optional: lets the user dismiss the dialog (Esc / backdrop, and 'Fechar' once sent). */
  onClose?: () => void;
  /** The server accepted the export: the file will come as a notification. */
  sent?: boolean;
  /** 0-100 once the job knows its total: the spinner then shows how far it is. */
  percent?: number | null;
}

/** 'Arquivo em processamento / Os dados estão sendo exportados' while an export runs. */
export function ExportProcessingDialog({ open, onClose, sent = false, percent = null }: ExportProcessingDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="export-processing-title"
      aria-describedby="export-processing-text"
    >
      <DialogTitle id="export-processing-title">{texts.export.processingTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 1 }}>
          {percent === null ? (
            <CircularProgress aria-label={texts.export.processingTitle} />
          ) : (
            <CircularProgress variant="determinate" value={percent} aria-label={texts.export.processingTitle} />
          )}
          <DialogContentText id="export-processing-text">{texts.export.processingText}</DialogContentText>
          {sent ? <DialogContentText role="status">{MESSAGES.common.asyncExportSent}</DialogContentText> : null}
        </Stack>
      </DialogContent>
      {sent && onClose ? (
        <DialogActions>
          <Button onClick={onClose}>{MESSAGES.common.close}</Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}
