import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DOCUMENT_HISTORY_PAGE_SIZE, MESSAGES, formatDateTime, type MerchantDocument } from '@lastro/domain';
import { Pager, useToast } from '../../../../components';
import { DocumentPreview } from './DocumentPreview';
import { useDocumentHistory } from '../../api/documents';

const M = MESSAGES.merchants;
const C = MESSAGES.common;

/** Two versions side by side. */
function CompareDialog({ documents, onClose }: { documents: MerchantDocument[]; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="compare-title">
      <DialogTitle id="compare-title">{M.compareTitle}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2}>
          {documents.map((d) => (
            <Grid key={d.id} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" gutterBottom>
                {d.file_info} — {d.status_description} — {formatDateTime(d.created_at)}
              </Typography>
              <DocumentPreview document={d} height={480} />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{C.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The versions of one document type, five a page, with compare of exactly two. */
export function HistoryDialog({
  merchantId,
  fileType,
  onClose,
}: {
  merchantId: string;
  fileType: number | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<string, MerchantDocument>>(new Map());
  const [comparing, setComparing] = useState(false);
  const [viewing, setViewing] = useState<MerchantDocument | null>(null);
  const history = useDocumentHistory(merchantId, fileType, page, DOCUMENT_HISTORY_PAGE_SIZE);
  const rows = history.data?.results ?? [];

  const toggle = (d: MerchantDocument) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(d.id)) next.delete(d.id);
      else next.set(d.id, d);
      return next;
    });
  const compare = () => {
    if (selected.size !== 2) toast.error(M.compareNeedsTwo);
    else setComparing(true);
  };

  return (
    <Dialog
      open={fileType !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="history-title"
    >
      <DialogTitle id="history-title">{M.documentHistoryTitle}</DialogTitle>
      <DialogContent>
        <TableContainer>
          <Table size="small" sx={{ minWidth: 820 }} aria-label={M.documentHistoryTitle}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{M.documentTypeColumn}</TableCell>
                <TableCell>{M.documentStatusColumn}</TableCell>
                <TableCell>{M.documentCommentColumn}</TableCell>
                <TableCell>{M.documentCreatedColumn}</TableCell>
                <TableCell>{M.documentUpdatedColumn}</TableCell>
                <TableCell>{M.documentViewColumn}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id} selected={selected.has(d.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(d.id)}
                      onChange={() => toggle(d)}
                      slotProps={{
                        input: { 'aria-label': `${d.file_info} ${formatDateTime(d.created_at)}` },
                      }}
                    />
                  </TableCell>
                  <TableCell>{d.file_type_description}</TableCell>
                  <TableCell>{d.status_description}</TableCell>
                  <TableCell>{d.comment ?? C.empty}</TableCell>
                  <TableCell>{formatDateTime(d.created_at)}</TableCell>
                  <TableCell>{d.status_changed_at ? formatDateTime(d.status_changed_at) : C.empty}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setViewing(d)}>
                      {M.viewDocument}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager
          count={history.data?.metadata.resultset.count ?? 0}
          page={page}
          onPageChange={(_, p) => setPage(p)}
          rowsPerPage={DOCUMENT_HISTORY_PAGE_SIZE}
          rowsPerPageOptions={[DOCUMENT_HISTORY_PAGE_SIZE]}
        />
        {viewing && (
          <>
            <Typography variant="subtitle2">{viewing.file_info}</Typography>
            <DocumentPreview key={viewing.id} document={viewing} height={400} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={compare}>
          {M.compareDocuments}
        </Button>
        <Button onClick={onClose}>{C.close}</Button>
      </DialogActions>
      {comparing && <CompareDialog documents={[...selected.values()]} onClose={() => setComparing(false)} />}
    </Dialog>
  );
}
