import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DOCUMENT_REFUSAL_PRESETS, MESSAGES } from '@lastro/domain';

const M = MESSAGES.merchants;
const C = MESSAGES.common;

/** 'Recusa de Documento': a justification, typed or inserted from a preset reason; saving needs text. */
export function RefusalDialog({
  open,
  onCancel,
  onSave,
}: {
  open: boolean;
  onCancel: () => void;
  onSave: (comment: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const close = () => {
    setText('');
    onCancel();
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(text.trim());
      setText('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="refusal-title">
      <DialogTitle id="refusal-title">{M.refusalTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {DOCUMENT_REFUSAL_PRESETS.map((r) => (
              <Chip
                key={r.value}
                label={r.label}
                variant="outlined"
                onClick={() => setText((t) => (t.trim() ? `${t.trim()} ${r.text}` : r.text))}
              />
            ))}
          </Stack>
          <TextField
            label={M.justificationLabel}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={4}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {C.cancel}
        </Button>
        <Button variant="contained" disabled={!text.trim()} loading={saving} onClick={() => void save()}>
          {C.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
