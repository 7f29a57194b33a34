import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, type divergenceJustifySchema } from '@lastro/domain';
import { toastApiError, useToast } from '../../../../components';
import { useJustifyDivergences, type JustifyResult } from '../../api/divergences';

const S = MESSAGES.reconciliationScreens;
/** Spec 4 §11: a justification is 10 to 500 characters (the schema says so; the field stops typing there). */
const JUSTIFICATION_MAX = 500;

type JustifySchema = typeof divergenceJustifySchema;
const loadSchema = () => import('./justify-schema').then((m) => m.divergenceJustifySchema);
const D = S.divergences;

export interface JustifyDialogProps {
  /** The pending divergences to justify: one ('Justificar') or the selection. */
  ids: readonly string[];
  onClose: () => void;
  /** After the answer: the ids no longer selected. */
  onDone: () => void;
}

/** The toast of an answer (spec 4 §2.6, §10): one, many, or many with some no longer pending. */
export function justifiedMessage(asked: number, result: JustifyResult): string {
  if (result.skipped.length > 0) return D.justifiedSkipped(result.updated, result.skipped.length);
  return asked === 1 && result.updated === 1 ? D.justifiedOne : D.justifiedMany(result.updated);
}

/**
 * 'Justificar divergência' / 'Justificar {n} divergências': 'Motivo' and 'Justificativa' (10-500
 * characters), checked by the call's own schema; 'Justificar' stays off until they are valid.
 */
export function JustifyDialog({ ids, onClose, onDone }: JustifyDialogProps) {
  const toast = useToast();
  const justify = useJustifyDivergences();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState({ reason: false, text: false });
  const [schema, setSchema] = useState<JustifySchema | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadSchema().then((loaded) => mounted && setSchema(() => loaded));
    return () => {
      mounted = false;
    };
  }, []);
  const parsed = schema?.safeParse({ ids, reason_code: reason, justification: text });
  const errorOf = (field: 'reason_code' | 'justification') => (!parsed || parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);
  const reasonError = touched.reason ? errorOf('reason_code') : undefined;
  const textError = touched.text ? errorOf('justification') : undefined;

  const submit = async () => {
    if (!parsed?.success) return;
    try {
      const result = await justify.mutateAsync(parsed.data);
      toast.success(justifiedMessage(ids.length, result));
      onDone();
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Dialog open onClose={justify.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="justify-title">
      <DialogTitle id="justify-title">{ids.length === 1 ? D.justifyOneTitle : D.justifyManyTitle(ids.length)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            id="justify-reason"
            label={D.reasonField}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, reason: true }))}
            error={Boolean(reasonError)}
            helperText={reasonError}
          >
            {Object.entries(S.divergenceReason).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            multiline
            minRows={3}
            id="justify-text"
            label={D.justificationField}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, text: true }))}
            error={Boolean(textError)}
            helperText={textError ?? `${text.trim().length}/${JUSTIFICATION_MAX}`}
            slotProps={{ htmlInput: { maxLength: JUSTIFICATION_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={justify.isPending}>
          {S.list.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!parsed?.success || justify.isPending}>
          {D.justify}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
