import { useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMPORT_LIMITS, MESSAGES } from '@lastro/domain';
import { useToast, getApiErrorMessage } from '../../../../components';
import { reconciliationFilesKey } from '../../../../lib/reconciliationQueries';
import { uploadFile } from '../../api/files';

const M = MESSAGES.reconciliationFiles;
/** Spec 4 §11: at most 10 files per dialog. */
export const MAX_FILES = 10;
const MAX_MB = Math.round(IMPORT_LIMITS.maxBytes / (1024 * 1024));

type UploadState = 'waiting' | 'sending' | 'sent' | 'failed';
interface Chosen {
  key: number;
  file: File;
  state: UploadState;
  message?: string;
  /** Refused here (size, empty): sending it again cannot help. */
  local?: boolean;
}

const STATE_LABELS: Record<UploadState, string> = { waiting: M.waiting, sending: M.sending, sent: M.sent, failed: M.failed };

/** The refusals the browser can see before sending; the server says the rest. */
function localRefusal(file: File): string | undefined {
  if (file.size === 0) return MESSAGES.reconciliationStatements.emptyFile;
  if (file.size > IMPORT_LIMITS.maxBytes) return M.fileTooLarge(MAX_MB);
  return undefined;
}

export interface UploadFilesDialogProps {
  open: boolean;
  onClose: () => void;
  isAdmin: boolean;
  creditors: readonly { value: string; label: string }[];
}

/**
 * 'Importar extratos' (spec 4 §2.7, §5.6): each file goes in its own multipart POST, one after
 * the other; a file the server refuses stays as 'Falhou' with its message and 'Tentar novamente'.
 */
export function UploadFilesDialog({ open, onClose, isAdmin, creditors }: UploadFilesDialogProps) {
  const toast = useToast();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [creditorId, setCreditorId] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const [sending, setSending] = useState(false);

  const add = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    setChosen((current) => {
      const room = MAX_FILES - current.length;
      setTooMany(list.length > room);
      return [
        ...current,
        ...list.slice(0, Math.max(0, room)).map((file): Chosen => {
          const refusal = localRefusal(file);
          return { key: nextKey.current++, file, state: refusal ? 'failed' : 'waiting', message: refusal, local: Boolean(refusal) };
        }),
      ];
    });
  };
  const update = (key: number, patch: Partial<Chosen>) => setChosen((current) => current.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  const send = async (targets: Chosen[]): Promise<boolean> => {
    let allSent = true;
    for (const target of targets) {
      update(target.key, { state: 'sending', message: undefined });
      try {
        await uploadFile(target.file, isAdmin ? creditorId : null);
        update(target.key, { state: 'sent' });
      } catch (error) {
        allSent = false;
        update(target.key, { state: 'failed', message: getApiErrorMessage(error) });
      }
    }
    await client.invalidateQueries({ queryKey: reconciliationFilesKey });
    return allSent;
  };

  const run = async (targets: Chosen[]) => {
    setSending(true);
    try {
      const ok = await send(targets);
      const rest = chosen.filter((c) => !targets.includes(c) && c.state !== 'sent');
      if (ok && rest.length === 0) {
        toast.success(M.uploaded);
        close();
      }
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setChosen([]);
    setTooMany(false);
    setCreditorId('');
    onClose();
  };

  const pending = chosen.filter((c) => c.state === 'waiting');
  const canSend = pending.length > 0 && (!isAdmin || creditorId !== '') && !sending;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!sending) add(event.dataTransfer.files);
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth slotProps={{ paper: { sx: { maxWidth: 720 } } }} aria-labelledby="upload-files-title">
      <DialogTitle id="upload-files-title">{M.uploadTitle}</DialogTitle>
      <DialogContent>
        {isAdmin && (
          <TextField
            select
            fullWidth
            required
            label={M.uploadSupplier}
            value={creditorId}
            disabled={sending}
            onChange={(e) => setCreditorId(e.target.value)}
            error={chosen.length > 0 && creditorId === ''}
            helperText={chosen.length > 0 && creditorId === '' ? M.selectSupplier : undefined}
            sx={{ mt: 1, mb: 2 }}
          >
            {creditors.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box
          component="label"
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          sx={{ display: 'block', border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center', cursor: 'pointer', '&:focus-within': { borderColor: 'primary.main' } }}
        >
          <UploadFileIcon color="action" />
          <Typography>{M.dropZone}</Typography>
          <Typography variant="body2" color="text.secondary">
            {M.dropHint(MAX_MB)}
          </Typography>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={M.dropZone}
            disabled={sending}
            onChange={(e) => {
              add(e.target.files);
              e.target.value = '';
            }}
          />
        </Box>
        {tooMany && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {M.tooManyFiles}
          </Alert>
        )}
        {chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {M.selectFile}
          </Typography>
        ) : (
          <List dense aria-label={M.uploadTitle}>
            {chosen.map((c) => (
              <ListItem
                key={c.key}
                data-state={c.state}
                secondaryAction={
                  c.state === 'waiting' || c.state === 'failed' ? (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      {c.state === 'failed' && !c.local && (
                        <Button size="small" disabled={sending || (isAdmin && creditorId === '')} onClick={() => void run([c])}>
                          {M.retry}
                        </Button>
                      )}
                      <IconButton edge="end" aria-label={`${M.removeFile} ${c.file.name}`} disabled={sending} onClick={() => setChosen((current) => current.filter((x) => x.key !== c.key))}>
                        <CloseIcon />
                      </IconButton>
                    </Stack>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={c.file.name}
                  secondary={c.state === 'failed' && c.message ? `${STATE_LABELS[c.state]}: ${c.message}` : STATE_LABELS[c.state]}
                  slotProps={{ primary: { sx: { wordBreak: 'break-all' } }, secondary: { color: c.state === 'failed' ? 'error' : 'textSecondary' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {M.cancel}
        </Button>
        <Button variant="contained" disabled={!canSend} onClick={() => void run(pending)}>
          {M.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
