import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCurrency, MESSAGES } from '@lastro/domain';
import { TableScroll } from '../../../../components';
import { HeaderCells } from './HeaderCells';

const B = MESSAGES.reconciliationScreens.bank;

export interface CandidateRow {
  id: string;
  /** The cells after the checkbox, in the headers' order; the last is the amount. */
  cells: readonly ReactNode[];
  /** What the search box looks in. */
  text: string;
  /** What the running sum adds, in cents. */
  cents: number;
  /** The checkbox's name. */
  label: string;
}

export interface CandidateListProps {
  title: string;
  headers: readonly string[];
  rows: readonly CandidateRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** Cents of a decimal string ('1234.56'). */
export const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);

/**
 * One side of 'Conciliação manual' (spec 4 §2.4.2): the rows with checkboxes, a search box
 * (over this list only) and the running sum of what is selected, searched or not.
 */
export function CandidateList({ title, headers, rows, selected, onToggle }: CandidateListProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase('pt-BR');
    return q ? rows.filter((r) => r.text.toLocaleLowerCase('pt-BR').includes(q) || selected.has(r.id)) : rows;
  }, [rows, search, selected]);
  const chosen = rows.filter((r) => selected.has(r.id));
  const sum = chosen.reduce((s, r) => s + r.cents, 0);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <TextField size="small" label={B.searchIn(title)} value={search} onChange={(event) => setSearch(event.target.value)} />
      <TableScroll label={title} sx={{ maxHeight: 300, flex: 1 }}>
        <Table size="small" stickyHeader aria-label={title} sx={{ '& td, & th': { px: 0.75 }, '& td': { fontSize: '0.8125rem' } }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <HeaderCells headers={headers} />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length + 1} align="center" sx={{ color: 'text.secondary' }}>
                  {MESSAGES.components.dataTable.empty}
                </TableCell>
              </TableRow>
            )}
            {shown.map((r) => (
              <TableRow key={r.id} hover selected={selected.has(r.id)} onClick={() => onToggle(r.id)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.has(r.id)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => onToggle(r.id)}
                    slotProps={{ input: { 'aria-label': B.selectCandidate(r.label) } }}
                  />
                </TableCell>
                {r.cells.map((cell, i) => (
                  <TableCell key={i} align={i === r.cells.length - 1 ? 'right' : undefined}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Box aria-live="polite">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {B.sum(formatCurrency(sum / 100), chosen.length)}
        </Typography>
      </Box>
    </Paper>
  );
}
