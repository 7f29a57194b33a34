import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_FILE_TYPES, MESSAGES, documentFileTypeLabel } from '@lastro/domain';
import { useToast } from '../../../../components';
import { ApiError } from '../../../../lib/api';
import { useUploadDocument } from '../../api/documents';

const M = MESSAGES.merchants;

/** The spec's upload item: pending, uploading, success, fail (retry returns to pending). */
export type UploadState = 'pending' | 'uploading' | 'success' | 'fail';
interface UploadItem {
  id: number;
  file: File;
  fileType: number;
  state: UploadState;
  error?: string;
}

const STATE_LABEL: Record<UploadState, string> = {
  pending: M.uploadPending,
  uploading: M.uploadUploading,
  success: M.uploadSuccess,
  fail: M.uploadFail,
};
const STATE_COLOR = { pending: 'default', uploading: 'info', success: 'success', fail: 'error' } as const;

/** Upload (or replace, when the type already has a document) with one item per file. */
export function useUploadQueue(merchantId: string) {
  const upload = useUploadDocument(merchantId);
  const toast = useToast();
  const [items, setItems] = useState<UploadItem[]>([]);
  const seq = useRef(0);
  const patch = (id: number, p: Partial<UploadItem>) =>
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...p } : i)));

  const send = async (item: UploadItem) => {
    patch(item.id, { state: 'uploading', error: undefined });
    try {
      const res = await upload.mutateAsync({ file: item.file, fileType: item.fileType });
      patch(item.id, { state: 'success' });
      toast.success(res.message);
    } catch (e) {
      const message = e instanceof ApiError ? e.messages[0]! : MESSAGES.common.genericError;
      patch(item.id, { state: 'fail', error: message });
      toast.error(message);
    }
  };

  return {
    items,
    add(file: File, fileType: number) {
      const item: UploadItem = { id: ++seq.current, file, fileType, state: 'pending' };
      setItems((all) => [...all, item]);
      void send(item);
    },
    retry(item: UploadItem) {
      patch(item.id, { state: 'pending', error: undefined });
      void send({ ...item, state: 'pending' });
    },
  };
}
export type UploadQueue = ReturnType<typeof useUploadQueue>;

export function UploadItems({ queue }: { queue: UploadQueue }) {
  if (queue.items.length === 0) return null;
  return (
    <List dense aria-label={M.uploadDocument}>
      {queue.items.map((item) => (
        <ListItem
          key={item.id}
          secondaryAction={
            item.state === 'fail' ? (
              <Button size="small" onClick={() => queue.retry(item)}>
                {M.retryUpload}
              </Button>
            ) : null
          }
        >
          <ListItemText
            primary={`${documentFileTypeLabel(item.fileType)} — ${item.file.name}`}
            secondary={item.error}
          />
          <Chip
            size="small"
            variant="outlined"
            color={STATE_COLOR[item.state]}
            label={STATE_LABEL[item.state]}
            sx={{ mr: item.state === 'fail' ? 12 : 0 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Picks a type and a file; the file goes at once. A fixed type makes it the detail's 'Substituir'. */
export function UploadPicker({
  queue,
  fixedType,
  label = M.uploadDocument,
}: {
  queue: UploadQueue;
  fixedType?: number;
  label?: string;
}) {
  const [fileType, setFileType] = useState<number>(fixedType ?? 2);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {fixedType === undefined && (
        <TextField
          select
          size="small"
          label={M.documentTypeColumn}
          value={fileType}
          onChange={(e) => setFileType(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {DOCUMENT_FILE_TYPES.map((t) => (
            <MenuItem key={t.value} value={t.value}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={fixedType === undefined ? 'document-upload-input' : 'document-replace-input'}
        accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) queue.add(file, fileType);
          e.target.value = '';
        }}
      />
    </Stack>
  );
}
