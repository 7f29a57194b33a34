import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MESSAGES } from '@lastro/domain';
import { TableScroll } from '../../../../components';

const M = MESSAGES.reconciliationFiles;

/** 'Como preencher corretamente': the CSV layout 'extrato' of spec 4 §5.4. */
export function StatementHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="statement-help-title">
      <DialogTitle id="statement-help-title">{M.howToFill}</DialogTitle>
      <DialogContent>
        <TableScroll label={M.howToFill}>
          <Table size="small" aria-labelledby="statement-help-title">
            <TableHead>
              <TableRow>
                {[M.helpField, M.helpRequired, M.helpFormat, M.helpExample, M.helpRule].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {M.csvHelp.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {row.field}
                  </TableCell>
                  <TableCell>{row.required}</TableCell>
                  <TableCell>{row.format}</TableCell>
                  <TableCell>{row.example}</TableCell>
                  <TableCell>{row.rule}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
