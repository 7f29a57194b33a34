import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { MESSAGES } from '@lastro/domain';

const T = MESSAGES.imports.commitments;

/**
 * 'Como preencher corretamente': a help button opening the field rules of spec 3 §5.1-§5.2, so
 * the table does not push the file and its preview down (nor widen a phone's page).
 */
export function CommitmentImportHelp({ smoke }: { smoke: boolean }) {
  const [open, setOpen] = useState(false);
  const rows = smoke ? [...T.help, ...T.smokeHelp] : T.help;
  return (
    <>
      <Button variant="text" startIcon={<HelpOutlineIcon />} onClick={() => setOpen(true)}>
        {MESSAGES.imports.howToFill}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="commitment-import-help">
        <DialogTitle id="commitment-import-help">{MESSAGES.imports.howToFill}</DialogTitle>
        <DialogContent>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={MESSAGES.imports.howToFill}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.helpField}</TableCell>
                  <TableCell>{T.helpRule}</TableCell>
                  <TableCell>{T.helpExample}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(([field, rule, example]) => (
                  <TableRow key={field}>
                    <TableCell>{field}</TableCell>
                    <TableCell>{rule}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{example}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{MESSAGES.common.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
