import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatDateTime, type MerchantDocument } from '@lastro/domain';
import { ConfirmDialog, useToast } from '../../../../components';
import { DocumentDetailDialog, STATUS_CHIP } from './DocumentDetailDialog';
import { HistoryDialog } from './HistoryDialog';
import { UploadItems, UploadPicker, useUploadQueue } from './UploadItems';
import { useAccountStatus, useMerchantDocuments, useProcessDocuments, useRejectionEmail } from '../../api/documents';

const M = MESSAGES.merchants;
const C = MESSAGES.common;

/**
 * Documentos (administrators): the latest document of each type with its detail and history,
 * uploads, and the account actions (Ativar conta, Reprovar conta, Processar Documentos and the
 * rejection e-mails).
 */
export function DocumentsTab({ merchantId }: { merchantId: string }) {
  const toast = useToast();
  const documents = useMerchantDocuments(merchantId);
  const uploads = useUploadQueue(merchantId);
  const accountStatus = useAccountStatus(merchantId);
  const processing = useProcessDocuments(merchantId);
  const email = useRejectionEmail(merchantId);
  // The detail follows the type, so a replaced file shows its new version.
  const [openType, setOpenType] = useState<number | null>(null);
  const [historyType, setHistoryType] = useState<number | null>(null);
  const [confirmReject, setConfirmReject] = useState(false);
  const rows = documents.data?.results ?? [];
  const open = rows.find((d) => d.file_type === openType) ?? null;
  const contract = rows.find((d) => d.file_type === 1 && d.file_path) ?? null;

  const run = async (action: () => Promise<{ message: string }>) => toast.success((await action()).message);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="contained" color="success" loading={accountStatus.isPending && accountStatus.variables === 'ativo'} onClick={() => void run(() => accountStatus.mutateAsync('ativo'))}>
          {M.activateAccount}
        </Button>
        <Button variant="contained" color="error" onClick={() => setConfirmReject(true)}>
          {M.reproveAccount}
        </Button>
        <Button variant="outlined" loading={processing.isPending} onClick={() => void run(() => processing.mutateAsync())}>
          {M.processDocuments}
        </Button>
        <Button variant="outlined" loading={email.isPending && email.variables === 'email-account'} onClick={() => void run(() => email.mutateAsync('email-account'))}>
          {M.sendAccountRejectionEmail}
        </Button>
        <Button variant="outlined" loading={email.isPending && email.variables === 'email-docs'} onClick={() => void run(() => email.mutateAsync('email-docs'))}>
          {M.sendDocumentsRejectionEmail}
        </Button>
      </Stack>
      <UploadPicker queue={uploads} />
      <UploadItems queue={uploads} />
      <TableContainer>
        <Table size="small" sx={{ minWidth: 960 }} aria-label={M.documentsTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{M.documentTypeColumn}</TableCell>
              <TableCell>{M.documentFileColumn}</TableCell>
              <TableCell>{M.documentStatusColumn}</TableCell>
              <TableCell>{M.documentCommentColumn}</TableCell>
              <TableCell>{M.documentCreatedColumn}</TableCell>
              <TableCell>{M.documentUpdatedColumn}</TableCell>
              <TableCell align="right">{M.documentActionsColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d: MerchantDocument) => (
              <TableRow key={d.id}>
                <TableCell>{d.file_type_description}</TableCell>
                <TableCell>{d.file_path ? d.file_info : M.legalRepresentativeViaInovamind}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={STATUS_CHIP[d.status as 1 | 2 | 3] ?? 'default'} label={d.status_description} />
                </TableCell>
                <TableCell>{d.comment ?? C.empty}</TableCell>
                <TableCell>{formatDateTime(d.created_at)}</TableCell>
                <TableCell>{d.status_changed_at ? formatDateTime(d.status_changed_at) : C.empty}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" aria-label={`${M.viewDocument} ${d.file_type_description}`} onClick={() => setOpenType(d.file_type)}>
                      {M.viewDocument}
                    </Button>
                    <Button size="small" aria-label={`${M.documentHistory} ${d.file_type_description}`} onClick={() => setHistoryType(d.file_type)}>
                      {M.documentHistory}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {documents.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{M.noDocuments}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <DocumentDetailDialog merchantId={merchantId} document={open} contract={contract} onClose={() => setOpenType(null)} onHistory={(d) => setHistoryType(d.file_type)} />
      <HistoryDialog key={historyType ?? 0} merchantId={merchantId} fileType={historyType} onClose={() => setHistoryType(null)} />
      <ConfirmDialog
        open={confirmReject}
        title={M.confirmReproveAccount}
        description={M.reproveAccountWarning}
        onCancel={() => setConfirmReject(false)}
        onConfirm={async () => {
          await run(() => accountStatus.mutateAsync('inativo'));
          setConfirmReject(false);
        }}
      />
    </Stack>
  );
}
