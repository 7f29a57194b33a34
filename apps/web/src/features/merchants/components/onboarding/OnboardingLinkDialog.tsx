import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@lastro/domain';
import { useToast } from '../../../../components';

const M = MESSAGES.merchants;

/** The link dialog (shown after creating a merchant or generating a token): copy to clipboard, 'Link copiado!'. */
export function OnboardingLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const toast = useToast();
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(M.linkCopied);
    } catch {
      // Without clipboard access (an insecure origin) the field stays selected for a manual copy.
      toast.error(MESSAGES.common.genericError);
    }
  };
  return (
    <Dialog open={Boolean(link)} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="onboarding-link-title">
      <DialogTitle id="onboarding-link-title">{M.registrationLinkTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.registrationLinkText}</DialogContentText>
        <TextField
          value={link ?? ''}
          label={M.registrationLinkTitle}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
        <Button variant="contained" onClick={() => void copy()}>
          {M.copyLink}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
