import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  DOCUMENT_STATUS,
  MESSAGES,
  formatDateTime,
  formatPercent,
  type MerchantDocument,
} from '@lastro/domain';
import { useToast } from '../../../../components';
import { DocumentPreview } from './DocumentPreview';
import { RefusalDialog } from './RefusalDialog';
import { UploadItems, UploadPicker, useUploadQueue } from './UploadItems';
import { useDocumentDetail, useDocumentFile, useSetDocumentStatus } from '../../api/documents';

const M = MESSAGES.merchants;
const C = MESSAGES.common;

export const STATUS_CHIP = { 1: 'default', 2: 'success', 3: 'error' } as const;

/** Opens the contract's file in a new tab (the object URL lives as long as the dialog). */
function ViewContract({ contract }: { contract: MerchantDocument }) {
  const file = useDocumentFile(contract.file_path);
  return (
    <Button
      variant="outlined"
      disabled={!file.url}
      onClick={() => file.url && window.open(file.url, '_blank', 'noopener')}
    >
      {M.viewContract}
    </Button>
  );
}

/** Full-screen document: the file, Aprovar / Reprovar, Substituir, the face match and the Campo / Cadastro / OCR table. */
export function DocumentDetailDialog({
  merchantId,
  document,
  contract,
  onClose,
  onHistory,
}: {
  merchantId: string;
  document: MerchantDocument | null;
  contract: MerchantDocument | null;
  onClose: () => void;
  onHistory: (doc: MerchantDocument) => void;
}) {
  const toast = useToast();
  const detail = useDocumentDetail(merchantId, document?.id ?? null);
  const setStatus = useSetDocumentStatus(merchantId);
  const replace = useUploadQueue(merchantId);
  const [refusing, setRefusing] = useState(false);
  const doc = detail.data ?? document;
  if (!document || !doc) return null;

  const approve = async () =>
    toast.success((await setStatus.mutateAsync({ id: doc.id, status: DOCUMENT_STATUS.approved })).message);
  const refuse = async (comment: string) => {
    toast.success(
      (await setStatus.mutateAsync({ id: doc.id, status: DOCUMENT_STATUS.rejected, comment })).message,
    );
    setRefusing(false);
  };
  const fields = detail.data?.fields ?? [];
  const face = doc.face_match;

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="document-detail-title">
      <Toolbar sx={{ borderBottom: 1, borderColor: 'divider', gap: 2 }}>
        <Typography id="document-detail-title" variant="h6" sx={{ flex: 1 }}>
          {doc.file_type_description} — {doc.file_info}
        </Typography>
        <IconButton aria-label={C.close} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <DialogContent>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <DocumentPreview key={doc.id} document={doc} height={640} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip
                  label={doc.status_description}
                  color={STATUS_CHIP[doc.status as 1 | 2 | 3] ?? 'default'}
                  variant="outlined"
                />
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(doc.created_at)}
                </Typography>
              </Stack>
              {doc.comment && <Alert severity="error">{doc.comment}</Alert>}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  color="success"
                  loading={setStatus.isPending}
                  onClick={() => void approve()}
                >
                  {M.approve}
                </Button>
                <Button variant="contained" color="error" onClick={() => setRefusing(true)}>
                  {M.reprove}
                </Button>
                <Button variant="outlined" onClick={() => onHistory(doc)}>
                  {M.documentHistory}
                </Button>
                {contract && <ViewContract contract={contract} />}
              </Stack>
              <UploadPicker queue={replace} fixedType={doc.file_type} label={M.replaceDocument} />
              <UploadItems queue={replace} />
              <Typography variant="h6" component="p" aria-label={M.faceMatch}>
                {M.faceMatch}:{' '}
                {face?.score === null || face?.score === undefined ? C.empty : formatPercent(face.score)}
              </Typography>
              {doc.processed_at ? (
                <Typography variant="body2" color="text.secondary">
                  {M.identityProviderLabel}:{' '}
                  {doc.identity_provider === 'offline' ? M.identityOffline : M.identityRemote}
                  {face?.method ? ` — ${M.faceMethodLabel}: ${face.method}` : ''}
                  {detail.data?.processing_ms != null
                    ? ` — ${M.processingMs}: ${detail.data.processing_ms} ms`
                    : ''}
                </Typography>
              ) : (
                <Alert severity="info">{M.ocrNotProcessed}</Alert>
              )}
              <Table size="small" aria-label={M.ocrColumn}>
                <TableHead>
                  <TableRow>
                    <TableCell>{M.fieldColumn}</TableCell>
                    <TableCell>{M.registrationColumn}</TableCell>
                    <TableCell>{M.ocrColumn}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fields.map((f) => (
                    <TableRow key={f.field}>
                      <TableCell>{f.field}</TableCell>
                      <TableCell>{f.registration ?? C.empty}</TableCell>
                      <TableCell>{f.ocr ?? C.empty}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Stack>
          </Grid>
        </Grid>
      </DialogContent>
      <RefusalDialog open={refusing} onCancel={() => setRefusing(false)} onSave={refuse} />
    </Dialog>
  );
}
