import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, ORIGINATOR_STATUS, formatDocument } from '@lastro/domain';
import { useBanks } from '../../../../lib/reference/useBanks';
import { accountTypeLabel } from '../../lib/domicile';
import type { Originator } from '../../types';
import { CopyId } from './CopyId';
import { useStatusToggle } from './useStatusToggle';

const M = MESSAGES.creditors;

export interface DomicilesDialogProps {
  creditorId: string;
  /** The originator whose domiciles are shown; null keeps the dialog closed. */
  originator: Originator | null;
  canEdit: boolean;
  onClose: () => void;
}

/** The domiciles of an originator: status toggle, CNPJ, id, title, bank, agency, account, account type. */
export function DomicilesDialog({ creditorId, originator, canEdit, onClose }: DomicilesDialogProps) {
  const banks = useBanks();
  const toggle = useStatusToggle(creditorId);
  const bankName = (code: string) => banks.data?.results.find((b) => b.bank_code === code)?.bank_name;
  const domiciles = originator?.domicilios ?? [];

  return (
    <Dialog open={Boolean(originator)} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="domiciles-title">
      <DialogTitle id="domiciles-title" sx={{ pr: 6 }}>
        {M.domicilesTitle} · {originator?.razao_social}
      </DialogTitle>
      <IconButton aria-label={M.closeDialog} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {domiciles.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {M.noDomiciles}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{M.statusColumn}</TableCell>
                  <TableCell>{M.cnpjLabel}</TableCell>
                  <TableCell>{M.idColumn}</TableCell>
                  <TableCell>{M.domicileTitleLabel}</TableCell>
                  <TableCell>{M.bankLabel}</TableCell>
                  <TableCell>{M.agencyLabel}</TableCell>
                  <TableCell>{M.accountLabel}</TableCell>
                  <TableCell>{M.accountTypeColumn}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {domiciles.map((d) => (
                  <TableRow key={d.id ?? `${d.banco}-${d.conta}`}>
                    <TableCell>
                      <Switch
                        size="small"
                        checked={d.status === ORIGINATOR_STATUS.active}
                        disabled={!canEdit || toggle.pending || !d.id}
                        slotProps={{ input: { 'aria-label': `${M.toggleStatus} ${d.titulo_domicilio}` } }}
                        onChange={() => originator && d.id && void toggle.toggleDomicile(originator.id, d.id, d.status)}
                      />
                    </TableCell>
                    <TableCell>{formatDocument(d.cnpj_domicilio)}</TableCell>
                    <TableCell>{d.id ? <CopyId id={d.id} /> : '-'}</TableCell>
                    <TableCell>{d.titulo_domicilio}</TableCell>
                    <TableCell>{bankName(d.banco) ? `${d.banco} - ${bankName(d.banco)}` : d.banco}</TableCell>
                    <TableCell>{d.agencia}</TableCell>
                    <TableCell>{d.conta}</TableCell>
                    <TableCell>{accountTypeLabel(d.tipo_conta)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
    </Dialog>
  );
}
