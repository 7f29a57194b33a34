import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MESSAGES } from '@lastro/domain';

const T = MESSAGES.imports.commitments;

/** 'Como preencher corretamente': the field rules of spec 3 §5.1-§5.2. */
export function CommitmentImportHelp({ smoke }: { smoke: boolean }) {
  const rows = smoke ? [...T.help, ...T.smokeHelp] : T.help;
  return (
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
            <TableCell>{example}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
