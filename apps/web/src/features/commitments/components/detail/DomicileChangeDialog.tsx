import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES, type DealBankAccount } from '@lastro/domain';
import { useToast } from '../../../../components';
import { ApiError } from '../../../../lib/api';
import { useChangeDomicile, useDealDomiciles } from '../../api/deal-detail';

const M = MESSAGES.commitments;

export const domicileLabel = (d: DealBankAccount) =>
  `${d.title_domicile} · ${d.domain_bank.bank_code} ${d.domain_bank.bank_name} · ${M.detailFields.branch} ${d.branch_number} · ${M.detailFields.account} ${d.account_number}${d.account_digit ? `-${d.account_digit}` : ''}`;

/**
 * Picks another active domicile of the commitment's creditor (the server leaves the current one
 * out and says why when none is left); the registry moves every contract to it.
 */
export function DomicileChangeDialog({ dealId, onClose }: { dealId: string; onClose: () => void }) {
  const toast = useToast();
  const options = useDealDomiciles(dealId, true);
  const change = useChangeDomicile(dealId);
  const [selected, setSelected] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = options.data?.results ?? [];

  async function submit() {
    setRefusal(null);
    try {
      const result = await change.mutateAsync(selected);
      if (!result.success) {
        setRefusal(result.message);
        return;
      }
      toast.success(result.message);
      onClose();
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : MESSAGES.common.genericError);
    }
  }

  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="domicile-change-title">
      <DialogTitle id="domicile-change-title">{M.changeDomicileTitle}</DialogTitle>
      <DialogContent>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          select
          fullWidth
          margin="dense"
          label={M.newDomicileLabel}
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
          disabled={options.isPending || change.isPending}
          helperText={options.data?.message ?? undefined}
        >
          {candidates.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {domicileLabel(d)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          {MESSAGES.common.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!selected || change.isPending} loading={change.isPending}>
          {MESSAGES.common.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
